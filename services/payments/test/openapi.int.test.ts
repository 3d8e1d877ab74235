import { openApiCoverage } from '@pylands/common/testing';
import { startPaymentsStack, type PaymentsStack } from './stack';

let stack: PaymentsStack;

beforeAll(async () => {
  stack = await startPaymentsStack();
});

afterAll(async () => {
  await stack?.close();
});

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string }[]; 'x-roles'?: string[] }>
  >;
};

describe('OpenAPI document of the payments service', () => {
  it('is OpenAPI 3.1 at /api/payment/openapi.json and lists exactly the routes the service serves, with the spec’s query fields', async () => {
    const response = await stack.browser().get<Document>('/api/payment/openapi.json');
    expect(response.status).toBe(200);
    const doc = response.body;
    expect(doc.openapi).toBe('3.1.0');
    const coverage = openApiCoverage(stack.payments, doc.paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.madeUp).toEqual([]);
    expect(coverage.routes).toEqual(
      expect.arrayContaining([
        'POST /api/payment/paddle',
        'GET /api/payment/current-plan',
        'POST /api/payment/cancel-subscription',
        'GET /api/payment/refund-eligibility/{purchase_id}',
        'GET /api/auth/set-paid',
        'GET /api/profile/{course_slug}/students/purchased',
        'GET /api/profile/students/purchases/all',
      ]),
    );
    const names = (path: string, method: string) => doc.paths[path][method].parameters?.map((p) => p.name);
    expect(names('/api/payment/transfer-purchases', 'get')).toEqual([
      'to_email',
      'from_email',
      'include_assigned',
    ]);
    expect(names('/api/payment/request-refund', 'post')).toEqual(['purchase_id', 'reason']);
    expect(names('/api/payment/assign-purchase', 'post')).toEqual(['student_id', 'course_name']);
    expect(names('/api/auth/set-paid', 'get')).toEqual(['email', 'paid']);
  });
});

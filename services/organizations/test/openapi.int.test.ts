import { openApiCoverage } from '@pylands/common/testing';
import { startStack, type Stack } from './stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack.close();
});

type Schema = { properties?: Record<string, unknown> };
type Operation = {
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { content?: { 'application/json': { schema: Schema } } }>;
  security: unknown[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function document(): Promise<Document> {
  const response = await stack.browser().get<Document>('/api/organization/openapi.json');
  expect(response.status).toBe(200);
  return response.body;
}

describe('OpenAPI document of the organizations service', () => {
  it('lists every route the service exposes, and nothing else', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const coverage = openApiCoverage(stack.organizations, doc.paths);
    expect(coverage.routes.length).toBeGreaterThan(25);
    expect(coverage.missing).toEqual([]);
    expect(coverage.madeUp).toEqual([]);
  });

  it('describes bodies, parameters and answers from the zod contracts', async () => {
    const doc = await document();
    const bulk = doc.paths['/api/organization/bulk-create-students'].post;
    expect(Object.keys(bulk.requestBody!.content['application/json'].schema.properties!)).toEqual([
      'class_id',
      'rows',
      'dry_run',
    ]);
    const student = doc.paths['/api/organization/students/{student_id}'].put;
    expect(student.parameters[0]).toMatchObject({ name: 'student_id', in: 'path', required: true });
    expect(Object.keys(student.responses['200'].content!['application/json'].schema.properties!)).toEqual(
      expect.arrayContaining(['assistant_enabled', 'assistant_attempt_limit']),
    );
    expect(doc.paths['/api/organization/invite-teacher'].post.parameters).toEqual([
      expect.objectContaining({ name: 'email', in: 'query', required: true }),
      expect.objectContaining({ name: 'language', in: 'query', required: false }),
    ]);
    // Public calls may be made without a session; the others need the cookie.
    expect(doc.paths['/api/organization/class-by-token'].get.security).toContainEqual({});
    expect(doc.paths['/api/organization/teachers'].get.security).toEqual([{ session: [] }]);
  });
});

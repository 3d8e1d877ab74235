import { openApiCoverage, TestBrowser } from '@pylands/common/testing';
import { API_PATHS } from '@pylands/contracts';
import { startAuthApp, type AuthTestApp } from './auth-app';

let auth: AuthTestApp;

beforeAll(async () => {
  auth = await startAuthApp();
});

afterAll(async () => {
  await auth?.close();
});

type Operation = {
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: { properties?: Record<string, unknown> } } } };
  responses: Record<
    string,
    { content?: { 'application/json': { schema: { properties?: Record<string, unknown> } } } }
  >;
  security: unknown[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function document(): Promise<Document> {
  const response = await new TestBrowser([{ app: auth.app, prefixes: ['/'] }]).get<Document>(
    API_PATHS.auth.openapi,
  );
  expect(response.status).toBe(200);
  return response.body;
}

describe('OpenAPI document of the auth service', () => {
  it('is OpenAPI 3.1 and lists every route the service exposes', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const coverage = openApiCoverage(auth.app, doc.paths);
    expect(coverage.routes.length).toBeGreaterThan(25);
    expect(coverage.missing).toEqual([]);
    expect(coverage.madeUp).toEqual([]);
  });

  it('describes bodies, query parameters, path parameters and answers from the zod contracts', async () => {
    const doc = await document();
    const login = doc.paths['/api/auth/login'].post;
    expect(Object.keys(login.requestBody!.content['application/json'].schema.properties!)).toEqual([
      'email',
      'password',
    ]);
    expect(Object.keys(login.responses['200'].content!['application/json'].schema.properties!)).toContain(
      'student_details',
    );
    expect(doc.paths['/api/auth/forgot-password'].post.parameters).toEqual([
      expect.objectContaining({ name: 'email', in: 'query', required: true }),
    ]);
    expect(doc.paths['/api/profile/students/{student_id}'].put.parameters[0]).toMatchObject({
      name: 'student_id',
      in: 'path',
      required: true,
    });
    expect(doc.paths['/api/auth/choose-student/{student_id}'].post).toBeDefined();
    expect(doc.paths['/api/auth/generate-user-signup-link'].post).toBeDefined();
    // Public calls may be made without a session; the others need the cookie.
    expect(doc.paths['/api/auth/login'].post.security).toContainEqual({});
    expect(doc.paths['/api/profile'].delete.security).toEqual([{ session: [] }]);
  });
});

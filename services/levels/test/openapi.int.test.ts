import { openApiCoverage } from '@pylands/common/testing';
import { startStack, type Stack } from './stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { parameters: { name: string; in: string }[] }>>;
};

describe('OpenAPI document of the levels service', () => {
  it('is OpenAPI 3.1 at /api/level/openapi.json and lists every route the service exposes', async () => {
    const response = await stack.browser().get<Document>('/api/level/openapi.json');
    expect(response.status).toBe(200);
    const doc = response.body;
    expect(doc.openapi).toBe('3.1.0');
    const coverage = openApiCoverage(stack.levels, doc.paths);
    expect(coverage.routes.length).toBeGreaterThan(3);
    expect(coverage.missing).toEqual([]);
    expect(coverage.madeUp).toEqual([]);
    expect(doc.paths['/api/level/update/{slug}'].post.parameters).toContainEqual(
      expect.objectContaining({ name: 'slug', in: 'path' }),
    );
  });
});

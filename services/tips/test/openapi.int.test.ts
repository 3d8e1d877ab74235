import { openApiCoverage } from '@pylands/common/testing';
import { startTipsStack, type TipsStack } from './stack';

let stack: TipsStack;

beforeAll(async () => {
  stack = await startTipsStack();
});

afterAll(async () => {
  await stack?.close();
});

type Operation = {
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
  >;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('OpenAPI document of the tips service', () => {
  it('is OpenAPI 3.1 at /api/chatgpt/openapi.json and lists every route the service exposes, with the contracts’ shapes', async () => {
    const response = await stack.browser().get<Document>('/api/chatgpt/openapi.json');
    expect(response.status).toBe(200);
    const doc = response.body;
    expect(doc.openapi).toBe('3.1.0');
    const coverage = openApiCoverage(stack.tips, doc.paths);
    expect(coverage.routes).toEqual(
      expect.arrayContaining([
        'POST /api/chatgpt/generate-tip-level-async',
        'POST /api/chatgpt/generate-tip-challenge-async',
        'GET /api/credit/usage',
      ]),
    );
    expect(coverage.missing).toEqual([]);
    expect(coverage.madeUp).toEqual([]);

    const levelTip = doc.paths['/api/chatgpt/generate-tip-level-async'].post;
    expect(Object.keys(levelTip.requestBody!.content['application/json'].schema.properties!)).toEqual(
      expect.arrayContaining(['last_prompt', 'course_name', 'slug', 'player_position', 'facing_direction']),
    );
    expect(Object.keys(levelTip.responses['200'].content!['application/json'].schema.properties!)).toEqual(
      expect.arrayContaining([
        'text',
        'code_to_add',
        'code_to_modify',
        'line_number',
        'resulted_code',
        'is_code_sufficient',
      ]),
    );
    expect(doc.paths['/api/credit/usage'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'student_id', in: 'query' }),
    );
  });
});

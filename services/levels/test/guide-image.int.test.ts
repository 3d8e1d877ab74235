import { PNG } from 'pngjs';
import { getLevel, listCourses } from '@pylands/content';
import { API_PATHS, levelDataSchema, type LevelData } from '@pylands/contracts';
import type { TestBrowser } from '@pylands/common/testing';
import { parentWithStudent, startStack, type Stack } from './stack';

let stack: Stack;
let paidStudent: TestBrowser;

beforeAll(async () => {
  stack = await startStack();
  // loops-level1 is in chapter 3: a student of a paid family reads it.
  paidStudent = stack.browser();
  await stack.setPaid((await parentWithStudent(paidStudent, { choose: true })).email);
});

afterAll(async () => {
  await stack?.close();
});

/** Binary answers: the test browser decodes bodies as text, so images are fetched from the app directly. */
function fetchRaw(url: string, headers: Record<string, string> = {}) {
  return stack.levels.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });
}

describe('guide images', () => {
  const level = getLevel('python', 'loops-level1')!;

  it('links a versioned picture of the map from the level data', async () => {
    const response = await paidStudent.get<LevelData>(API_PATHS.level.data('python', level.slug));
    expect(response.status).toBe(200);
    const data = levelDataSchema.parse(response.body);
    expect(data.guideImage).toMatch(/^\/api\/level\/guide\/python\/loops-level1\.png\?v=[0-9a-f]{12}$/);
  });

  it('serves a PNG of the map’s size, cached for good under its version', async () => {
    const data = (await paidStudent.get<LevelData>(API_PATHS.level.data('python', level.slug))).body;
    const response = await fetchRaw(data.guideImage!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const png = PNG.sync.read(response.rawPayload);
    expect([png.width, png.height]).toEqual([level.map.width * 16, level.map.height * 16]);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

    // Without the version (or with an old one) the same picture, revalidated after a short while.
    const unversioned = await fetchRaw(API_PATHS.level.guide('python', level.slug));
    expect(unversioned.statusCode).toBe(200);
    expect(unversioned.headers['cache-control']).toBe('public, max-age=300');
    expect(unversioned.rawPayload.equals(response.rawPayload)).toBe(true);

    const etag = String(response.headers.etag);
    const revalidated = await fetchRaw(API_PATHS.level.guide('python', level.slug), {
      'if-none-match': etag,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('draws Advanced Python levels too', async () => {
    const advanced = listCourses().find((c) => c.id === 'advanced-python')!;
    const last = advanced.chapters.at(-1)!.levels.at(-1)!;
    const response = await fetchRaw(API_PATHS.level.guide(advanced.id, last.slug));
    expect(response.statusCode).toBe(200);
    const png = PNG.sync.read(response.rawPayload);
    expect([png.width, png.height]).toEqual([last.map.width * 16, last.map.height * 16]);
  });

  it('answers 404 for an unknown level or course, or a name that is not a .png', async () => {
    for (const url of [
      API_PATHS.level.guide('python', 'no-such-level'),
      API_PATHS.level.guide('no-such-course', level.slug),
      API_PATHS.level.guide('advanced-python', level.slug),
      `/api/level/guide/python/${level.slug}`,
      `/api/level/guide/python/${level.slug}.jpg`,
      `/api/level/guide/python/..%2F${level.slug}.png`,
    ]) {
      const response = await fetchRaw(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.json()).toEqual({ statusCode: 404, message: 'Level not found', error: 'Not Found' });
    }
  });
});

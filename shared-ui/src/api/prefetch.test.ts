/**
 * @jest-environment node
 */
import { z } from 'zod';
import { call, type RequestOptions } from './client';
import { prefetchApi } from './prefetch';

let requests: string[] = [];

/** The fake server's answers count the requests it got. */
const counted = z.object({ n: z.number() });
const get = (path: string, options?: RequestOptions) => call(counted, path, options);

beforeEach(() => {
  requests = [];
  (globalThis as { window?: unknown }).window = { location: { origin: 'http://localhost:8080' } };
  globalThis.fetch = (async (url: URL) => {
    requests.push(String(url));
    return new Response(JSON.stringify({ n: requests.length }), { status: 200 });
  }) as typeof fetch;
});

describe('answers asked for at the start of the page', () => {
  it('are taken by the first call for the same URL, and only by the first', async () => {
    const copy = await prefetchApi('/api/level/data/python/intro-level1');
    expect(await copy.json()).toEqual({ n: 1 });
    expect(await get('level/data/python/intro-level1')).toEqual({ n: 1 });
    expect(requests).toHaveLength(1);
    // A later call asks the server again: the screen may have changed what it shows.
    expect(await get('level/data/python/intro-level1')).toEqual({ n: 2 });
  });

  it('are not taken by a call with another query', async () => {
    await prefetchApi('/api/level/course/python', { student_id: 's1' });
    expect(await get('level/course/python', { query: { student_id: 's2' } })).toEqual({ n: 2 });
    expect(await get('level/course/python', { query: { student_id: 's1' } })).toEqual({ n: 1 });
  });

  it('are left alone by a call that asks afresh, and taken by the next one', async () => {
    await prefetchApi('/api/level/course/python?student_id=s1');
    expect(await get('/api/level/course/python?student_id=s1', { prefetched: false })).toEqual({ n: 2 });
    expect(await get('/api/level/course/python?student_id=s1')).toEqual({ n: 1 });
  });

  it('are stale once the page has changed something', async () => {
    await prefetchApi('/api/level/course/python');
    expect(
      await call(counted, 'level/update/intro-level1', { method: 'POST', body: { status: 'completed' } }),
    ).toEqual({ n: 2 });
    expect(await get('level/course/python')).toEqual({ n: 3 });
  });

  it('that failed leave the call to ask again', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    await expect(prefetchApi('/api/auth/current')).rejects.toThrow('offline');
    globalThis.fetch = (async (url: URL) => {
      requests.push(String(url));
      return new Response(JSON.stringify({ user_id: 'u1' }), { status: 200 });
    }) as typeof fetch;
    expect(await call(z.object({ user_id: z.string() }), '/api/auth/current')).toEqual({ user_id: 'u1' });
  });
});

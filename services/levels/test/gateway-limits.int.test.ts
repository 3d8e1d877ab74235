import http from 'http';
import type { AddressInfo } from 'net';
import type { FastifyInstance } from 'fastify';
import { BODY_TOO_LARGE_MESSAGE, REQUEST_BODY_LIMIT_BYTES } from '@pylands/contracts';
import { createGateway } from '../../gateway/src/gateway';
import { startStack, type Stack } from './stack';

/**
 * Bodies and paths a caller gets wrong, sent over real HTTP through the gateway to the levels
 * service: each gets a 4xx with a message, never a 502 or a reset connection.
 */
let stack: Stack;
let gateway: FastifyInstance;
let port: number;

beforeAll(async () => {
  process.env.REPLAY_POOL_SIZE = '1';
  stack = await startStack();
  delete process.env.REPLAY_POOL_SIZE;
  // auth already listens (payments asks it about accounts).
  await stack.levels.listen(0, '127.0.0.1');
  const urlOf = (app: Stack['levels']) =>
    `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  gateway = await createGateway({ levelsUrl: urlOf(stack.levels), authUrl: urlOf(stack.auth) });
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  port = (gateway.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await gateway?.close();
  await stack?.close();
});

interface Answer {
  status: number;
  body: { statusCode?: number; message?: string; error?: string };
}

/** One request on a fresh connection; `chunks` are written one by one (chunked, no Content-Length, unless `length`). */
function send(
  path: string,
  chunks: Buffer[],
  options: { length?: boolean; method?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      'content-type': 'application/json',
      'x-requested-with': 'pylands',
    };
    if (options.length) headers['content-length'] = chunks.reduce((n, chunk) => n + chunk.length, 0);
    const request = http.request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'POST', headers, agent: false },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          const text = Buffer.concat(parts).toString('utf8');
          resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : {} });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

const UPDATE = '/api/level/update/intro-level1';
const update = (code: string, extra: Record<string, unknown> = {}) =>
  Buffer.from(
    JSON.stringify({
      last_status: 'in_progress',
      last_code_executed: code,
      level_slug: 'intro-level1',
      course_id: 'python',
      ...extra,
    }),
  );
/** A 2 MB body in 64 KB pieces. */
const twoMegabytes = () => {
  const body = update('x'.repeat(2 * 1024 * 1024));
  const chunks: Buffer[] = [];
  for (let at = 0; at < body.length; at += 64 * 1024) chunks.push(body.subarray(at, at + 64 * 1024));
  return chunks;
};
const TOO_LARGE = { statusCode: 413, message: BODY_TOO_LARGE_MESSAGE, error: 'Payload Too Large' };

describe('bodies over the limit', () => {
  it('are refused with 413 and a message every time, with a Content-Length', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect(await send(UPDATE, twoMegabytes(), { length: true })).toEqual({ status: 413, body: TOO_LARGE });
    }
  });

  it('are refused with 413 every time when chunked without a length', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect(await send(UPDATE, twoMegabytes())).toEqual({ status: 413, body: TOO_LARGE });
    }
  });

  it('are refused one byte over the limit; a chunked body within it reaches the service', async () => {
    const over = Buffer.alloc(REQUEST_BODY_LIMIT_BYTES + 1, ' ');
    expect((await send(UPDATE, [over], { length: true })).status).toBe(413);
    expect((await send(UPDATE, [over.subarray(0, 1000), over.subarray(1000)])).status).toBe(413);
    const body = update('from player import *\n');
    const within = await send(UPDATE, [body.subarray(0, 10), body.subarray(10)]);
    expect(within.status).toBe(200);
    expect(within.body).toMatchObject({ saved: false, execution_type: 'level' });
  });
});

describe('other wrong requests stay 4xx with a message', () => {
  it('malformed JSON: 400', async () => {
    const answer = await send(UPDATE, [Buffer.from('{"last_status": "in_progress",')], { length: true });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it('wrong types: 422 naming the field', async () => {
    const answer = await send(UPDATE, [update('from player import *\n', { last_status: 5 })], {
      length: true,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/last_status/);
  });

  it('odd paths: 404, or 400 for a broken escape', async () => {
    const expected: Record<string, [string, number]> = {
      '/api/level/update/no-such-level': ['POST', 404],
      '/api/level/data/python/no-such-level': ['GET', 404],
      '/api/level/data/python/..%2F..%2Fetc%2Fpasswd': ['GET', 400],
      '/api/level/data/python/%E0%A4%A': ['GET', 400],
      '/api/nothing-here': ['POST', 404],
    };
    const answers: Record<string, [string, number]> = {};
    for (const [path, [method]] of Object.entries(expected)) {
      const body = update('from player import *\n', { level_slug: path.split('/').pop() });
      const answer = await send(path, method === 'GET' ? [] : [body], {
        length: true,
        method,
      });
      answers[path] = [method, answer.status];
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect(answers).toEqual(expected);
  });
});

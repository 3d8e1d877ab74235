import { createServer, type Server } from 'node:http';
import { within } from '../async/within';

/** A worker's dependency check: resolves when the part answers, rejects (or times out) when not. */
export type WorkerCheck = () => Promise<unknown>;

const CHECK_TIMEOUT_MS = 2000;

/**
 * Health of a worker process that has no HTTP API (tips workers, completion verifiers), for the
 * probes of its Deployment: GET /health answers 200 `{ status: 'ok', checks: { redis: 'up' } }` or
 * 503 naming the part down; GET /health/live answers 200 while the event loop runs.
 */
export function startWorkerHealthServer(
  port: number,
  host: string,
  checks: Record<string, WorkerCheck>,
): Promise<Server> {
  const server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET') return reply(405, { message: 'Method Not Allowed' });
    if (request.url === '/health/live') return reply(200, { status: 'ok' });
    if (request.url !== '/health') return reply(404, { message: 'Not Found' });
    void Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await within(check(), CHECK_TIMEOUT_MS);
          return [name, 'up'] as const;
        } catch {
          return [name, 'down'] as const;
        }
      }),
    ).then((results) => {
      const down = results.some(([, state]) => state === 'down');
      reply(down ? 503 : 200, { status: down ? 'down' : 'ok', checks: Object.fromEntries(results) });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

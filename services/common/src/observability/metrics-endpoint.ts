import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { METRICS_PATH, metricsRegistry } from './metrics-registry';

async function exposition(): Promise<{ type: string; body: string }> {
  return { type: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

/**
 * GET /metrics on a service's own port, outside Nest (no guard, no session): the gateway proxies
 * only /api/..., so only the cluster's Prometheus reaches it.
 */
export function registerMetricsRoute(fastify: FastifyInstance): void {
  fastify.get(METRICS_PATH, async (_request, reply) => {
    const { type, body } = await exposition();
    return reply.header('cache-control', 'no-store').type(type).send(body);
  });
}

/**
 * A listener of its own for processes whose port is public (the gateway) or that have none (a tips
 * worker): GET /metrics, 404 for anything else.
 */
export async function serveMetrics(port: number, host = process.env.HOST ?? '127.0.0.1'): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    exposition().then(
      ({ type, body }) => response.writeHead(200, { 'content-type': type }).end(body),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

/** METRICS_PORT (or the named variable) as a port number, or null when unset. */
export function metricsPortFromEnv(
  name = 'METRICS_PORT',
  env: NodeJS.ProcessEnv = process.env,
): number | null {
  const value = env[name];
  if (!value) return null;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, not "${value}"`);
  return port;
}

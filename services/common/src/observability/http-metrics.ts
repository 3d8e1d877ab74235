import type { FastifyInstance } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import { METRICS_PATH, metricsRegistry } from './metrics-registry';

/** Seconds: from a cached read (ms) to a completion waiting for a replay under load (up to the gateway's 30 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequestsTotal = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by service, method, route pattern and status code.',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by service, method and route pattern.',
  labelNames: ['service', 'method', 'route'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

/** The label for requests no route matched (404s): raw URLs would make unbounded series. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts and times every answered request under its route pattern (`/api/level/update/:slug`),
 * never the raw URL, so the number of series stays bounded. Scrapes of /metrics are left out.
 */
export function observeHttpRequests(fastify: FastifyInstance, service: string): void {
  fastify.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (route === METRICS_PATH) return;
    const labels = { service, method: request.method, route };
    httpRequestsTotal.inc({ ...labels, status: String(reply.statusCode) });
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

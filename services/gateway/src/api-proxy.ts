import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { apiRoutes, type GatewayOptions } from './config';
import { withRequestId } from './request-id';

const HEALTH_TIMEOUT_MS = 2000;

/**
 * /api/<area>/* to the service that owns it, paths and cookies unchanged, with the request id in
 * X-Request-Id; 502 when it is down.
 */
export async function registerApiProxy(app: FastifyInstance, options: GatewayOptions): Promise<void> {
  const routes = apiRoutes(options);
  for (const route of routes) {
    await app.register(proxy, {
      upstream: route.upstream,
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      http: { requestOptions: { timeout: 30000 } },
      replyOptions: {
        // The visitor's host and scheme too: levels prints its own address on certificates from them.
        rewriteRequestHeaders: (request, headers) =>
          withRequestId(request, {
            ...headers,
            'x-forwarded-host': request.headers.host,
            'x-forwarded-proto': request.protocol,
          }),
        onError: (reply, { error }) => {
          reply.log.warn({ err: error, service: route.service }, 'upstream unavailable');
          void reply
            .code(502)
            .type('application/json')
            .send({
              statusCode: 502,
              error: 'Bad Gateway',
              message: `The ${route.service} service is unavailable.`,
            });
        },
      },
    });
  }

  const services = new Map<string, string>();
  for (const route of routes) services.set(route.service, route.upstream);

  app.get('/api/health', async (_request, reply) => {
    const checks = await Promise.all(
      [...services].map(async ([service, upstream]) => {
        try {
          const response = await fetch(new URL('/health', upstream), {
            signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
          });
          return [service, { status: response.ok ? 'ok' : 'down', httpStatus: response.status }] as const;
        } catch {
          return [service, { status: 'down', httpStatus: null }] as const;
        }
      }),
    );
    const allOk = checks.every(([, check]) => check.status === 'ok');
    return reply
      .code(allOk ? 200 : 503)
      .send({ status: allOk ? 'ok' : 'degraded', services: Object.fromEntries(checks) });
  });

  app.all('/api/*', async (request, reply) =>
    reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `No API route for ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}

import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { apiRoutes, type GatewayOptions } from './config';
import { registerStackHealth } from './health';
import { withRequestId } from './request-id';

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
        // The visitor's host and scheme (from a trusted proxy's X-Forwarded-* with TRUST_PROXY): levels
        // prints the site's address on certificates from them.
        rewriteRequestHeaders: (request, headers) =>
          withRequestId(request, {
            ...headers,
            'x-forwarded-host': request.host,
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

  registerStackHealth(app, services);

  app.all('/api/*', async (request, reply) =>
    reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `No API route for ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}

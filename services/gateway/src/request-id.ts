import { REQUEST_ID_HEADER, requestIdFrom } from '@pylands/contracts';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';

/**
 * Fastify options that make request.id the request id: a well-formed incoming X-Request-Id is kept,
 * anything else replaced by a fresh UUID; every log line of the request carries it as request_id.
 */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader' | 'logController'> =
  {
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
  };

/** The id goes back to the caller on every response (support can find the request's lines). */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/** Headers for a proxied call: the gateway's id replaces whatever the client sent. */
export function withRequestId<H extends object>(request: { id: string }, headers: H): H {
  return { ...headers, [REQUEST_ID_HEADER]: request.id };
}

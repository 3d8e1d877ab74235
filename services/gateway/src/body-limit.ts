import { Readable } from 'stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BODY_TOO_LARGE_MESSAGE, HTTP_ERROR_NAMES, REQUEST_BODY_LIMIT_BYTES } from '@pylands/contracts';

const API_PREFIX = '/api/';

function tooLarge(reply: FastifyReply): FastifyReply {
  // Node discards the rest of the unread body after the answer, so the client reads the 413.
  return reply
    .code(413)
    .type('application/json')
    .send({ statusCode: 413, message: BODY_TOO_LARGE_MESSAGE, error: HTTP_ERROR_NAMES[413] });
}

/**
 * API bodies over the services' own limit are refused here, before anything is proxied: a service
 * that answers 413 while the gateway is still streaming the body to it breaks the upstream
 * connection, and the caller got a 502 or a reset instead. A declared Content-Length is checked
 * at once; a chunked body (no length) is read up to the limit and passed on from memory.
 */
export function registerBodyLimit(app: FastifyInstance, limit = REQUEST_BODY_LIMIT_BYTES): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    const declared = request.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit) return tooLarge(reply);
  });

  app.addHook('preParsing', async (request, reply, payload) => {
    // Only a chunked body has no length to check up front.
    if (!request.url.startsWith(API_PREFIX) || request.headers['transfer-encoding'] === undefined)
      return payload;
    const body = await readUpTo(payload, limit);
    if (body === null) {
      tooLarge(reply);
      return payload;
    }
    return Readable.from(body.length ? [body] : []);
  });
}

/**
 * The whole body, or null once it passes `limit` bytes; the rest is then read and dropped (not
 * destroyed: destroying the request would reset the connection before the 413 is read).
 */
function readUpTo(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer | string) => {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      size += buffer.length;
      if (size > limit) {
        cleanUp();
        stream.resume();
        resolve(null);
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => {
      cleanUp();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(error);
    };
    const cleanUp = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}

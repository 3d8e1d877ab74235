import type { IncomingMessage } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import { REQUEST_ID_HEADER, requestIdFrom } from '@pylands/contracts';
import { LoggerModule } from 'nestjs-pino';
import pino, { type DestinationStream, type LevelWithSilent, type LoggerOptions } from 'pino';
import type { Options } from 'pino-http';
import { METRICS_PATH } from '../observability/metrics-registry';
import { traceLogFields } from '../observability/log-trace';

/** Nest's level names (LOG_LEVEL) as pino's; anything unknown logs at info. */
export function pinoLevel(level: string | undefined): LevelWithSilent {
  if (!level || level === 'log') return 'info';
  if (level === 'verbose') return 'trace';
  return (level === 'silent' || pino.levels.values[level] !== undefined ? level : 'info') as LevelWithSilent;
}

// Defence in depth: secrets never reach the logs even if an object carrying them is logged.
const SECRET_KEYS = [
  'password',
  'password_hash',
  'passwordHash',
  'new_password',
  'cookie',
  'authorization',
  'jwtSecret',
];

/** One JSON object per line: ISO time, level name, the service, secrets censored. */
export function pinoOptions(service: string, level = process.env.LOG_LEVEL): LoggerOptions {
  return {
    level: pinoLevel(level),
    base: { service },
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: traceLogFields,
    redact: { paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]), censor: '[redacted]' },
  };
}

export type ServiceLogger = pino.Logger;

/** A pino logger for code outside Nest's HTTP requests (the tips worker process). */
export function createLogger(service: string, destination?: DestinationStream): ServiceLogger {
  // Synchronous stdout: the last lines before an exit are not lost.
  return pino(pinoOptions(service), destination ?? pino.destination(1));
}

/**
 * Fastify's request id comes from the gateway's X-Request-Id (a fresh one when it is missing or
 * malformed) and goes back on the response (bootstrap.ts adds these to the adapter).
 */
export const requestIdAdapterOptions = {
  requestIdHeader: false as const,
  genReqId: (request: IncomingMessage) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
};

/**
 * pino-http through nestjs-pino: every line logged while a request is served carries its id
 * (Fastify's, which pino-http adopts), Nest's Logger included (AsyncLocalStorage).
 */
export function loggerModule(service: string, destination?: DestinationStream) {
  const options: Options = {
    logger: createLogger(service, destination),
    customAttributeKeys: { reqId: 'request_id', responseTime: 'ms' },
    // Prometheus scrapes every few seconds: a line each would bury the requests.
    autoLogging: { ignore: (request) => request.url === METRICS_PATH },
    // Lines carry the id only; the closing line names method, path and status.
    quietReqLogger: true,
    quietResLogger: true,
    serializers: {
      // pino's standard request serializer already took the full URL (before Nest's middleware stripped it).
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
      }),
      res: (response: { statusCode: number }) => ({ status: response.statusCode }),
    },
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
  };
  // Every path: nestjs-pino's default pattern ({/*splat}) matches nothing on this Fastify adapter.
  return LoggerModule.forRoot({
    pinoHttp: options,
    forRoutes: [{ path: '*path', method: RequestMethod.ALL }],
  });
}

import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { REQUEST_BODY_LIMIT_BYTES, REQUEST_ID_HEADER } from '@pylands/contracts';
import { loggerModule, requestIdAdapterOptions } from '../logging/logger';
import { observeHttpRequests } from '../observability/http-metrics';
import { registerMetricsRoute } from '../observability/metrics-endpoint';
import { fastifyCookie } from '../session/cookies';
import { serviceTrustProxy } from './trust-proxy';

export interface ServiceAppOptions {
  name: string;
  /** Where log lines go (tests read them); stdout otherwise. */
  logDestination?: DestinationStream;
}

export interface BootstrapOptions extends ServiceAppOptions {
  port: number;
  /** Defaults to HOST, else 127.0.0.1 (loopback only). */
  host?: string;
}

/** A request whose JSON body's text is kept as it came (`rawBody`), for signature checks. */
export type RequestWithRawBody = { rawBody?: string };

export interface ExposedRoute {
  method: string;
  /** Fastify's form: `/api/profile/students/:student_id`. */
  path: string;
}

const EXPOSED_ROUTES = new WeakMap<NestFastifyApplication, ExposedRoute[]>();

/** Every route the app's HTTP server registered (HEAD twins of GET routes left out). */
export function exposedRoutes(app: NestFastifyApplication): ExposedRoute[] {
  return EXPOSED_ROUTES.get(app) ?? [];
}

/** The configured, initialised Nest app (not listening): tests call `inject` on it. */
export async function createServiceApp(
  rootModule: unknown,
  options: ServiceAppOptions,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // Behind the gateway on loopback: trust its X-Forwarded-* headers, nobody else's.
    trustProxy: serviceTrustProxy(process.env.TRUST_PROXY),
    ...requestIdAdapterOptions,
  });
  // The service's module beside the logger module (pino), so every service logs the same way.
  @Module({})
  class ServiceRoot {}
  const root: DynamicModule = {
    module: ServiceRoot,
    imports: [loggerModule(options.name, options.logDestination), rootModule as DynamicModule],
  };
  const app = await NestFactory.create<NestFastifyApplication>(root, adapter, {
    bufferLogs: true,
    abortOnError: false,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  // request.cookies on every request, reply.setCookie/clearCookie (session/cookies.ts).
  await app.register(fastifyCookie);
  const fastify = app.getHttpAdapter().getInstance();
  // The web client sends Content-Type: application/json on every call, also on POSTs without a body
  // (choose_student): an empty body is "no body", not a 400. Otherwise fastify's own safe parser.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // Kept as received: a signed webhook (Paddle-Signature) is checked against these exact bytes.
    (request as RequestWithRawBody).rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  // Prometheus' GET /metrics, before the route list below: it is no part of the service's API.
  registerMetricsRoute(fastify);
  observeHttpRequests(fastify, options.name);
  const routes: ExposedRoute[] = [];
  EXPOSED_ROUTES.set(app, routes);
  fastify.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') routes.push({ method, path: route.url });
    }
  });
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Closing waits for every connection to end. Node ends the idle ones when closing starts, but a
  // keep-alive connection whose request was still being answered then stayed open after its answer
  // until its keep-alive time-out (72 s): a service took 70 s to stop. Looked at again every 100 ms,
  // each connection is ended as soon as its last answer is out.
  fastify.addHook('preClose', (done) => {
    const idleEnder = setInterval(() => fastify.server.closeIdleConnections(), 100);
    idleEnder.unref();
    fastify.server.once('close', () => clearInterval(idleEnder));
    done();
  });
  app.enableShutdownHooks();
  await app.init();
  await fastify.ready();
  return app;
}

/** Starts a service: Nest on fastify, listening on loopback unless HOST says otherwise. */
export async function bootstrapService(
  rootModule: unknown,
  options: BootstrapOptions,
): Promise<NestFastifyApplication> {
  const app = await createServiceApp(rootModule, options);
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  await app.listen({ port: options.port, host });
  app.get(Logger).log({ message: 'listening', host, port: options.port }, 'bootstrap');
  return app;
}

import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { createJsonLogger } from '../logging/json-logger';
import { fastifyCookie } from '../session/cookies';

export interface ServiceAppOptions {
  name: string;
}

export interface BootstrapOptions extends ServiceAppOptions {
  port: number;
  /** Defaults to HOST, else 127.0.0.1 (loopback only). */
  host?: string;
}

const BODY_LIMIT_BYTES = 256 * 1024;

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
  const logger = createJsonLogger(options.name);
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind the gateway on loopback: trust its X-Forwarded-* headers, nobody else's.
    trustProxy: process.env.TRUST_PROXY ?? 'loopback',
  });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule as never, adapter, {
    logger,
    abortOnError: false,
    bodyParser: false,
  });
  // request.cookies on every request, reply.setCookie/clearCookie (session/cookies.ts).
  await app.register(fastifyCookie);
  const fastify = app.getHttpAdapter().getInstance();
  // The web client sends Content-Type: application/json on every call, also on POSTs without a body
  // (choose_student): an empty body is "no body", not a 400. Otherwise fastify's own safe parser.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    logger.log({
      message: 'request',
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    });
  });
  const routes: ExposedRoute[] = [];
  EXPOSED_ROUTES.set(app, routes);
  fastify.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') routes.push({ method, path: route.url });
    }
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
  createJsonLogger(options.name).log({ message: 'listening', host, port: options.port });
  return app;
}

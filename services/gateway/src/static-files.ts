import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'fs';
import path from 'path';
import type { GatewayOptions } from './config';
import { HASHED_FOLDER, HASHED_NAME, serviceWorkerScript, type ServiceWorkerScript } from './precache';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Immutable when the name (or, for Pyodide, the folder) carries the content hash; else revalidated. */
export function cacheFor(file: string): string {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  if (name === 'index.html' || name === 'remoteEntry.js' || name === 'remotes.json' || name === 'worker.js')
    return REVALIDATE;
  if (HASHED_FOLDER.test(path.basename(path.dirname(file)))) return IMMUTABLE;
  return HASHED_NAME.test(name) ? IMMUTABLE : REVALIDATE;
}

function setCache(reply: FastifyReply, file: string): void {
  reply.header('cache-control', cacheFor(file));
}

/** Paths under /pyodide/ and /runner/ must be plain: CSP path checks are only as good as the paths. */
export function isSafeStaticPath(rawUrl: string): boolean {
  const pathPart = rawUrl.split('?')[0];
  if (/%2f|%5c|\\/i.test(pathPart)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    return false;
  }
  return !decoded.split('/').some((segment) => segment === '..' || segment === '.');
}

interface Mount {
  prefix: string;
  root: string;
  preCompressed?: boolean;
}

export async function registerStaticFiles(app: FastifyInstance, options: GatewayOptions): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '/';
    if (
      (url.startsWith('/pyodide/') ||
        url.startsWith('/runner/') ||
        url.startsWith('/assets/') ||
        url.startsWith('/remotes/')) &&
      !isSafeStaticPath(url)
    )
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Invalid path.' });
  });

  app.get('/remotes.json', async (_request, reply) =>
    reply.header('cache-control', REVALIDATE).send(options.remoteUrls),
  );

  // The service worker, with its precache list written in at first request (one per start, so a
  // new deployment is a new script); revalidated, never cached long, compressed in memory.
  let sw: ServiceWorkerScript | null | undefined;
  app.get('/sw.js', async (request, reply) => {
    sw ??= serviceWorkerScript(options);
    if (!sw) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'sw.js not built' });
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('etag', sw.etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === sw.etag) return reply.code(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(sw.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(sw.gzip);
    return reply.send(sw.identity);
  });

  // Everything built is served from its build-time .br/.gz when the browser accepts one.
  const mounts: Mount[] = [
    { prefix: '/pyodide/', root: options.pyodideDir, preCompressed: true },
    { prefix: '/runner/', root: options.runnerDir, preCompressed: true },
    { prefix: '/assets/', root: options.assetsDir },
    ...Object.entries(options.remoteDirs).map(([name, root]) => ({
      prefix: `/remotes/${name}/`,
      root,
      preCompressed: true,
    })),
  ];
  let decorated = false;
  for (const mount of mounts) {
    // Registered even when the folder is not built yet: a remote built later is served at once.
    if (!existsSync(mount.root)) app.log.warn(`static folder missing for ${mount.prefix}: ${mount.root}`);
    await app.register(fastifyStatic, {
      root: mount.root,
      prefix: mount.prefix,
      decorateReply: !decorated,
      // No redirects anywhere: CSP stops checking paths after one.
      redirect: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      preCompressed: mount.preCompressed ?? false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheFor(file));
      },
    });
    decorated = true;
  }

  const indexHtml = path.join(options.shellDir, 'index.html');
  if (existsSync(options.shellDir)) {
    await app.register(fastifyStatic, {
      root: options.shellDir,
      prefix: '/',
      decorateReply: !decorated,
      redirect: false,
      index: false,
      wildcard: true,
      dotfiles: 'deny',
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheFor(file));
      },
    });
    decorated = true;
    app.get('/', async (_request, reply) => {
      setCache(reply, indexHtml);
      return reply.sendFile('index.html', options.shellDir);
    });
  } else app.log.warn(`shell not built: ${options.shellDir}`);

  // The single-page app: any path that is not a file, an API call, a service's internal route (never
  // proxied: a clear 404, not a page) or a static area gets index.html.
  app.setNotFoundHandler(async (request, reply) => {
    const pathName = request.url.split('?')[0];
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|internal|pyodide|runner|assets|remotes)(\/|$)/.test(pathName) &&
      !/\.[A-Za-z0-9]+$/.test(pathName);
    if (isPage && decorated && existsSync(indexHtml)) {
      setCache(reply, indexHtml);
      return reply.sendFile('index.html', options.shellDir);
    }
    return reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: `${request.method} ${pathName} not found` });
  });
}

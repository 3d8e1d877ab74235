import { createHash } from 'crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const WORKER_SCRIPT_PATH = '/runner/worker.js';

/** Cross-origin isolation (SharedArrayBuffer for the interrupt and popups) on every response. */
const ISOLATION_HEADERS: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

/** The request's own origin, as the browser sees it; null when Host is not a plain host[:port]. */
export function requestOrigin(request: FastifyRequest): string | null {
  const host = request.host;
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) return null;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}

/**
 * The learner's worker may load Pyodide and its own script, fetch Pyodide's files and the
 * snapshot, and nothing else: no /api, no other path of this origin ('self' would allow those),
 * no eval (Pyodide loads without it), no nested workers. Chromium honours the paths.
 */
export function workerCsp(origin: string): string {
  return [
    "default-src 'none'",
    `script-src ${origin}/pyodide/ ${origin}${WORKER_SCRIPT_PATH} 'wasm-unsafe-eval'`,
    `connect-src ${origin}/pyodide/ ${origin}/runner/`,
    "worker-src 'none'",
  ].join('; ');
}

/**
 * The CSP sources allowing each inline script of a page (the shell's index.html starts the Pyodide
 * worker from one): `'sha256-…'` of its exact text, so no other inline script can run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Pages: the shell, the remotes (possibly on other origins), styled-components and Ace styles. */
export function pageCsp(remoteOrigins: string[], inlineScripts: string[] = []): string {
  const remotes = remoteOrigins.join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  return [
    "default-src 'self'",
    [withRemotes("script-src 'self'"), ...inlineScripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    withRemotes("connect-src 'self'"),
    // The runner worker is same-origin; Ace's own helper workers come from blob: URLs.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  remoteOrigins: string[],
  inlineScripts: string[],
): void {
  const pagePolicy = pageCsp(remoteOrigins, inlineScripts);
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(ISOLATION_HEADERS)) reply.header(name, value);
    const path = request.url.split('?')[0];
    if (path === WORKER_SCRIPT_PATH) {
      const origin = requestOrigin(request);
      // Without a usable origin nothing may load: the worker then fails closed.
      reply.header('content-security-policy', origin ? workerCsp(origin) : "default-src 'none'");
    } else if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', pagePolicy);
    }
    return payload;
  });
}

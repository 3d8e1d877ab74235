import { createHash } from 'crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaddleCheckoutEnvironment } from './config';

export const WORKER_SCRIPT_PATH = '/runner/worker.js';

/** On every response: never framed (old browsers ignore CSP's frame-ancestors), never sniffed. */
const COMMON_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // Other sites learn the origin a link came from, never the page (a child's or a class's id).
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Cross-origin isolation (SharedArrayBuffer for the interrupt and popups) on every response. */
const ISOLATION_HEADERS: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
  'cross-origin-resource-policy': 'same-origin',
};

/** Sent only on answers that came over TLS: a plain-HTTP answer's HSTS is ignored, and localhost stays usable. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** JSON, SVG and text opened on their own: nothing in them may run, load or be framed. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Everything else only may not be framed: a (service) worker takes its policy from its script's
 * answer (the Pyodide worker's own script gets workerCsp), and the browser's PDF viewer needs to
 * load its own parts for a certificate's PDF.
 */
export const FRAME_ONLY_CSP = "frame-ancestors 'none'";

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

/** Sources a third party's script needs beyond the page's own (Paddle.js on the checkout page). */
export interface ExtraSources {
  script: string[];
  style: string[];
  img: string[];
  connect: string[];
  frame: string[];
}

/**
 * Paddle.js (`@paddle/paddle-js`) loads from Paddle's CDN, opens its checkout in a frame of
 * buy.paddle.com (sandbox-buy.paddle.com in the sandbox) and talks to its checkout service.
 */
export function paddleSources(environment: PaddleCheckoutEnvironment): ExtraSources {
  const prefix = environment === 'sandbox' ? 'sandbox-' : '';
  const cdn = 'https://cdn.paddle.com';
  return {
    script: [cdn],
    style: [cdn],
    img: [cdn],
    connect: [cdn, `https://${prefix}checkout-service.paddle.com`],
    frame: [`https://${prefix}buy.paddle.com`],
  };
}

/** The checkout page's address (`/{lng}/checkout`, any query): the only page Paddle.js runs on. */
export const isCheckoutPage = (path: string) => /^\/[A-Za-z-]{2,10}\/checkout\/?$/.test(path);

/** Pages: the shell, the remotes (possibly on other origins), styled-components and Ace styles. */
export function pageCsp(
  remoteOrigins: string[],
  inlineScripts: string[] = [],
  extra: ExtraSources | null = null,
): string {
  const remotes = remoteOrigins.join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  const plus = (base: string, sources: string[] = []) => [base, ...sources].join(' ');
  return [
    "default-src 'self'",
    [withRemotes("script-src 'self'"), ...inlineScripts, ...(extra?.script ?? [])].join(' '),
    plus("style-src 'self' 'unsafe-inline'", extra?.style),
    plus("img-src 'self' data: blob:", extra?.img),
    "font-src 'self' data:",
    plus(withRemotes("connect-src 'self'"), extra?.connect),
    // The runner worker is same-origin; Ace's own helper workers come from blob: URLs.
    "worker-src 'self' blob:",
    ...(extra ? [plus("frame-src 'self'", extra.frame)] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Paddle's checkout frame sends no Cross-Origin-Embedder-Policy, so a cross-origin isolated page
 * could not show it, and its PayPal window needs its opener: the checkout page is not isolated
 * when Paddle.js runs there (it runs no Python; every other page keeps isolation).
 */
const CHECKOUT_HEADERS: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
};

/** The CSP of a non-worker answer, by its content type. */
function answerCsp(contentType: string, pagePolicy: string): string {
  if (contentType.startsWith('text/html')) return pagePolicy;
  if (/^(application\/(.+\+)?json|image\/svg\+xml|text\/plain)\b/.test(contentType)) return RESOURCE_CSP;
  return FRAME_ONLY_CSP;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  remoteOrigins: string[],
  inlineScripts: string[],
  paddleCheckout: PaddleCheckoutEnvironment | null = null,
): void {
  const pagePolicy = pageCsp(remoteOrigins, inlineScripts);
  const checkoutPolicy = paddleCheckout
    ? pageCsp(remoteOrigins, inlineScripts, paddleSources(paddleCheckout))
    : pagePolicy;
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0];
    const paddlePage = paddleCheckout !== null && isCheckoutPage(path);
    const headers = paddlePage ? CHECKOUT_HEADERS : ISOLATION_HEADERS;
    for (const [name, value] of Object.entries({ ...COMMON_HEADERS, ...headers })) reply.header(name, value);
    // request.protocol is https over TLS, or from a trusted proxy's X-Forwarded-Proto (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (path === WORKER_SCRIPT_PATH) {
      const origin = requestOrigin(request);
      // Without a usable origin nothing may load: the worker then fails closed.
      reply.header('content-security-policy', origin ? workerCsp(origin) : "default-src 'none'");
    } else {
      const contentType = String(reply.getHeader('content-type') ?? '');
      reply.header(
        'content-security-policy',
        answerCsp(contentType, paddlePage ? checkoutPolicy : pagePolicy),
      );
    }
    return payload;
  });
}

import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';
import { createGateway } from './gateway';

let dir: string;
let upstream: FastifyInstance;
/** Behind an ingress (TRUST_PROXY): X-Forwarded-Proto says whether the visitor came over TLS. */
let behindProxy: FastifyInstance;
/** Reached directly: nobody's X-Forwarded-Proto is believed. */
let direct: FastifyInstance;

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-headers-'));
  write(path.join(dir, 'shell/dist/index.html'), '<!doctype html><title>Pylands</title>');
  write(path.join(dir, 'shell/dist/main.0123abcd.js'), 'console.log("shell")');
  write(path.join(dir, 'libs/content/assets/tiles/grass.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(path.join(dir, 'libs/python-runner/dist/browser/worker.js'), 'self.x = 1;');
  upstream = Fastify();
  upstream.get('/api/auth/current', async (_request, reply) =>
    reply.code(401).send({ statusCode: 401, message: 'Not signed in.' }),
  );
  const upstreamUrl = await upstream.listen({ host: '127.0.0.1', port: 0 });
  // Only auth answers here; the other services are on a port nobody holds.
  const nobody = 'http://127.0.0.1:1';
  const services = { levelsUrl: nobody, tipsUrl: nobody, organizationsUrl: nobody, paymentsUrl: nobody };
  const options = { rootDir: dir, authUrl: upstreamUrl, ...services };
  behindProxy = await createGateway({ ...options, trustProxy: true });
  direct = await createGateway(options);
});

afterAll(async () => {
  await Promise.all([behindProxy.close(), direct.close(), upstream.close()]);
  rmSync(dir, { recursive: true, force: true });
});

const URLS = [
  '/en/login',
  '/',
  '/main.0123abcd.js',
  '/assets/tiles/grass.svg',
  '/runner/worker.js',
  '/api/auth/current',
  '/api/nothing',
  '/missing.png',
];

describe('security headers', () => {
  it('forbid framing, sniffing and full referrers on pages, assets and API answers alike', async () => {
    for (const url of URLS) {
      const response = await direct.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect([url, response.headers['x-frame-options']]).toEqual([url, 'DENY']);
      expect([url, response.headers['x-content-type-options']]).toEqual([url, 'nosniff']);
      expect([url, response.headers['referrer-policy']]).toEqual([url, 'strict-origin-when-cross-origin']);
      // The worker cannot be framed anyway (it is not a document); everything else says so.
      if (url !== '/runner/worker.js')
        expect([url, csp]).toEqual([url, expect.stringContaining("frame-ancestors 'none'")]);
    }
  });

  it('lets nothing run from a JSON answer or an SVG opened on its own; scripts are only kept out of frames', async () => {
    for (const url of ['/api/auth/current', '/assets/tiles/grass.svg', '/api/nothing']) {
      const response = await direct.inject({ url });
      expect([url, response.headers['content-security-policy']]).toEqual([
        url,
        "default-src 'none'; frame-ancestors 'none'",
      ]);
    }
    // A service worker would take a stricter policy from its own script's answer and stop fetching.
    const script = await direct.inject({ url: '/main.0123abcd.js' });
    expect(script.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  });

  it('send HSTS only when the visitor came over TLS, as a trusted proxy reports it', async () => {
    for (const url of URLS) {
      const overTls = await behindProxy.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect([url, overTls.headers['strict-transport-security']]).toEqual([
        url,
        'max-age=31536000; includeSubDomains',
      ]);
      const plain = await behindProxy.inject({ url, headers: { 'x-forwarded-proto': 'http' } });
      expect([url, plain.headers['strict-transport-security']]).toEqual([url, undefined]);
      // Without TRUST_PROXY a client's own X-Forwarded-Proto proves nothing.
      const claimed = await direct.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect([url, claimed.headers['strict-transport-security']]).toEqual([url, undefined]);
    }
  });
});

import { createHash } from 'crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'zlib';
import http from 'http';
import os from 'os';
import path from 'path';
import { optionsFromEnv, paddleCheckoutFromEnv } from './config';
import { createGateway } from './gateway';

let dir: string;
const PYODIDE_NAME = '314.0.7-0123456789ab';
const PYODIDE = `libs/python-runner/dist/pyodide/${PYODIDE_NAME}`;
const WASM = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(20000, 1)]);
const WORKER = Buffer.from('self.onmessage = () => {};\n'.repeat(100));
const CHUNK = Buffer.from('console.log("chunk");\n'.repeat(100));
const INLINE_SCRIPT = 'new Worker("/runner/worker.js",{type:"module"})';
let upstream: FastifyInstance;
let upstreamUrl: string;
let gateway: FastifyInstance;
const seen: { method: string; url: string; cookie?: string }[] = [];

/** The test's files, auth on the stand-in upstream, every other service on a port nobody holds. */
const testOptions = () => ({
  rootDir: dir,
  authUrl: upstreamUrl,
  levelsUrl: 'http://127.0.0.1:1',
  tipsUrl: 'http://127.0.0.1:1',
  organizationsUrl: 'http://127.0.0.1:1',
  paymentsUrl: 'http://127.0.0.1:1',
});

function write(file: string, content: string | Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
  write(
    path.join(dir, 'shell/dist/index.html'),
    `<!doctype html><title>Pylands</title><script>${INLINE_SCRIPT}</script><script defer src=/main.js></script>`,
  );
  write(path.join(dir, 'shell/dist/main.0123abcd.js'), 'console.log("shell")');
  write(path.join(dir, 'mfe-play/dist/remoteEntry.js'), 'var mfe_play;');
  write(path.join(dir, 'libs/python-runner/dist/browser/worker.js'), 'self.x = 1;');
  const snapshot = Buffer.alloc(4096, 7);
  write(path.join(dir, 'libs/python-runner/dist/browser/snapshot-314.0.7-a24f99abfb3d.bin'), snapshot);
  write(
    path.join(dir, 'libs/python-runner/dist/browser/snapshot-314.0.7-a24f99abfb3d.bin.br'),
    brotliCompressSync(snapshot),
  );
  write(path.join(dir, 'libs/content/assets/tiles/grass.png'), 'png');
  // Build outputs as the builds leave them: each file beside its .br and .gz.
  const compressed = (file: string, content: Buffer) => {
    write(file, content);
    write(`${file}.br`, brotliCompressSync(content));
    write(`${file}.gz`, gzipSync(content));
  };
  compressed(path.join(dir, PYODIDE, 'pyodide.asm.wasm'), WASM);
  compressed(
    path.join(dir, PYODIDE, 'pyodide.mjs'),
    Buffer.from('export const loadPyodide = 1;'.repeat(200)),
  );
  compressed(path.join(dir, PYODIDE, 'python_stdlib_core.zip'), CHUNK);
  compressed(path.join(dir, PYODIDE, 'python_stdlib.zip'), CHUNK);
  compressed(path.join(dir, 'libs/python-runner/dist/browser/worker.js'), WORKER);
  compressed(path.join(dir, 'shell/dist/271.d3514cfa.js'), CHUNK);
  compressed(path.join(dir, 'mfe-play/dist/128.d23b5355.js'), CHUNK);
  compressed(path.join(dir, 'mfe-play/dist/main.js'), CHUNK);
  write(
    path.join(dir, 'libs/python-runner/dist/browser/runner.json'),
    JSON.stringify({
      worker: 'worker.js',
      snapshot: 'snapshot-314.0.7-a24f99abfb3d.bin',
      pyodide: PYODIDE_NAME,
    }),
  );
  write(
    path.join(dir, 'shell/dist/sw.js'),
    'self.addEventListener("install",()=>{});precache(self.__WB_MANIFEST);',
  );

  upstream = Fastify();
  upstream.addHook('onRequest', async (request) => {
    seen.push({ method: request.method, url: request.url, cookie: request.headers.cookie });
  });
  upstream.get('/health', async () => ({ status: 'ok', checks: { database: 'up', redis: 'up' } }));
  upstream.post('/api/auth/login', async (_request, reply) =>
    reply.code(201).header('set-cookie', 'session=abc; HttpOnly; Path=/').send({ ok: true }),
  );
  upstream.get('/api/level/get/:slug', async (request) => ({
    slug: (request.params as { slug: string }).slug,
  }));
  upstreamUrl = await upstream.listen({ host: '127.0.0.1', port: 0 });

  gateway = await createGateway(testOptions());
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('gateway', () => {
  it('sends the isolation headers on every response', async () => {
    for (const url of [
      '/',
      '/api/nothing',
      `/pyodide/${PYODIDE_NAME}/pyodide.mjs`,
      '/remotes.json',
      '/sw.js',
    ]) {
      const response = await gateway.inject({ url });
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-embedder-policy']).toBe('require-corp');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('gives the worker script a CSP naming only Pyodide and the runner on the request origin', async () => {
    const response = await gateway.inject({
      url: '/runner/worker.js',
      headers: { host: 'play.example:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src http://play.example:8080/pyodide/ http://play.example:8080/runner/worker.js 'wasm-unsafe-eval'; " +
        "connect-src http://play.example:8080/pyodide/ http://play.example:8080/runner/; worker-src 'none'",
    );
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the hashed snapshot pre-compressed and immutable', async () => {
    const url = '/runner/snapshot-314.0.7-a24f99abfb3d.bin';
    const br = await gateway.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await gateway.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBe(4096);
  });

  it('serves Pyodide with application/wasm and refuses traversal and encoded slashes', async () => {
    const wasm = await gateway.inject({ method: 'HEAD', url: `/pyodide/${PYODIDE_NAME}/pyodide.asm.wasm` });
    expect(wasm.statusCode).toBe(200);
    expect(wasm.headers['content-type']).toBe('application/wasm');
    for (const url of ['/pyodide/a%2Fb', '/runner/..%2fworker.js', '/pyodide/%2F']) {
      const response = await gateway.inject({ url });
      expect([url, response.statusCode]).toEqual([url, 400]);
    }
  });

  it('refuses raw and encoded .. segments sent over HTTP', async () => {
    const address = await gateway.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const statusOf = (rawPath: string) =>
      new Promise<number>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on('error', reject),
      );
    for (const rawPath of ['/pyodide/../package.json', '/pyodide/%2e%2e/package.json', '/runner/./worker.js'])
      expect([rawPath, await statusOf(rawPath)]).toEqual([rawPath, 400]);
    expect(await statusOf(`/pyodide/${PYODIDE_NAME}/pyodide.mjs`)).toBe(200);
  });

  it('never redirects under /pyodide/', async () => {
    const response = await gateway.inject({ url: '/pyodide' });
    expect(response.statusCode).not.toBe(301);
    expect(response.statusCode).not.toBe(302);
    const folder = await gateway.inject({ url: '/pyodide/' });
    expect(folder.headers.location).toBeUndefined();
  });

  it('falls back to index.html for app routes but not for missing files', async () => {
    const page = await gateway.inject({ url: '/en/play/python/intro-level1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Pylands</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    // The page's one inline script (it starts Python early) runs by its hash, and no other would.
    const inlineHash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const scriptSrc = String(page.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${inlineHash}'`);
    const missing = await gateway.inject({ url: '/missing.js' });
    expect(missing.statusCode).toBe(404);
    const hashed = await gateway.inject({ url: '/main.0123abcd.js' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves remotes and assets', async () => {
    const entry = await gateway.inject({
      url: '/remotes/mfe-play/remoteEntry.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(entry.body).toBe('var mfe_play;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const asset = await gateway.inject({ url: '/assets/tiles/grass.png' });
    expect(asset.statusCode).toBe(200);
  });

  it('proxies API calls with path, status and cookies unchanged', async () => {
    seen.length = 0;
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: 'a=1' },
      payload: {},
    });
    expect(response.statusCode).toBe(201);
    expect(String(response.headers['set-cookie'])).toContain('session=abc; HttpOnly');
    expect(seen).toEqual([{ method: 'POST', url: '/api/auth/login', cookie: 'a=1' }]);
  });

  it('answers 502 JSON when a service is down, and 404 JSON for unknown API paths', async () => {
    const down = await gateway.inject({ url: '/api/level/get/intro-level1' });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ statusCode: 502, message: 'The levels service is unavailable.' });
    const unknown = await gateway.inject({ url: '/api/nothing/here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404 });
    // Services' internal routes are never proxied, and are no app page either.
    const internal = await gateway.inject({ url: '/internal/accounts/x' });
    expect(internal.statusCode).toBe(404);
    expect(internal.json()).toMatchObject({ statusCode: 404 });
  });

  it('aggregates the services health', async () => {
    const response = await gateway.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'degraded',
      down: ['levels', 'organizations', 'payments', 'tips'],
      services: {
        auth: { status: 'ok', httpStatus: 200, checks: { database: 'up', redis: 'up' } },
        levels: { status: 'down', httpStatus: null, checks: null },
        organizations: { status: 'down', httpStatus: null, checks: null },
        payments: { status: 'down', httpStatus: null, checks: null },
        tips: { status: 'down', httpStatus: null, checks: null },
      },
    });
  });

  it('sends assistant credits and tips to the tips service, other credits to levels', async () => {
    const owner = async (url: string) => (await gateway.inject({ url })).json().message;
    expect(await owner('/api/credit/level_assistant')).toBe('The tips service is unavailable.');
    expect(await owner('/api/credit/challenge_assistant')).toBe('The tips service is unavailable.');
    expect(await owner('/api/credit/usage?student_id=x')).toBe('The tips service is unavailable.');
    expect(await owner('/api/chatgpt/generate-tip-level-async')).toBe('The tips service is unavailable.');
    expect(await owner('/api/credit/level')).toBe('The levels service is unavailable.');
  });

  it('sends payment calls, auth/set-paid and the profile purchase lists to payments, other profile calls to auth', async () => {
    const owner = async (url: string) => (await gateway.inject({ url })).json().message;
    const down = 'The payments service is unavailable.';
    expect(await owner('/api/payment/current-plan')).toBe(down);
    expect(await owner('/api/auth/set-paid?email=a@b.c&paid=true')).toBe(down);
    expect(await owner('/api/profile/students/purchases/all')).toBe(down);
    expect(await owner('/api/profile/python/students/purchased')).toBe(down);
    expect(await owner('/api/profile/advanced-python/students/not-purchased')).toBe(down);
    expect((await gateway.inject({ url: '/api/auth/current' })).statusCode).not.toBe(502);
  });

  it('builds remotes.json from the environment', async () => {
    const options = optionsFromEnv({
      REMOTE_MFE_QUIZ_URL: 'https://quiz.cdn.example/remoteEntry.js',
      REPO_ROOT: dir,
    });
    const app = await createGateway(options);
    const manifest = (await app.inject({ url: '/remotes.json' })).json();
    expect(manifest.mfe_quiz).toBe('https://quiz.cdn.example/remoteEntry.js');
    expect(manifest.mfe_play).toBe('/remotes/mfe-play/remoteEntry.js');
    const page = await app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self' https://quiz.cdn.example");
    await app.close();
  });

  describe('compressed, content-typed and cached for a year when versioned (issue 11)', () => {
    const decode = (encoding: string | undefined, body: Buffer) =>
      encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

    it.each([
      [`/pyodide/${PYODIDE_NAME}/pyodide.asm.wasm`, 'application/wasm', WASM],
      [`/pyodide/${PYODIDE_NAME}/pyodide.mjs`, 'javascript', undefined],
      ['/shell-chunk', 'javascript', CHUNK],
      ['/remotes/mfe-play/128.d23b5355.js', 'javascript', CHUNK],
      ['/runner/worker.js', 'javascript', WORKER],
    ])('%s: brotli, else gzip, else plain, always %s', async (url, type, content) => {
      const target = url === '/shell-chunk' ? '/271.d3514cfa.js' : url;
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await gateway.inject({ url: target, headers: { 'accept-encoding': accept } });
        expect([target, accept, response.statusCode]).toEqual([target, accept, 200]);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(String(response.headers['content-type'])).toContain(type);
        expect(String(response.headers.vary ?? '')).toMatch(/accept-encoding/i);
        if (content) expect(decode(encoding, response.rawPayload).equals(content)).toBe(true);
      }
    });

    it('marks versioned files immutable and revalidates the rest', async () => {
      const immutable = 'public, max-age=31536000, immutable';
      for (const url of [
        `/pyodide/${PYODIDE_NAME}/pyodide.asm.wasm`,
        `/pyodide/${PYODIDE_NAME}/pyodide.mjs`,
        '/271.d3514cfa.js',
        '/remotes/mfe-play/128.d23b5355.js',
        '/runner/snapshot-314.0.7-a24f99abfb3d.bin',
      ]) {
        const response = await gateway.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect([url, response.headers['cache-control']]).toEqual([url, immutable]);
      }
      for (const url of [
        '/',
        '/en/play/python/intro-level1',
        '/remotes.json',
        '/sw.js',
        '/runner/worker.js',
      ]) {
        const response = await gateway.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect([url, response.headers['cache-control']]).toEqual([url, 'no-cache']);
      }
    });

    it('keeps the worker CSP on the compressed worker script', async () => {
      for (const accept of ['br', 'gzip']) {
        const response = await gateway.inject({
          url: '/runner/worker.js',
          headers: { host: 'play.example:8080', 'accept-encoding': accept },
        });
        expect(response.headers['content-encoding']).toBe(accept);
        expect(response.headers['content-security-policy']).toBe(
          "default-src 'none'; script-src http://play.example:8080/pyodide/ http://play.example:8080/runner/worker.js 'wasm-unsafe-eval'; " +
            "connect-src http://play.example:8080/pyodide/ http://play.example:8080/runner/; worker-src 'none'",
        );
        expect(response.headers['cross-origin-embedder-policy']).toBe('require-corp');
      }
    });

    it('serves the service worker with its precache list, compressed, revalidated, with an ETag', async () => {
      const response = await gateway.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(String(response.headers['content-type'])).toContain('text/javascript');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      const script = brotliDecompressSync(response.rawPayload).toString();
      expect(script).not.toContain('__WB_MANIFEST');
      const list = JSON.parse(/precache\((\[.*\])\);/.exec(script)![1]) as {
        url: string;
        revision: string | null;
      }[];
      const byUrl = new Map(list.map((entry) => [entry.url, entry.revision]));
      // Versioned files are kept by name; the others by a hash of their content.
      expect(byUrl.get(`/pyodide/${PYODIDE_NAME}/pyodide.asm.wasm`)).toBeNull();
      // The core of the standard library is kept for offline play; the whole of it only when needed.
      expect(byUrl.get(`/pyodide/${PYODIDE_NAME}/python_stdlib_core.zip`)).toBeNull();
      expect(byUrl.has(`/pyodide/${PYODIDE_NAME}/python_stdlib.zip`)).toBe(false);
      expect(byUrl.has('/remotes/mfe-play/main.js')).toBe(false);
      expect(byUrl.get('/runner/snapshot-314.0.7-a24f99abfb3d.bin')).toBeNull();
      expect(byUrl.get('/271.d3514cfa.js')).toBeNull();
      expect(byUrl.get('/remotes/mfe-play/128.d23b5355.js')).toBeNull();
      expect(byUrl.get('/index.html')).toMatch(/^[0-9a-f]{16}$/);
      expect(byUrl.get('/runner/worker.js')).toMatch(/^[0-9a-f]{16}$/);
      expect(byUrl.get('/remotes/mfe-play/remoteEntry.js')).toMatch(/^[0-9a-f]{16}$/);
      expect(byUrl.get('/assets/tiles/grass.png')).toMatch(/^[0-9a-f]{16}$/);
      expect(byUrl.get('/remotes.json')).toMatch(/^[0-9a-f]{16}$/);
      expect([...byUrl.keys()].some((url) => /\.(br|gz|map)$|sw\.js$/.test(url))).toBe(false);
      const again = await gateway.inject({
        url: '/sw.js',
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });
  });
});

describe('the checkout page with Paddle.js (PADDLE_CLIENT_TOKEN)', () => {
  const directive = (csp: unknown, name: string) =>
    String(csp)
      .split('; ')
      .find((entry) => entry.startsWith(`${name} `));
  let withPaddle: FastifyInstance;

  beforeAll(async () => {
    withPaddle = await createGateway({
      ...testOptions(),
      paddleCheckout: paddleCheckoutFromEnv({
        PADDLE_API_KEY: 'pdl_sdbx_key',
        PADDLE_CLIENT_TOKEN: 'test_token',
      }),
    });
  });

  afterAll(async () => {
    await withPaddle.close();
  });

  it('without a client token the checkout page is isolated and names no Paddle origin', async () => {
    const page = await gateway.inject({ url: '/en/checkout?plan=python_course' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cross-origin-embedder-policy']).toBe('require-corp');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(String(page.headers['content-security-policy'])).not.toContain('paddle.com');
    // The local Paddle's page is reached by navigation, never framed.
    expect(directive(page.headers['content-security-policy'], 'frame-src')).toBeUndefined();
  });

  it('with one the checkout page lets Paddle.js load, frame its sandbox checkout and call its API, without isolation', async () => {
    const page = await withPaddle.inject({ url: '/en/checkout?plan=python_course' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Pylands</title>');
    expect(page.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const csp = page.headers['content-security-policy'];
    expect(directive(csp, 'script-src')).toContain('https://cdn.paddle.com');
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://sandbox-buy.paddle.com");
    expect(directive(csp, 'connect-src')).toContain('https://sandbox-checkout-service.paddle.com');
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('keeps every other page isolated and closed to Paddle (the play screen needs isolation)', async () => {
    for (const url of ['/en/play/python/intro-level1', '/en/purchase', '/en/checkout/extra', '/checkout']) {
      const page = await withPaddle.inject({ url });
      expect(page.headers['cross-origin-embedder-policy']).toBe('require-corp');
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(String(page.headers['content-security-policy'] ?? '')).not.toContain('paddle.com');
    }
  });

  it('names the production checkout for a production account, and nothing for the local Paddle', () => {
    const env = { PADDLE_API_KEY: 'pdl_live_key', PADDLE_CLIENT_TOKEN: 'live_token' };
    expect(paddleCheckoutFromEnv({ ...env, PADDLE_ENVIRONMENT: 'production' })).toBe('production');
    expect(paddleCheckoutFromEnv({ ...env, PADDLE_ENVIRONMENT: 'local' })).toBeNull();
    expect(paddleCheckoutFromEnv({ PADDLE_API_KEY: 'pdl_live_key' })).toBeNull();
  });
});

import http from 'node:http';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { REMOTE_ROUTES } from '../../shell/src/routes/route-table';

const CSRF = { 'X-Requested-With': 'pylands' };

/** A sample value for each route parameter, so every page of the shell's table is asked for. */
function pagePath(route: string): string {
  return `/en/${route.replace(/:[A-Za-z]+/g, 'sample-1').replace('*', 'intro')}`.replace(/\/$/, '');
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** A call with a Host header of our choosing (fetch clients do not let one set it). */
function rawRequest(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<RawAnswer> {
  const base = new URL(process.env.E2E_BASE_URL ?? '');
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, path, method, headers },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function expectProtected(what: string, headers: Record<string, string | string[] | undefined>): void {
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(String(headers['content-security-policy']), what).toContain("frame-ancestors 'none'");
}

test('every page of the shell, a sample of assets and API answers carry CSP, frame, referrer and sniffing protection', async ({
  request,
}) => {
  const pages = [...new Set(REMOTE_ROUTES.map((route) => pagePath(route.path)))];
  expect(pages.length).toBeGreaterThan(40);
  for (const page of pages) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    const headers = response.headers();
    expect(headers['content-type'], page).toContain('text/html');
    expectProtected(page, headers);
    // The page policy: scripts only from here (and the inline starter by hash), nothing framed.
    expect(headers['content-security-policy'], page).toContain("default-src 'self'");
    expect(headers['content-security-policy'], page).toContain("object-src 'none'");
    // Plain HTTP on localhost: HSTS would be ignored there and must not be sent.
    expect(headers['strict-transport-security'], page).toBeUndefined();
  }

  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const assets = ['/remotes.json', '/sw.js', '/runner/worker.js', ...Object.values(remotes)];
  const apiAnswers = [
    '/api/auth/current',
    '/api/level/challenges',
    '/api/nothing-here',
    '/api/auth/login-options',
  ];
  for (const url of [...assets, ...apiAnswers]) {
    const response = await request.get(url);
    expect(response.status(), url).toBeLessThan(500);
    const headers = response.headers();
    expect(headers['x-frame-options'], url).toBe('DENY');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    if (url !== '/runner/worker.js') expectProtected(url, headers);
  }
  for (const url of apiAnswers) {
    // Nothing in an API answer may run or load, even opened on its own.
    expect((await request.get(url)).headers()['content-security-policy'], url).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  }
});

test('a client claiming TLS itself gets no HSTS: only a trusted ingress (TRUST_PROXY) is believed', async () => {
  // The e2e gateway trusts no proxy, as `npm start`; the gateway's unit test covers a trusted one.
  for (const path of ['/en/login', '/api/auth/login-options', '/remotes.json']) {
    const claimed = await rawRequest(path, { host: 'school.example.org', 'x-forwarded-proto': 'https' });
    expect(claimed.status, path).toBe(200);
    expect(claimed.headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('session cookies are Secure, HttpOnly and SameSite outside localhost, and plain on localhost', async () => {
  const email = uniqueEmail();
  const body = JSON.stringify({ email, password: 'correct-horse-42' });
  const json = { ...CSRF, 'content-type': 'application/json' };
  const signup = await rawRequest('/api/auth/signup', { ...json, host: 'localhost' }, 'POST', body);
  expect(signup.status).toBe(201);

  const login = (headers: Record<string, string>) =>
    rawRequest('/api/auth/login', { ...json, ...headers }, 'POST', body).then((answer) => {
      expect(answer.status).toBe(200);
      const session = (answer.headers['set-cookie'] ?? []).find((cookie) =>
        cookie.startsWith('pylands_session='),
      );
      expect(session).toBeDefined();
      return String(session);
    });

  // A school's address, even over plain HTTP (the browser then refuses the cookie rather than leak it).
  const outsideLocalhost: Record<string, string>[] = [
    { host: 'school.example.org' },
    { host: 'school.example.org', 'x-forwarded-proto': 'https' },
    { host: '10.1.2.3:8080' },
  ];
  for (const headers of outsideLocalhost) {
    const cookie = await login(headers);
    expect(cookie, JSON.stringify(headers)).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  }
  // Local development over plain HTTP (npm start): tools and some browsers drop a Secure cookie there.
  for (const host of ['localhost', '127.0.0.1']) {
    const cookie = await login({ host: `${host}:8080` });
    expect(cookie, host).not.toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
  }
});

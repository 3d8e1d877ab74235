import Fastify, { type FastifyInstance } from 'fastify';
import { clearCookie, fastifyCookie, readCookie, setCookie } from './cookies';

const OPTIONS = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: false, maxAge: 60 };

describe('cookies through @fastify/cookie', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(fastifyCookie);
    app.get('/read', async (request) => ({ session: readCookie(request, 'pylands_session') ?? null }));
    app.get('/set', async (_request, reply) => {
      setCookie(reply, 's', 'v', OPTIONS);
      setCookie(reply, 'secure', 'v', { ...OPTIONS, secure: true });
      clearCookie(reply, 'gone', OPTIONS);
      return {};
    });
    app.get('/auto', async (_request, reply) => {
      setCookie(reply, 's', 'v', { ...OPTIONS, secure: 'auto' });
      clearCookie(reply, 'gone', { ...OPTIONS, secure: 'auto' });
      return {};
    });
    await app.ready();
  });

  afterAll(() => app.close());

  const read = async (cookie: string | undefined) => {
    const response = await app.inject({ url: '/read', headers: cookie === undefined ? {} : { cookie } });
    return { status: response.statusCode, session: response.json().session };
  };

  it('reads one cookie among several, and nothing from a missing header or a similar name', async () => {
    expect(await read('a=1; pylands_session=abc.def; b=2')).toEqual({ status: 200, session: 'abc.def' });
    expect(await read('pylands_sessionx=1')).toEqual({ status: 200, session: null });
    expect(await read(undefined)).toEqual({ status: 200, session: null });
  });

  it('answers malformed Cookie headers without an error (bad escapes stay undecoded)', async () => {
    expect(await read('pylands_session=%E0%A4%A')).toEqual({ status: 200, session: '%E0%A4%A' });
    for (const header of [';;;', '=', 'pylands_session', '=x; ; a', '\u00ff=\u00ff', 'a="unterminated']) {
      expect((await read(header)).status).toBe(200);
    }
  });

  it('writes httpOnly SameSite=Lax cookies, Secure only when asked, and expires them on clear', async () => {
    const cookies = (await app.inject({ url: '/set' })).headers['set-cookie'] as string[];
    expect(cookies).toHaveLength(3);
    expect(cookies[0]).toBe('s=v; Max-Age=60; Path=/; HttpOnly; SameSite=Lax');
    expect(cookies[1]).toContain('; Secure');
    expect(cookies[0]).not.toContain('Secure');
    expect(cookies[2]).toMatch(/^gone=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970/);
  });

  it("by default marks cookies Secure unless the visitor's host is loopback over plain HTTP", async () => {
    const secureFlag = async (headers: Record<string, string>) => {
      const cookies = (await app.inject({ url: '/auto', headers })).headers['set-cookie'] as string[];
      return cookies.map((cookie) => cookie.includes('; Secure'));
    };
    // Set and cleared alike: a browser keeps a Secure cookie until a Secure Set-Cookie drops it.
    expect(await secureFlag({ host: 'pylands.example.org' })).toEqual([true, true]);
    expect(await secureFlag({ host: '10.0.0.5:8080' })).toEqual([true, true]);
    expect(await secureFlag({ host: 'localhost:8080' })).toEqual([false, false]);
    expect(await secureFlag({ host: '127.0.0.1:3000' })).toEqual([false, false]);
    expect(await secureFlag({ host: '[::1]:8080' })).toEqual([false, false]);
    // A look-alike host is not loopback.
    expect(await secureFlag({ host: 'localhost.evil.example' })).toEqual([true, true]);
  });
});

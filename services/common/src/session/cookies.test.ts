import { readCookie, serializeCookie } from './cookies';

describe('session cookie', () => {
  it('reads one cookie among several', () => {
    expect(readCookie('a=1; pylands_session=abc.def; b=2', 'pylands_session')).toBe('abc.def');
    expect(readCookie('pylands_sessionx=1', 'pylands_session')).toBeUndefined();
    expect(readCookie(undefined, 'pylands_session')).toBeUndefined();
    expect(readCookie('pylands_session=%E0%A4%A', 'pylands_session')).toBeUndefined();
  });

  it('writes httpOnly SameSite=Lax cookies, Secure only when asked, and expires them on clear', () => {
    const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: false, maxAge: 60 };
    expect(serializeCookie('s', 'v', options)).toBe('s=v; Path=/; Max-Age=60; HttpOnly; SameSite=Lax');
    expect(serializeCookie('s', 'v', { ...options, secure: true })).toContain('; Secure');
    expect(serializeCookie('s', '', { ...options, maxAge: 0 })).toMatch(
      /Max-Age=0; Expires=Thu, 01 Jan 1970/,
    );
  });
});

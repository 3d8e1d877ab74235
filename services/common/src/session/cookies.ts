/**
 * Minimal cookie handling for the one session cookie. (@fastify/cookie loads `cookie` 2 through a
 * dynamic import, which Jest on Node 20 cannot run; the session cookie needs only this much.)
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  httpOnly: boolean;
  sameSite: 'lax' | 'strict';
  path: string;
  secure: boolean;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${Math.floor(options.maxAge)}`,
  ];
  if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite === 'lax' ? 'Lax' : 'Strict'}`);
  return parts.join('; ');
}

import { newAnonymousId, signAnonymousId, verifyAnonymousCookie } from './anonymous-visitor';

describe('anonymous visitor cookie', () => {
  const secret = 'a'.repeat(40);

  it('gives back the id of a cookie signed with the same secret', () => {
    const id = newAnonymousId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newAnonymousId()).not.toBe(id);
    expect(verifyAnonymousCookie(signAnonymousId(id, secret), secret)).toBe(id);
  });

  it('refuses another secret, a changed id or signature, and malformed values', () => {
    const id = newAnonymousId();
    const value = signAnonymousId(id, secret);
    expect(verifyAnonymousCookie(value, 'b'.repeat(40))).toBeNull();
    const otherId = newAnonymousId();
    expect(verifyAnonymousCookie(`${otherId}${value.slice(id.length)}`, secret)).toBeNull();
    const flipped = value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A');
    expect(verifyAnonymousCookie(flipped, secret)).toBeNull();
    for (const bad of [undefined, '', id, `${id}.`, `.${value.split('.')[1]}`, 'x'.repeat(500)]) {
      expect(verifyAnonymousCookie(bad, secret)).toBeNull();
    }
  });
});

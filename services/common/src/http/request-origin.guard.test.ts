import { refuseReason } from './request-origin.guard';

describe('request origin checks', () => {
  const csrf = { 'x-requested-with': 'pylands' };

  it('lets same-origin reads and state changes with the CSRF header through', () => {
    expect(refuseReason('GET', {})).toBeNull();
    expect(refuseReason('GET', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' })).toBeNull();
    expect(refuseReason('POST', { ...csrf, origin: 'http://localhost:3000' })).toBeNull();
  });

  it('refuses opaque origins, cross-site requests and script or worker loads', () => {
    expect(refuseReason('GET', { origin: 'null' })).toMatch(/opaque origin/);
    expect(refuseReason('POST', { ...csrf, 'sec-fetch-site': 'cross-site' })).toMatch(/Cross-site/);
    for (const dest of ['script', 'worker', 'sharedworker', 'serviceworker']) {
      expect(refuseReason('GET', { 'sec-fetch-dest': dest })).toMatch(/scripts/);
    }
  });

  it('lets a state change through from our own pages or from a client that is not a browser', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      // curl, a script or a test: no browser metadata at all.
      expect(refuseReason(method, {})).toBeNull();
      expect(refuseReason(method, { 'content-type': 'application/json' })).toBeNull();
      expect(
        refuseReason(method, { 'sec-fetch-site': 'same-origin', origin: 'https://pylands.example' }),
      ).toBeNull();
      expect(refuseReason(method, { origin: 'https://pylands.example', host: 'pylands.example' })).toBeNull();
      // Through the gateway the service sees the visitor's host as X-Forwarded-Host.
      expect(
        refuseReason(method, {
          origin: 'http://localhost:8080',
          host: '127.0.0.1:3001',
          'x-forwarded-host': 'localhost:8080',
        }),
      ).toBeNull();
    }
  });

  it('refuses a state change another site’s page sends, however it says so', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(refuseReason(method, { 'sec-fetch-site': 'same-site' })).toBe(
        'Cross-site requests are not allowed',
      );
      expect(refuseReason(method, { origin: 'https://evil.example', host: 'pylands.example' })).toBe(
        'Cross-site requests are not allowed',
      );
      expect(refuseReason(method, { origin: 'https://evil.example' })).toBe(
        'Cross-site requests are not allowed',
      );
      expect(refuseReason(method, { origin: 'not a url', host: 'pylands.example' })).not.toBeNull();
    }
    // A read is no state change: only the fetch metadata rules above apply to it.
    expect(refuseReason('GET', { origin: 'https://evil.example', host: 'pylands.example' })).toBeNull();
  });
});

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

  it('requires X-Requested-With: pylands on POST, PUT, PATCH and DELETE', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(refuseReason(method, {})).toBe('Missing header x-requested-with: pylands');
      expect(refuseReason(method, { 'x-requested-with': 'XMLHttpRequest' })).not.toBeNull();
    }
  });
});

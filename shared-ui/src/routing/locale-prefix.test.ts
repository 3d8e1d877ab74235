import { localePath } from './locale-prefix';

describe('localePath', () => {
  it('prefixes every path with the language', () => {
    expect(localePath('en', '/play/python/intro-level1')).toBe('/en/play/python/intro-level1');
    expect(localePath('fr', 'signup')).toBe('/fr/signup');
    expect(localePath('de')).toBe('/de');
    expect(localePath('de', '/')).toBe('/de');
  });
});

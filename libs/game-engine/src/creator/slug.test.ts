import { generateLevelSlug, slugBase, slugSuffix } from './slug';

// A fixed source so a slug can be compared whole: every random pick is the alphabet's first letter.
const fixed = { random: () => 0, now: () => 36 * 36 * 5 + 36 * 1 + 2 };

describe('slugBase: the name part of a level slug', () => {
  it.each([
    ['My Creative Level', 'my-creative-level'],
    ['  Hello,   World!!  ', 'hello-world'],
    ['Crème brûlée Café', 'creme-brulee-cafe'],
    ['Straße über Øresund', 'strasse-uber-oresund'],
    ['Мой уровень', 'moy-uroven'],
    ['Ωμέγα', 'omega'],
    ['level_2 -- again', 'level-2-again'],
  ])('%j → %j', (name, base) => {
    expect(slugBase(name)).toBe(base);
  });

  it("prefixes names under 3 characters with 'level-'", () => {
    expect(slugBase('ab')).toBe('level-ab');
    expect(slugBase('é!')).toBe('level-e');
    expect(slugBase('abc')).toBe('abc');
  });

  it('caps the name part at 50 characters without a dash at the end', () => {
    expect(slugBase('a'.repeat(80))).toBe('a'.repeat(50));
    const base = slugBase(`${'b'.repeat(49)} tail`);
    expect(base).toBe('b'.repeat(49));
  });

  it('gives nothing for a name with no letters or digits', () => {
    expect(slugBase('!!! ???')).toBe('');
  });
});

describe('generateLevelSlug', () => {
  it('appends 8 random and 2 time characters after a dash', () => {
    expect(generateLevelSlug('My Creative Level', fixed)).toBe('my-creative-level-aaaaaaaa12');
  });

  it("gives 'level-{suffix}' for an empty name", () => {
    expect(generateLevelSlug('', fixed)).toBe('level-aaaaaaaa12');
    expect(generateLevelSlug('  ', fixed)).toBe('level-aaaaaaaa12');
  });

  it('is at most 61 characters, only a-z, 0-9 and dashes', () => {
    const slug = generateLevelSlug('Ä'.repeat(200));
    expect(slug.length).toBeLessThanOrEqual(61);
    expect(slug).toMatch(/^[a-z0-9-]+$/);
  });

  it('differs between two levels of the same name', () => {
    expect(generateLevelSlug('Farm')).not.toBe(generateLevelSlug('Farm'));
  });
});

describe('slugSuffix', () => {
  it('draws its 8 random characters from a-z and 0-9', () => {
    let call = 0;
    const last = slugSuffix({ random: () => (call++ === 0 ? 0.999 : 0), now: () => 0 });
    expect(last).toBe('9aaaaaaa00');
  });
});

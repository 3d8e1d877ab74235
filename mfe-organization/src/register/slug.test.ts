import { organizationSlugSchema } from '@pylands/contracts';
import { slugFromName, slugProblem } from './slug';

describe('slugFromName', () => {
  it('turns a school name into a login link name the server accepts', () => {
    for (const [name, slug] of [
      ['Green Hill School', 'green-hill-school'],
      ['École Saint-Jean 2', 'ecole-saint-jean'],
      ["  St. Mary's  ", 'st-mary-s'],
    ] as const) {
      expect(slugFromName(name)).toBe(slug);
      expect(organizationSlugSchema.safeParse(slug).success).toBe(true);
    }
  });

  it('gives nothing for a name without letters, and never ends on a dash when cut to length', () => {
    expect(slugFromName('123 !!')).toBe('');
    const long = slugFromName(`${'a'.repeat(59)} b`);
    expect(long).toBe('a'.repeat(59));
  });
});

describe('slugProblem', () => {
  it('explains each refusal the server would make, and accepts what it accepts', () => {
    expect(slugProblem('')).toBe('validation.required');
    expect(slugProblem('Green_Hill')).toBe('org.slug.rule');
    expect(slugProblem('green-')).toBe('org.slug.rule');
    expect(slugProblem('hill1')).toBe('org.slug.rule');
    expect(slugProblem('ab')).toBe('org.slug.tooShort');
    expect(slugProblem('a'.repeat(61))).toBe('org.slug.tooLong');
    for (const slug of ['green-hill', 'abc', 'a'.repeat(60), 'Bad Slug', 'x']) {
      expect(slugProblem(slug) === null).toBe(organizationSlugSchema.safeParse(slug).success);
    }
  });
});

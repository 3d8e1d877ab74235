import type { LevelData } from '@pylands/contracts';
import { isSavedCreativeLevel, savedLevelGuide } from './saved-creative';

describe('isSavedCreativeLevel', () => {
  it("is a creator's level when the route names its creator and the level is in the Creative chapter", () => {
    expect(isSavedCreativeLevel({ chapter_id: 0, slug: 'my-farm-abcdefgh12' }, 'u-1')).toBe(true);
  });

  it("keeps a course level at the userId route a read-only view of someone's attempt", () => {
    expect(isSavedCreativeLevel({ chapter_id: 1, slug: 'intro-level1' }, 'u-1')).toBe(false);
    expect(isSavedCreativeLevel({ chapter_id: 0, slug: 'creative-01' }, 'u-1')).toBe(false);
  });

  it('needs the creator in the route', () => {
    expect(isSavedCreativeLevel({ chapter_id: 0, slug: 'my-farm-abcdefgh12' })).toBe(false);
  });
});

describe('savedLevelGuide', () => {
  const level = (guide: string, tutorial: string | null) => ({ guide, tutorial }) as LevelData;

  it("shows the creator's tutorial as the guide, with no second Tutorial button", () => {
    expect(savedLevelGuide(level('', 'Collect the **apple**!'))).toMatchObject({
      guide: 'Collect the **apple**!',
      tutorial: null,
    });
  });

  it('keeps a guide and its tutorial as they are, and shows no panel when the creator wrote nothing', () => {
    expect(savedLevelGuide(level('Go!', 'More'))).toMatchObject({ guide: 'Go!', tutorial: 'More' });
    expect(savedLevelGuide(level('', null))).toBeNull();
    expect(savedLevelGuide(level('', ''))).toBeNull();
  });
});

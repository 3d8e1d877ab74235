import { isSavedCreativeLevel } from './saved-creative';

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

import { Logger } from '@nestjs/common';
import { getLevel } from '@pylands/content';
import { toLevelData } from './level-views';

describe('toLevelData', () => {
  const level = getLevel('python', 'intro-level1')!;

  it('links the level’s drawn map as its guide image, versioned', () => {
    expect(toLevelData(level, null).guideImage).toMatch(
      /^\/api\/level\/guide\/python\/intro-level1\.png\?v=[0-9a-f]{12}$/,
    );
  });

  it('keeps a guide image the level names itself', () => {
    expect(toLevelData({ ...level, guideImage: '/assets/guide/first-steps.png' }, null).guideImage).toBe(
      '/assets/guide/first-steps.png',
    );
  });

  it('still serves a level whose map can not be drawn, without a picture, and logs why', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const broken = {
      ...level,
      map: { ...level.map, tilesets: [{ firstgid: 1, source: 'missing.tsj' }] },
    };
    expect(toLevelData(broken, null).guideImage).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('No guide image for python/intro-level1'));
    error.mockRestore();
  });
});

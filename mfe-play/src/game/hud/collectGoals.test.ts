import { collectRows } from './collectGoals';

describe('collection HUD rows', () => {
  it('lists only collect goals with their score', () => {
    expect(
      collectRows([
        { type: 'apple', action: 'collect', score: 1, maxScore: 3 },
        { type: 'xmark', action: 'finish', score: 0, maxScore: 1 },
      ]),
    ).toEqual([{ type: 'apple', score: 1, maxScore: 3 }]);
  });
});

import { collectRows, initialProgress } from './collectGoals';

describe('collection HUD rows', () => {
  it('lists only collect goals with their score', () => {
    expect(
      collectRows([
        { type: 'apple', action: 'collect', score: 1, maxScore: 3 },
        { type: 'xmark', action: 'finish', score: 0, maxScore: 1 },
      ]),
    ).toEqual([{ type: 'apple', score: 1, maxScore: 3 }]);
  });

  it('starts every goal at zero of its count', () => {
    expect(
      initialProgress([
        { type: 'apple', action: 'collect', count: 3 },
        { type: 'carrot', action: 'collect', maxScore: 2, count: 5 },
        { type: 'xmark', action: 'finish' },
      ]),
    ).toEqual([
      { type: 'apple', action: 'collect', score: 0, maxScore: 3 },
      { type: 'carrot', action: 'collect', score: 0, maxScore: 2 },
      { type: 'xmark', action: 'finish', score: 0, maxScore: 1 },
    ]);
  });
});

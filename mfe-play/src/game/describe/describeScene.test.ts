import en from '../../../../shared-ui/locales/en.json';
import { describeScene, type SceneText } from './describeScene';

/** English from the locale file, interpolated as i18next does. */
const t: SceneText = (key, values = {}) =>
  (en as Record<string, string>)[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe('describeScene', () => {
  it('tells the cell counted from 1, the facing and each goal', () => {
    expect(
      describeScene(
        {
          characterName: 'Rabbit',
          cell: [3, 4],
          direction: 'right',
          goals: [
            { type: 'apple', action: 'collect', score: 1, maxScore: 2 },
            { type: 'finish', action: 'finish', score: 0, maxScore: 1 },
            { type: 'door_wood', action: 'open', score: 1, maxScore: 1 },
          ],
        },
        t,
      ),
    ).toBe(
      'Rabbit is at column 4, row 5, facing right. Goals: apple 1 of 2, finish 0 of 1, open door wood 1 of 1.',
    );
  });

  it('says only where the character is when the level has no goals', () => {
    expect(describeScene({ characterName: 'Fox', cell: [0, 0], direction: 'up', goals: [] }, t)).toBe(
      'Fox is at column 1, row 1, facing up.',
    );
  });
});

import { loadLevelsOptions } from './levels-config';

describe('QUIZ_PASS_PERCENT', () => {
  it('is 70 unless set, and a whole percent from 1 to 100 when set', () => {
    expect(loadLevelsOptions({}).quizPassPercent).toBe(70);
    expect(loadLevelsOptions({ QUIZ_PASS_PERCENT: '' }).quizPassPercent).toBe(70);
    expect(loadLevelsOptions({ QUIZ_PASS_PERCENT: '85' }).quizPassPercent).toBe(85);
    expect(loadLevelsOptions({ QUIZ_PASS_PERCENT: '100' }).quizPassPercent).toBe(100);
  });

  it.each(['0', '101', '70.5', 'seventy', '-5'])('refuses %s at start-up', (value) => {
    expect(() => loadLevelsOptions({ QUIZ_PASS_PERCENT: value })).toThrow(/QUIZ_PASS_PERCENT/);
  });
});

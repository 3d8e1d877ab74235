import { chapterGuidePath, guideRoute, playPath } from './guide-route';
import { inlineParts } from './inline-code';
import { lessonTimeline } from './lesson-timeline';

describe('guide/* routes', () => {
  it('shows the index for guide and guide/', () => {
    expect(guideRoute(undefined)).toEqual({ kind: 'index' });
    expect(guideRoute('')).toEqual({ kind: 'index' });
    expect(guideRoute('/')).toEqual({ kind: 'index' });
  });

  it('shows a chapter for guide/{courseId}/{chapterId}, and nothing for other addresses', () => {
    expect(guideRoute('python/3')).toEqual({ kind: 'chapter', courseId: 'python', chapterId: 3 });
    expect(guideRoute('advanced-python/14/')).toEqual({
      kind: 'chapter',
      courseId: 'advanced-python',
      chapterId: 14,
    });
    expect(guideRoute('python')).toEqual({ kind: 'not-found' });
    expect(guideRoute('python/loops')).toEqual({ kind: 'not-found' });
    expect(guideRoute('python/3/extra')).toEqual({ kind: 'not-found' });
  });

  it('links a chapter to its guide and a level to its play screen', () => {
    expect(chapterGuidePath({ course_id: 'python', chapter_id: 2 })).toBe('guide/python/2');
    expect(playPath('python', 'loops-level1')).toBe('play/python/loops-level1');
  });
});

describe('lesson timeline', () => {
  it('starts each segment where the previous one ended', () => {
    const steps = lessonTimeline([
      { segment: 'warm-up', minutes: 5, activity: 'a' },
      { segment: 'demo', minutes: 8, activity: 'b' },
      { segment: 'guided-play', minutes: 15, activity: 'c' },
      { segment: 'challenge', minutes: 10, activity: 'd' },
      { segment: 'wrap-up', minutes: 7, activity: 'e' },
    ]);
    expect(steps.map((s) => [s.segment, s.from, s.to])).toEqual([
      ['warm-up', 0, 5],
      ['demo', 5, 13],
      ['guided-play', 13, 28],
      ['challenge', 28, 38],
      ['wrap-up', 38, 45],
    ]);
  });
});

describe('inline code in guide texts', () => {
  it('sets the parts between backticks apart as code', () => {
    expect(inlineParts('Use `move_forward(4)` to walk, then `turn_right()`.')).toEqual([
      { text: 'Use ', code: false },
      { text: 'move_forward(4)', code: true },
      { text: ' to walk, then ', code: false },
      { text: 'turn_right()', code: true },
      { text: '.', code: false },
    ]);
  });

  it('keeps a text with an unmatched backtick as it is', () => {
    expect(inlineParts('A ` alone')).toEqual([{ text: 'A ` alone', code: false }]);
    expect(inlineParts('`code` first')).toEqual([
      { text: 'code', code: true },
      { text: ' first', code: false },
    ]);
  });
});

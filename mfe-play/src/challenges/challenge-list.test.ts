import type { ChallengeSummary } from '@pylands/contracts';
import { groupByChapter, nextChallenge } from './challenge-list';

function row(slug: string, chapter: number, extra: Partial<ChallengeSummary> = {}): ChallengeSummary {
  return {
    slug,
    title: slug,
    chapter,
    chapter_name: `Chapter ${chapter} name`,
    difficulty: 'beginner',
    solved: false,
    locked: false,
    ...extra,
  };
}

describe('groupByChapter', () => {
  it('makes one section per chapter, in chapter order, keeping the rows in order', () => {
    const groups = groupByChapter([row('b1', 2), row('a1', 1), row('b2', 2, { difficulty: 'expert' })]);
    expect(groups.map((g) => [g.chapter, g.name, g.challenges.map((c) => c.slug)])).toEqual([
      [1, 'Chapter 1 name', ['a1']],
      [2, 'Chapter 2 name', ['b1', 'b2']],
    ]);
  });

  it('has no sections without challenges', () => {
    expect(groupByChapter([])).toEqual([]);
  });
});

describe('nextChallenge', () => {
  const list = [row('a', 1), row('b', 1, { solved: true }), row('c', 2), row('d', 3, { locked: true })];

  it('skips challenges the student already solved', () => {
    expect(nextChallenge(list, 'a')?.slug).toBe('c');
  });

  it('offers a solved one when nothing unsolved is left after it', () => {
    const allSolved = [row('a', 1), row('b', 1, { solved: true })];
    expect(nextChallenge(allSolved, 'a')?.slug).toBe('b');
  });

  it('never leads to a locked challenge', () => {
    expect(nextChallenge(list, 'c')).toBeNull();
  });

  it('has nothing after an unknown slug', () => {
    expect(nextChallenge(list, 'zzz')).toBeNull();
  });
});

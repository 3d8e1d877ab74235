import type { ChallengeSummary } from '@pylands/contracts';

export interface ChapterGroup {
  chapter: number;
  name: string;
  challenges: ChallengeSummary[];
}

/** The list page's sections: one per chapter in chapter order, rows in the server's order within. */
export function groupByChapter(challenges: readonly ChallengeSummary[]): ChapterGroup[] {
  const groups = new Map<number, ChapterGroup>();
  for (const challenge of challenges) {
    const group = groups.get(challenge.chapter) ?? {
      chapter: challenge.chapter,
      name: challenge.chapter_name,
      challenges: [],
    };
    group.challenges.push(challenge);
    groups.set(challenge.chapter, group);
  }
  return [...groups.values()].sort((a, b) => a.chapter - b.chapter);
}

/**
 * The challenge after `slug` in the list's order that this student may open (not locked), or null
 * at the end: where "Next challenge" leads after a solve.
 */
export function nextChallenge(
  challenges: readonly ChallengeSummary[],
  slug: string,
): ChallengeSummary | null {
  const at = challenges.findIndex((c) => c.slug === slug);
  if (at < 0) return null;
  const later = challenges.slice(at + 1);
  return later.find((c) => !c.locked && !c.solved) ?? later.find((c) => !c.locked) ?? null;
}

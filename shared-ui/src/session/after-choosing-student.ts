import type { ChooseStudentResponse } from '@pylands/contracts';

/** Fired on a challenge path after a student was chosen: the challenge screens re-read their counter. */
export const CHALLENGE_CREDITS_REFRESH_EVENT = 'pylands:challenge-credits-refresh';

export type AfterChoosingStudent = { kind: 'refresh-challenge-credits' } | { kind: 'go'; path: string };

/**
 * Where choosing a student leads (doc 1 §2, doc 2 §4): the last played level, else home; on any
 * path containing /challenge the page stays and only the challenge credits are refreshed.
 */
export function afterChoosingStudent(
  pathname: string,
  lastPlayed: ChooseStudentResponse['last_played'],
): AfterChoosingStudent {
  if (pathname.includes('/challenge')) return { kind: 'refresh-challenge-credits' };
  return { kind: 'go', path: lastPlayed ? `play/${lastPlayed.course_id}/${lastPlayed.level_slug}` : '' };
}

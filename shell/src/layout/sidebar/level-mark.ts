import type { LevelEntry } from '@pylands/contracts';

/** The icon beside a level in the sidebar. */
export type LevelMark = 'completed' | 'locked' | 'login' | null;

/**
 * Completed first, then the purchase lock, then the visitor's lock: a visitor sees before the click
 * that a login-only level (doc 2 §6, intro-level5..7) asks to sign up.
 */
export function levelMark(level: LevelEntry, anonymous: boolean): LevelMark {
  if (level.completed) return 'completed';
  if (level.locked) return 'locked';
  if (anonymous && level.requires_login) return 'login';
  return null;
}

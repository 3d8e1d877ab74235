import { messageLocaleKey } from '@pylands/game-engine';
import type { Translate } from './python-error-text';

/** A game message as the engine reports it: key and params, and its English text. */
export interface GameMessage {
  key?: string;
  params?: Record<string, string | number>;
  message: string;
}

/**
 * A game rule's message in the child's language: `game.<key>` with its params. A language without
 * the text falls back to English (en.json); a key en.json lacks (an engine fault) shows the engine's
 * own English text.
 */
export function gameMessageText(t: Translate, error: GameMessage): string {
  if (!error.key) return error.message;
  return t(messageLocaleKey(error.key), { ...error.params, defaultValue: error.message });
}

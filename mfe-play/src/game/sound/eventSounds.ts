import type { GameEvent } from '@pylands/game-engine';
import type { SoundName } from './soundNames';

const TALK = new Set(['speak', 'write', 'read', 'question', 'display']);

const isWater = (value: unknown): boolean =>
  typeof value === 'string' && value.trim().toLowerCase() === 'water';

/**
 * The sound an event's action makes (its steps make footsteps separately). Any error gets the
 * bump sound: the spec's "error sound" for walls, and the same friendly cue for other mistakes.
 */
export function actionSound(
  event: Pick<GameEvent, 'command' | 'args' | 'error' | 'blocked'>,
): SoundName | null {
  if (event.error || event.blocked) return 'bump';
  const { command } = event;
  if (command === 'collect') return isWater(event.args[0]) ? 'pour' : 'pop';
  if (command === 'water') return 'pour';
  if (command === 'open' || command === 'close') return 'creak';
  if (command === 'build') return 'hammer';
  if (command === 'combine' || command === 'place' || command === 'plant') return 'pop';
  // A pushed rock scrapes one cell: the soft thud of a step fits it.
  if (command === 'push') return 'footstep';
  if (TALK.has(command)) return 'blip';
  return null;
}

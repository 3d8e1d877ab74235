import type { CommandName } from '../types';

/** Every command the `player` module offers, in the Code Book's order (doc 2 §2). */
export const COMMAND_NAMES: readonly CommandName[] = [
  'move_forward',
  'turn_left',
  'turn_right',
  'push',
  'build',
  'speak',
  'water',
  'collect',
  'open',
  'close',
  'place',
  'plant',
  'combine',
  'write',
  'read',
  'question',
  'display',
];

/** Commands that open a popup and pause the script until it is answered or closed. */
export const POPUP_COMMANDS: readonly CommandName[] = ['write', 'read', 'question', 'display'];

export const isCommandName = (name: string): name is CommandName =>
  (COMMAND_NAMES as readonly string[]).includes(name);

import type { CommandName } from '../types';

export interface CommandDoc {
  name: CommandName;
  /** How it is called in Python. */
  signature: string;
  /** Pauses the program on a popup until the learner closes or answers it. */
  async: boolean;
  /** Offered by the editor's autocomplete (§2 lists these); the rest are in the Code Book only. */
  autocomplete: boolean;
}

/**
 * The player commands, in the Code Book's order (document 2, §2). Each one's description (one line
 * for the editor's autocomplete and the Code Book) is the locale text `commandDescriptionKey(name)`.
 */
export const COMMAND_DOCS: readonly CommandDoc[] = [
  {
    name: 'move_forward',
    signature: 'move_forward([steps])',
    async: false,
    autocomplete: true,
  },
  {
    name: 'turn_left',
    signature: 'turn_left()',
    async: false,
    autocomplete: true,
  },
  {
    name: 'turn_right',
    signature: 'turn_right()',
    async: false,
    autocomplete: true,
  },
  {
    name: 'push',
    signature: 'push()',
    async: false,
    autocomplete: true,
  },
  {
    name: 'speak',
    signature: 'speak(text)',
    async: false,
    autocomplete: true,
  },
  {
    name: 'build',
    signature: 'build(name)',
    async: false,
    autocomplete: true,
  },
  {
    name: 'water',
    signature: 'water()',
    async: false,
    autocomplete: true,
  },
  {
    name: 'collect',
    signature: 'collect(item)',
    async: false,
    autocomplete: true,
  },
  {
    name: 'open',
    signature: 'open()',
    async: false,
    autocomplete: true,
  },
  {
    name: 'close',
    signature: 'close()',
    async: false,
    autocomplete: true,
  },
  {
    name: 'place',
    signature: 'place(item, count)',
    async: false,
    autocomplete: true,
  },
  {
    name: 'combine',
    signature: 'combine(ingredients)',
    async: false,
    autocomplete: true,
  },
  {
    name: 'plant',
    signature: 'plant(dictionary, key)',
    async: false,
    autocomplete: false,
  },
  {
    name: 'write',
    signature: 'write(text)',
    async: true,
    autocomplete: false,
  },
  {
    name: 'read',
    signature: 'read()',
    async: true,
    autocomplete: false,
  },
  {
    name: 'question',
    signature: 'question(text)',
    async: true,
    autocomplete: false,
  },
  {
    name: 'display',
    signature: 'display(text)',
    async: true,
    autocomplete: false,
  },
];

/** The locale key of a command's description (`codeBook.command.move_forward`); the name stays code. */
export const commandDescriptionKey = (name: CommandName): string => `codeBook.command.${name}`;

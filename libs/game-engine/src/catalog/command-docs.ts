import type { CommandName } from '../types';

export interface CommandDoc {
  name: CommandName;
  /** How it is called in Python. */
  signature: string;
  /** One line for the editor's autocomplete and the Code Book. */
  description: string;
  /** Pauses the program on a popup until the learner closes or answers it. */
  async: boolean;
  /** Offered by the editor's autocomplete (§2 lists these); the rest are in the Code Book only. */
  autocomplete: boolean;
}

/** The player commands, in the Code Book's order (document 2, §2). */
export const COMMAND_DOCS: readonly CommandDoc[] = [
  {
    name: 'move_forward',
    signature: 'move_forward([steps])',
    description: 'Walk forward, one step or the number of steps you give.',
    async: false,
    autocomplete: true,
  },
  {
    name: 'turn_left',
    signature: 'turn_left()',
    description: 'Turn to your left without moving.',
    async: false,
    autocomplete: true,
  },
  {
    name: 'turn_right',
    signature: 'turn_right()',
    description: 'Turn to your right without moving.',
    async: false,
    autocomplete: true,
  },
  {
    name: 'push',
    signature: 'push()',
    description: 'Push the rock in front of you one cell forward.',
    async: false,
    autocomplete: true,
  },
  {
    name: 'speak',
    signature: 'speak(text)',
    description: 'Say the text out loud on an X mark.',
    async: false,
    autocomplete: true,
  },
  {
    name: 'build',
    signature: 'build(name)',
    description:
      'Build a bridge, road, grain stack or chicken house in front of you from what you collected.',
    async: false,
    autocomplete: true,
  },
  {
    name: 'water',
    signature: 'water()',
    description: 'Water the soil, crop, tray or barrel in front of you with your canteen.',
    async: false,
    autocomplete: true,
  },
  {
    name: 'collect',
    signature: 'collect(item)',
    description: 'Pick up the item you stand on; a list picks up several things.',
    async: false,
    autocomplete: true,
  },
  {
    name: 'open',
    signature: 'open()',
    description: 'Open the door, gate, chest or oven in front of you.',
    async: false,
    autocomplete: true,
  },
  {
    name: 'close',
    signature: 'close()',
    description: 'Close the door, gate, chest or oven in front of you.',
    async: false,
    autocomplete: true,
  },
  {
    name: 'place',
    signature: 'place(item, count)',
    description: 'Put the items you collected on the spot in front of you.',
    async: false,
    autocomplete: true,
  },
  {
    name: 'combine',
    signature: 'combine(ingredients)',
    description: 'Mix a list of collected ingredients into something new, following a recipe.',
    async: false,
    autocomplete: true,
  },
  {
    name: 'plant',
    signature: 'plant(dictionary, key)',
    description: 'Plant the seeds named by key; the dictionary says how many you have.',
    async: false,
    autocomplete: false,
  },
  {
    name: 'write',
    signature: 'write(text)',
    description: 'Write a message in a popup; the program waits until it is closed.',
    async: true,
    autocomplete: false,
  },
  {
    name: 'read',
    signature: 'read()',
    description: 'Read the sign or note at your position and get its text.',
    async: true,
    autocomplete: false,
  },
  {
    name: 'question',
    signature: 'question(text)',
    description: 'Ask a yes/no question in a popup; returns True for yes and False for no.',
    async: true,
    autocomplete: false,
  },
  {
    name: 'display',
    signature: 'display(text)',
    description: 'Show the text on the board at your position; waits until the popup is closed.',
    async: true,
    autocomplete: false,
  },
];

import { z } from 'zod';

/** Student characters, in the spec's order (the spelling "Luimberjack" is the spec's). */
export const STUDENT_CHARACTERS = [
  'Rabbit',
  'Goblin',
  'Viking',
  'Detective',
  'Knight',
  'Punk',
  'Glasses',
  'Boy',
  'Boy2',
  'Girl',
  'Girl2',
  'Kid1',
  'Kid2',
  'Lady',
  'Lady2',
  'Wizard1',
  'Wizard2',
  'Luimberjack',
  'FarmerBoy',
  'OldMan',
  'OldMan2',
] as const;

export const DEFAULT_CHARACTER = 'Rabbit' satisfies (typeof STUDENT_CHARACTERS)[number];

export const studentCharacterSchema = z.enum(STUDENT_CHARACTERS);
export type StudentCharacter = z.infer<typeof studentCharacterSchema>;

/**
 * A character's walk sheet as the gateway serves it (4 rows down, up, left, right of 4 frames of
 * 16×16; sheet.json beside it). The play screen animates it; the avatar picker shows frame one.
 */
export const characterSpritePath = (name: string): string => `/assets/sprites/characters/${name}.png`;

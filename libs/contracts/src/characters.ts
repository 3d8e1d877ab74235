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

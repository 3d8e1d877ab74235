import { randomInt } from 'node:crypto';
import { STUDENT_USERNAME_PATTERN } from '@pylands/contracts';

const WORDS = [
  'apple',
  'tiger',
  'river',
  'comet',
  'maple',
  'otter',
  'pixel',
  'robin',
  'cloud',
  'lemon',
  'panda',
  'rocket',
  'forest',
  'falcon',
  'island',
  'planet',
  'turtle',
  'violet',
  'meadow',
  'harbor',
];

/** Easy to read aloud and type for a child: word, dash, four digits (10+ characters). */
export function generatePassword(): string {
  return `${WORDS[randomInt(WORDS.length)]}-${String(randomInt(10000)).padStart(4, '0')}`;
}

/** "Ana María López" → "anamarial": letters of the first name and the last name's initial. */
export function usernameStem(name: string): string {
  const parts = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .map((part) => part.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
  if (parts.length === 0) return 'student';
  const stem = parts.length > 1 ? `${parts.slice(0, -1).join('')}${parts[parts.length - 1][0]}` : parts[0];
  return stem.slice(0, 20).padEnd(3, 'x');
}

/** A username from the name that is in neither set (lower-cased comparison). */
export function generateUsername(name: string, unavailable: Set<string>): string {
  const stem = usernameStem(name);
  for (let digits = 2; ; digits++) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = `${stem}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
      if (!unavailable.has(candidate)) return candidate;
    }
  }
}

export function isValidUsername(username: string): boolean {
  return STUDENT_USERNAME_PATTERN.test(username);
}

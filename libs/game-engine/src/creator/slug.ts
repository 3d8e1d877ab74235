import { transliterate } from './transliterate';

/** doc 1 §5/§9: the part taken from the name is at most 50 characters. */
export const SLUG_NAME_MAX_LENGTH = 50;
/** Names shorter than this get the 'level-' prefix. */
export const SLUG_NAME_MIN_LENGTH = 3;
export const SLUG_RANDOM_LENGTH = 8;
export const SLUG_TIME_LENGTH = 2;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export interface SlugSources {
  /** A number in [0, 1), as Math.random gives. */
  random?: () => number;
  /** Milliseconds since the epoch, as Date.now gives. */
  now?: () => number;
}

/** The name's part of a slug: ASCII, lower case, runs of anything else one dash, no dash at either end. */
export function slugBase(name: string): string {
  const base = transliterate(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!base) return '';
  const long = base.length < SLUG_NAME_MIN_LENGTH ? `level-${base}` : base;
  return long.slice(0, SLUG_NAME_MAX_LENGTH).replace(/-+$/, '');
}

/** 8 random characters, then 2 from the clock, so two levels of one name almost never share a slug. */
export function slugSuffix({ random = Math.random, now = Date.now }: SlugSources = {}): string {
  let suffix = '';
  for (let i = 0; i < SLUG_RANDOM_LENGTH; i += 1) suffix += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return suffix + now().toString(36).slice(-SLUG_TIME_LENGTH).padStart(SLUG_TIME_LENGTH, '0');
}

/** The level slug the settings form shows (read-only) for a name: `{base}-{suffix}`, or `level-{suffix}` for an empty name. */
export function generateLevelSlug(name: string, sources: SlugSources = {}): string {
  return `${slugBase(name) || 'level'}-${slugSuffix(sources)}`;
}

import {
  ORGANIZATION_SLUG_MAX_LENGTH,
  ORGANIZATION_SLUG_MIN_LENGTH,
  ORGANIZATION_SLUG_PATTERN,
} from '@pylands/contracts';
import type { TranslationKey } from '@pylands/shared-ui';

/**
 * A login link name suggested from the school's name ("École Saint-Jean 2" → "ecole-saint-jean"):
 * accents dropped, anything but letters becomes a dash, as the slug rule (libs/contracts) allows.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ORGANIZATION_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** What is wrong with a login link name, in the words the form shows; null when it is fine. */
export function slugProblem(slug: string): TranslationKey | null {
  if (!slug) return 'validation.required';
  if (slug.length > ORGANIZATION_SLUG_MAX_LENGTH) return 'org.slug.tooLong';
  if (!ORGANIZATION_SLUG_PATTERN.test(slug)) return 'org.slug.rule';
  if (slug.length < ORGANIZATION_SLUG_MIN_LENGTH) return 'org.slug.tooShort';
  return null;
}

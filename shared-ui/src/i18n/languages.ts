import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@pylands/contracts';

// The list lives in the contracts (the auth service matches user/change-language against it).
export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@pylands/contracts';

const CODES = new Set(SUPPORTED_LANGUAGES.map((l) => l.code));

export function isSupportedLanguage(code: string | undefined): code is string {
  return !!code && CODES.has(code);
}

/** The user's own language if we support it (browser preference), else English. */
export function preferredLanguage(candidates: readonly string[] = []): string {
  for (const tag of candidates) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'nb' || base === 'nn') return 'no';
    if (isSupportedLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export function isRightToLeft(code: string): boolean {
  return code === 'ar' || code === 'he';
}

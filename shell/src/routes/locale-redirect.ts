import { DEFAULT_LANGUAGE, isSupportedLanguage, preferredLanguage } from '@pylands/shared-ui/languages';
import { REMOTE_ROUTES } from './route-table';

const LOOKS_LIKE_LOCALE = /^[a-z]{2,3}([-_][a-z0-9]{2,8})?$/i;
/** First segments of our own pages: never taken for a locale, however short (`/tos`, `/faq`). */
const PAGE_SEGMENTS = new Set([
  'faq',
  ...REMOTE_ROUTES.map((route) => route.path.split('/')[0]).filter(Boolean),
]);

/**
 * Where to send a path whose first segment is not a supported language: an unknown locale is
 * replaced by the user's language (or en); a path with no locale at all gets one in front.
 * Returns null when the path is already fine.
 */
export function localeRedirect(pathname: string, browserLanguages: readonly string[]): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  if (isSupportedLanguage(first)) return null;
  const target = browserLanguages.length ? preferredLanguage(browserLanguages) : DEFAULT_LANGUAGE;
  if (first === '') return `/${target}`;
  const tail = LOOKS_LIKE_LOCALE.test(first) && !PAGE_SEGMENTS.has(first) ? rest : [first, ...rest];
  const path = tail.filter((s, i) => s !== '' || i < tail.length - 1).join('/');
  return path ? `/${target}/${path}` : `/${target}`;
}

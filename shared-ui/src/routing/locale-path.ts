import { useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '../i18n/languages';

/** Every link is locale-prefixed: `/{lng}/{path}`. */
export function localePath(lng: string, path = ''): string {
  const clean = path.replace(/^\/+/, '');
  return clean ? `/${lng}/${clean}` : `/${lng}`;
}

/** The language of the current route (falls back to English outside `/:lng/*`). */
export function useLng(): string {
  const { lng } = useParams();
  return isSupportedLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

export function useLocalePath(): (path?: string) => string {
  const lng = useLng();
  return (path) => localePath(lng, path);
}

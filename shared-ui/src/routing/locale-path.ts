import { useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '../i18n/languages';
import { localePath } from './locale-prefix';

export { localePath };

/** The language of the current route (falls back to English outside `/:lng/*`). */
export function useLng(): string {
  const { lng } = useParams();
  return isSupportedLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

export function useLocalePath(): (path?: string) => string {
  const lng = useLng();
  return (path) => localePath(lng, path);
}

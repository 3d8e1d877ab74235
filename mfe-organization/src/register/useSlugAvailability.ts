import { useEffect, useState } from 'react';
import { organizationApi } from '@pylands/shared-ui';
import { slugProblem } from './slug';

export type SlugAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/** How long typing must pause before the name is checked: one call per pause, not per key. */
const DEBOUNCE_MS = 350;

/**
 * Asks check-slug-exists about a well-formed login link name once typing pauses. `own` is the
 * organization's current name (never "taken" for itself). 'unknown': the check itself failed.
 */
export function useSlugAvailability(slug: string, own?: string): SlugAvailability {
  const [state, setState] = useState<{ slug: string; availability: SlugAvailability }>({
    slug: '',
    availability: 'idle',
  });
  const checkable = slugProblem(slug) === null && slug !== own;
  useEffect(() => {
    if (!checkable) return;
    let live = true;
    const timer = setTimeout(() => {
      organizationApi.slugExists(slug).then(
        ({ exists }) => live && setState({ slug, availability: exists ? 'taken' : 'available' }),
        () => live && setState({ slug, availability: 'unknown' }),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [slug, checkable]);
  if (!checkable) return 'idle';
  // An answer about an earlier value does not count for this one.
  return state.slug === slug ? state.availability : 'checking';
}

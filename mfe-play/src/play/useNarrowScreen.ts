import { useEffect, useState } from 'react';

/** Narrow screens show the code or the game, switched by the Code/Game toggle (doc 2 §2). */
export const NARROW_QUERY = '(max-width: 1000px)';

/** Phone-sized screens: a visitor without an account gets the mobile sign-up prompt on Run. */
export const MOBILE_QUERY = '(max-width: 600px)';

export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_QUERY);
}

export function useMobileScreen(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

function useMediaQuery(media: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(media).matches);
  useEffect(() => {
    const query = window.matchMedia(media);
    const update = () => setMatches(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [media]);
  return matches;
}

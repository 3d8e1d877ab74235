import { useEffect, useState } from 'react';

/** Narrow screens show the code or the game, switched by the Code/Game toggle (doc 2 §2). */
export const NARROW_QUERY = '(max-width: 1000px)';

export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

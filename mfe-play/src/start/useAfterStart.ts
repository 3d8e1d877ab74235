import { useEffect, useState } from 'react';
import { afterStart } from './afterStart';

/** False until the play page's start is over (see afterStart): for what can wait until then. */
export function useAfterStart(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterStart().then(() => {
      if (mounted) setStarted(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return started;
}

import { useEffect, useState } from 'react';
import { getRunner } from '../run/runner-instance';

/** True once the Pyodide worker can take a run. */
export function useRunnerReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let alive = true;
    getRunner()
      .ready.then(() => alive && setReady(true))
      .catch((e: unknown) => console.error('Python failed to start', e));
    return () => {
      alive = false;
    };
  }, []);
  return ready;
}

import { useCallback, useEffect, useState } from 'react';
import type { CreativeLevelSummary } from '@pylands/contracts';
import { creativeApi } from '@pylands/shared-ui';

export type MyLevels =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; levels: CreativeLevelSummary[] };

/** The signed-in user's levels (newest change first), reloadable after a delete or a failure. */
export function useMyLevels() {
  const [levels, setLevels] = useState<MyLevels>({ state: 'loading' });
  const reload = useCallback(() => {
    setLevels({ state: 'loading' });
    creativeApi
      .mine()
      .then((list) => setLevels({ state: 'ready', levels: list }))
      .catch(() => setLevels({ state: 'failed' }));
  }, []);
  useEffect(reload, [reload]);
  return { levels, reload };
}

import { useEffect, useState, type ComponentType } from 'react';

type PlayPageComponent = ComponentType;

let loading: Promise<PlayPageComponent> | null = null;
let loaded: PlayPageComponent | null = null;

/** The play screen's chunk (editor, renderer), fetched once; a failed fetch is tried again next time. */
function loadPlayPage(): Promise<PlayPageComponent> {
  loading ??= import('./PlayPage').then(
    (module) => (loaded = module.PlayPage),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The play screen component once its chunk has arrived, null until then. Not React.lazy: React 19
 * reveals a Suspense boundary's content no sooner than 300 ms after its fallback appeared, which
 * held the play screen (and Run) back by up to that much on every visit. A load failure is thrown
 * while rendering, for the shell's remote boundary (which offers to retry).
 */
export function usePlayPage(): PlayPageComponent | null {
  const [component, setComponent] = useState<PlayPageComponent | null>(() => loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (component) return;
    let alive = true;
    loadPlayPage().then(
      (PlayPage) => alive && setComponent(() => PlayPage),
      (error: unknown) => alive && setFailure({ error }),
    );
    return () => {
      alive = false;
    };
  }, [component]);
  if (failure) throw failure.error;
  return component;
}

/** Starts fetching the chunk before the first render needs it (with Python, as the entry loads). */
export function prefetchPlayPage(): void {
  loadPlayPage().catch(() => undefined);
}

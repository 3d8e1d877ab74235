import { useCallback, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a link to the clipboard and says whether it worked (a blocked clipboard shows the link). */
export function useCopyLink(url: string): [CopyState, () => void] {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback(() => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) return setState('failed');
    clipboard.writeText(url).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  }, [url]);
  return [state, copy];
}

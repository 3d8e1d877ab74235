import { useEffect, useRef, useState } from 'react';
import type { PopupAnswer, PopupRequest } from '@pylands/python-runner/browser';
import { getRunner } from './runner-instance';

/** The open popup of the running program, and how to answer it. */
export function usePopups(): { popup: PopupRequest | null; answer: (value: PopupAnswer) => void } {
  const [popup, setPopup] = useState<PopupRequest | null>(null);
  const resolver = useRef<((value: PopupAnswer) => void) | null>(null);
  useEffect(
    () =>
      getRunner().onPopup(
        (request) =>
          new Promise<PopupAnswer>((resolve) => {
            resolver.current = resolve;
            setPopup(request);
          }),
      ),
    [],
  );
  return {
    popup,
    answer(value) {
      resolver.current?.(value);
      resolver.current = null;
      setPopup(null);
    },
  };
}

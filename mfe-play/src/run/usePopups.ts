import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { GameEvent } from '@pylands/game-engine';
import type { PopupAnswer, PopupRequest } from '@pylands/python-runner/browser';
import { getRunner } from './runner-instance';
import type { StartGate } from './start-gate';

interface PopupOptions {
  animate: (events: readonly GameEvent[], signal?: AbortSignal) => Promise<void>;
  setActiveLine: (line: number | null) => void;
  /** The current run's start gate: its popups wait for it like its events do. */
  startGate: RefObject<StartGate | null>;
  abort: RefObject<AbortController | null>;
}

/** The program's popups (write, read, question, display): each pauses it until the child answers. */
export function usePopups({ animate, setActiveLine, startGate, abort }: PopupOptions) {
  const [popup, setPopup] = useState<PopupRequest | null>(null);
  const popupAnswer = useRef<((answer: PopupAnswer) => void) | null>(null);

  // A popup pauses the program: first the character catches up with the events before it.
  useEffect(
    () =>
      getRunner().onPopup(async (request) => {
        // A popup asked during the start delay waits for it; a discarded run's popup is cancelled.
        if (startGate.current && !(await startGate.current.opened)) return null;
        await animate(request.events, abort.current?.signal);
        // A question's own event only comes after the answer: highlight the line asking it now.
        if (request.line) setActiveLine(request.line);
        return new Promise<PopupAnswer>((resolve) => {
          popupAnswer.current = resolve;
          setPopup(request);
        });
      }),
    [animate, setActiveLine, startGate, abort],
  );

  const answerPopup = useCallback((answer: PopupAnswer) => {
    popupAnswer.current?.(answer);
    popupAnswer.current = null;
    setPopup(null);
  }, []);

  /** Stopping the run closes an open popup without an answer. */
  const cancelPopup = useCallback(() => {
    if (popupAnswer.current) answerPopup(null);
  }, [answerPopup]);

  return { popup, answerPopup, cancelPopup };
}

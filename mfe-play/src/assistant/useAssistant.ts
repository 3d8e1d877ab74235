import { useCallback, useEffect, useRef, useState } from 'react';
import type { Tip } from '@pylands/contracts';
import { ApiError, assistantApi, useSession } from '@pylands/shared-ui';
import { useAfterStart } from '../start/useAfterStart';
import { ASSISTANT_STORAGE_KEY, assistantActive } from './assistant-rules';
import { useDisabledByAdmin } from './useDisabledByAdmin';

/** A little longer than the service's own time-out (20 s), which answers 503 first. */
const TIP_REQUEST_TIMEOUT_MS = 25_000;

function readChoice(): boolean {
  try {
    return window.localStorage.getItem(ASSISTANT_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export type TipProblem = 'failed' | 'out-of-credits';

export interface AssistantState {
  /** The switch as shown: the child's choice unless forced off. */
  active: boolean;
  chosen: boolean;
  setChosen(on: boolean): void;
  /** Forced off (execution disabled, or disabled by an admin): the switch cannot be used. */
  locked: boolean;
  disabledByAdmin: boolean;
  credits: { used: number; limit: number | null } | null;
  refreshCredits(): void;
  tip: Tip | null;
  /** The line the failed run stopped on, where a failure message is shown. */
  problem: TipProblem | null;
  pending: boolean;
  /** Asks for a tip with `send` (a level's or a challenge's call), hiding the one shown. */
  requestTip(send: (signal: AbortSignal) => Promise<Tip>): Promise<void>;
  hide(): void;
}

/**
 * The coding assistant on the play and challenge screens: the switch (kept in localStorage, default
 * on), its counter (level_assistant or challenge_assistant), and tip requests after failed runs
 * (doc 2 §4, §8, §9).
 */
export function useAssistant({
  executionDisabled,
  type = 'level_assistant',
}: {
  executionDisabled: boolean;
  type?: 'level_assistant' | 'challenge_assistant';
}): AssistantState {
  const [chosen, setChosenState] = useState(readChoice);
  const [credits, setCredits] = useState<AssistantState['credits']>(null);
  const [tip, setTip] = useState<Tip | null>(null);
  const [problem, setProblem] = useState<TipProblem | null>(null);
  const [pending, setPending] = useState(false);
  const status = useSession((s) => s.status);
  const studentId = useSession((s) => s.user?.student_id);
  const request = useRef<AbortController | null>(null);
  const disabledByAdmin = useDisabledByAdmin();

  const setChosen = useCallback((on: boolean) => {
    try {
      window.localStorage.setItem(ASSISTANT_STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts for this page.
    }
    setChosenState(on);
  }, []);

  const refreshCredits = useCallback(() => {
    assistantApi
      .credit(type)
      .then((record) => setCredits({ used: record.counter, limit: record.limit }))
      .catch(() => setCredits(null));
  }, [type]);

  // Read once the page's start is over: the counter is no use before a run.
  const started = useAfterStart();
  useEffect(() => {
    if (started && (status === 'anonymous' || status === 'signed-in')) refreshCredits();
  }, [started, status, studentId, refreshCredits]);

  useEffect(() => () => request.current?.abort(), []);

  const hide = useCallback(() => {
    request.current?.abort();
    request.current = null;
    setTip(null);
    setProblem(null);
    setPending(false);
  }, []);

  const requestTip = useCallback(
    async (send: (signal: AbortSignal) => Promise<Tip>) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      const timer = setTimeout(() => controller.abort(), TIP_REQUEST_TIMEOUT_MS);
      setTip(null);
      setProblem(null);
      setPending(true);
      try {
        const answer = await send(controller.signal);
        if (request.current === controller) setTip(answer);
      } catch (error) {
        // A newer run hid this request: nothing to show.
        if (request.current !== controller && !(error instanceof ApiError)) return;
        setProblem(error instanceof ApiError && error.status === 403 ? 'out-of-credits' : 'failed');
      } finally {
        clearTimeout(timer);
        if (request.current === controller) {
          request.current = null;
          setPending(false);
        }
        refreshCredits();
      }
    },
    [refreshCredits],
  );

  return {
    active: assistantActive({ chosen, executionDisabled, disabledByAdmin }),
    chosen,
    setChosen,
    locked: executionDisabled || disabledByAdmin,
    disabledByAdmin,
    credits,
    refreshCredits,
    tip,
    problem,
    pending,
    requestTip,
    hide,
  };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { API_PATHS, type LevelData } from '@pylands/contracts';
import { levelDefinitionOf, type GameEvent } from '@pylands/game-engine';
import type { PopupAnswer, PopupRequest, RunResult } from '@pylands/python-runner/browser';
import { api, ApiError, useSession } from '@pylands/shared-ui';
import type { GameView } from '../game';
import type { ErrorAnnotation } from '../editor/CodeEditor';
import { getRunner } from './runner-instance';
import { completionRefusal, type CompletionRefusal } from './completion-refusal';
import { queueCompletion } from '../offline/completion-queue';
import { createStartGate, type StartGate } from './start-gate';
import {
  BASE_STEP_MS,
  COMPLETION_DIALOG_DELAY_MS,
  EXECUTION_TIMEOUT_MS,
  RESET_WAIT_MS,
  RUN_START_DELAY_MS,
  sleep,
} from './timing';

export type RunPhase = 'idle' | 'starting' | 'running' | 'stopping';

export type RunDialog =
  | { kind: 'error'; message: string; trace: string; ownMessage?: boolean }
  | { kind: 'timeout' }
  | { kind: 'complete' }
  | { kind: 'out-of-attempts' }
  /** The server did not record the completion (422, 429, 503, no answer, ...). */
  | {
      kind: 'completion-refused';
      refusal: Exclude<CompletionRefusal, { kind: 'out-of-attempts' }>;
      retrying: boolean;
    }
  | null;

/**
 * A performance mark carrying the view's own playback clock (kaplay's game time, in which every
 * step is animated) and the step duration it plays at: tests read how long a walk took on that
 * clock and at what speed, which a busy machine does not change the way it stretches wall time.
 */
function markPlayback(name: string, view: GameView | null): void {
  const state = view?.inspect();
  performance.mark(name, { detail: { clockMs: state?.clockMs ?? null, stepMs: state?.stepMs ?? null } });
}

export interface RunFlowOptions {
  level: LevelData;
  courseId: string;
  gameView: () => GameView | null;
  stepMs?: number;
  /** Called after each run start and end, so the attempt counter can refresh. */
  onAttempt?: () => void;
  /** Called after every event and when the run ends (screen-reader description). */
  onSettled?: () => void;
  /** A run that ended without completing the level (error, time-out, goals not met): the assistant's cue. */
  onFailure?: (failure: { code: string; result: RunResult }) => void;
  /**
   * Replays someone else's code (the read-only play/{courseId}/{userId}/{levelSlug} view): nothing
   * is sent to the server, no attempt is counted, no completion is recorded or celebrated.
   */
  replayOnly?: boolean;
}

/**
 * No network at all (the browser says it is offline and the request got no answer): runs still
 * play and completions wait in IndexedDB. A server that does not answer while the browser is online
 * is a refusal with Retry, as before.
 */
function offline(error: unknown): boolean {
  return completionRefusal(error).kind === 'offline' && typeof navigator !== 'undefined' && !navigator.onLine;
}

/**
 * What the child reads first: a game rule's own message, or the last line of a Python trace
 * (e.g. "NameError: name 'x' is not defined").
 */
function lastErrorLine(result: RunResult): string {
  const error = result.error!;
  if (error.key) return error.message;
  const lines = (error.trace || error.message).trim().split('\n');
  return lines[lines.length - 1] || error.message;
}

/**
 * The run flow of doc 2 §4: mark the level in progress, wait the start delay, run the script in
 * the worker, animate its events line by line, then show the error, time-out or completion.
 */
export function useRunFlow({
  level,
  courseId,
  gameView,
  stepMs = BASE_STEP_MS,
  onAttempt,
  onSettled,
  onFailure,
  replayOnly = false,
}: RunFlowOptions) {
  const [phase, setPhase] = useState<RunPhase>('idle');
  const [activeLine, setActiveLine] = useState<number | null>(null);
  const [errorLine, setErrorLine] = useState<number | null>(null);
  const [annotations, setAnnotations] = useState<ErrorAnnotation[]>([]);
  const [dialog, setDialog] = useState<RunDialog>(null);
  const [hasRun, setHasRun] = useState(false);
  const runs = useRef(0);
  const failure = useRef(onFailure);
  useEffect(() => {
    failure.current = onFailure;
  });
  /** Events of the current run already animated (the ones before an open popup). */
  const animated = useRef(0);
  const [popup, setPopup] = useState<PopupRequest | null>(null);
  const popupAnswer = useRef<((answer: PopupAnswer) => void) | null>(null);
  const abort = useRef<AbortController | null>(null);
  /** The current run's start gate: its popups wait for it like its events do. */
  const startGate = useRef<StartGate | null>(null);
  /** The completion the server has not recorded yet: Retry resends exactly this. */
  const pendingCompletion = useRef<{ code: string; result: RunResult } | null>(null);
  const studentId = useSession((s) => s.user?.student_id ?? null);
  const invalidateData = useSession((s) => s.invalidateData);

  const saveStatus = useCallback(
    (last_status: 'in_progress' | 'complete', code: string, result?: RunResult) =>
      api.post(API_PATHS.level.update(level.slug), {
        last_status,
        last_code_executed: code,
        level_slug: level.slug,
        course_id: courseId,
        // The server replays a completion with the same seed and popup answers before it trusts it.
        ...(result ? { seed: result.seed, answers: result.answers } : {}),
      }),
    [level.slug, courseId],
  );

  /**
   * Sends the COMPLETE of a won run: 'recorded' when the server recorded it; 'queued' when there
   * is no network (kept in IndexedDB and sent, then replayed by the server, when it returns);
   * otherwise the child gets a dialog saying why (403 keeps the attempts dialog) and the level is
   * not shown as complete.
   */
  const sendCompletion = useCallback(
    async (code: string, result: RunResult): Promise<'recorded' | 'queued' | false> => {
      pendingCompletion.current = { code, result };
      try {
        await saveStatus('complete', code, result);
        pendingCompletion.current = null;
        return 'recorded';
      } catch (error) {
        const refusal = completionRefusal(error);
        if (offline(error) && studentId) {
          try {
            await queueCompletion({
              studentId,
              slug: level.slug,
              courseId,
              code,
              seed: result.seed,
              answers: result.answers,
            });
            pendingCompletion.current = null;
            return 'queued';
          } catch (queueError) {
            console.error('Could not keep the completion offline', queueError);
          }
        }
        if (refusal.kind === 'out-of-attempts') {
          pendingCompletion.current = null;
          setDialog({ kind: 'out-of-attempts' });
        } else {
          if (refusal.kind === 'rejected') pendingCompletion.current = null;
          setDialog({ kind: 'completion-refused', refusal, retrying: false });
        }
        return false;
      }
    },
    [saveStatus, studentId, level.slug, courseId],
  );

  /**
   * After a won run (recorded, for a student): course and level data refresh (the strip's check),
   * the jingle, then the completion dialog after 800 ms (doc 2 §4).
   */
  const celebrate = useCallback(
    async (recorded: boolean, signal?: AbortSignal) => {
      if (recorded) invalidateData();
      gameView()?.playSound('jingle');
      await sleep(COMPLETION_DIALOG_DELAY_MS, signal);
      if (!signal?.aborted) setDialog({ kind: 'complete' });
    },
    [invalidateData, gameView],
  );

  /** Retry of a refused completion (429, 503, no answer): resends the same code, seed and answers. */
  const retryCompletion = useCallback(async () => {
    const pending = pendingCompletion.current;
    if (!pending) return;
    setDialog((d) => (d?.kind === 'completion-refused' ? { ...d, retrying: true } : d));
    const sent = await sendCompletion(pending.code, pending.result);
    if (sent) {
      setDialog(null);
      await celebrate(sent === 'recorded');
    }
  }, [sendCompletion, celebrate]);

  /** Animates the events not yet shown, highlighting each one's line. */
  const animate = useCallback(
    async (events: readonly GameEvent[], signal?: AbortSignal) => {
      const firstChunk = animated.current === 0;
      const fresh = events.slice(animated.current);
      animated.current = events.length;
      if (fresh.length === 0) return;
      await gameView()?.play(fresh, {
        stepMs,
        signal,
        onEvent: (event: GameEvent, index: number) => {
          if (firstChunk && index === 0) markPlayback('pylands:first-frame', gameView());
          setActiveLine(event.line);
          onSettled?.();
        },
      });
    },
    [gameView, stepMs, onSettled],
  );

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
    [animate],
  );

  const answerPopup = useCallback((answer: PopupAnswer) => {
    popupAnswer.current?.(answer);
    popupAnswer.current = null;
    setPopup(null);
  }, []);

  const run = useCallback(
    async (code: string) => {
      const controller = new AbortController();
      abort.current = controller;
      setPhase('starting');
      // Marks for `npm run bench`: Run click → first animated event, minus the deliberate delays.
      performance.mark('pylands:run-click');
      setDialog(null);
      pendingCompletion.current = null;
      setErrorLine(null);
      setAnnotations([]);
      setActiveLine(null);
      const gate = createStartGate();
      startGate.current = gate;
      let running: Promise<RunResult> | null = null;
      try {
        const laterRun = runs.current > 0;
        runs.current += 1;
        animated.current = 0;
        // The program runs now, in the worker, while the deliberate waits and the in_progress
        // update go on: its events are animated the moment those are over (issue 11).
        running = getRunner().run({
          code,
          level: levelDefinitionOf(level),
          timeoutMs: EXECUTION_TIMEOUT_MS,
        });
        running.catch(() => undefined); // awaited below; a refusal is reported there
        const waits = (async () => {
          // Later runs put the character back at the start first.
          if (laterRun) {
            await sleep(RESET_WAIT_MS[0], controller.signal);
            gameView()?.reset();
            await sleep(RESET_WAIT_MS[1], controller.signal);
          }
          await sleep(RUN_START_DELAY_MS, controller.signal);
        })();
        // Every run starts with level/update: the server counts attempts (anonymous visitors by a
        // signed cookie) and answers 403 when the day's attempts are used up.
        try {
          if (!replayOnly) await saveStatus('in_progress', code);
        } catch (error) {
          if (error instanceof ApiError && error.status === 403) {
            setDialog({ kind: 'out-of-attempts' });
            return;
          }
          // No network: play anyway (Python runs here); the attempt is not counted.
          if (!offline(error)) throw error;
        } finally {
          onAttempt?.();
        }
        await waits;
        if (controller.signal.aborted) return;
        gate.open();
        setPhase('running');
        const result = await running;
        setHasRun(true);
        if (controller.signal.aborted) return;
        await animate(result.events, controller.signal);
        markPlayback('pylands:animation-end', gameView());
        if (controller.signal.aborted) return;
        if (result.timedOut || result.error || !result.completion.complete)
          failure.current?.({ code, result });
        if (result.timedOut) {
          setDialog({ kind: 'timeout' });
        } else if (result.error) {
          const line = result.error.line ?? null;
          setErrorLine(line);
          if (line) setAnnotations([{ row: line - 1, column: 0, text: result.error.message, type: 'error' }]);
          setDialog({
            kind: 'error',
            message: lastErrorLine(result),
            trace: result.error.trace || result.error.message,
          });
        } else if (result.completion.complete && !replayOnly) {
          // Only a completion the server recorded (or that waits offline to be sent) is shown as complete.
          const sent = studentId ? await sendCompletion(code, result) : false;
          if (studentId && !sent) return;
          await celebrate(sent === 'recorded', controller.signal);
        }
      } catch (error) {
        // A failed run-start update aborts the run (doc 2 §8); completions are handled above.
        console.error('Run failed', error);
        if (error instanceof Error && /busy resetting|not initialized/.test(error.message))
          setDialog({ kind: 'error', message: error.message, trace: error.message });
      } finally {
        // A run not shown (out of attempts, failed update, stopped) must not go on in the worker.
        gate.close();
        if (startGate.current === gate) startGate.current = null;
        if (running && !(await gate.opened)) {
          getRunner().stop();
          await running.catch(() => undefined);
        }
        if (abort.current === controller) abort.current = null;
        setActiveLine(null);
        setPhase('idle');
        onSettled?.();
      }
    },
    [gameView, level, saveStatus, studentId, onAttempt, animate, sendCompletion, celebrate, replayOnly],
  );

  const stop = useCallback(() => {
    if (popupAnswer.current) answerPopup(null);
    setPhase('stopping');
    abort.current?.abort();
    getRunner().stop();
  }, [answerPopup]);

  const showError = useCallback(
    (message: string) => setDialog({ kind: 'error', message, trace: message, ownMessage: true }),
    [],
  );

  return {
    phase,
    activeLine,
    errorLine,
    annotations,
    dialog,
    hasRun,
    run,
    stop,
    showError,
    popup,
    answerPopup,
    retryCompletion,
    closeDialog: () => setDialog(null),
  };
}

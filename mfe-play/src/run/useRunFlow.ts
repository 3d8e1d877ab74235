import { useCallback, useEffect, useRef, useState } from 'react';
import { levelDefinitionOf, type GameError } from '@pylands/game-engine';
import type { RunResult } from '@pylands/python-runner/browser';
import { ApiError, i18next } from '@pylands/shared-ui';
import type { ErrorAnnotation } from '../editor/CodeEditor';
import { getRunner } from './runner-instance';
import { markPlayback } from './mark-playback';
import { createStartGate, type StartGate } from './start-gate';
import { saveLevelStatus } from './level-status';
import { gameMessageText } from './game-message';
import { errorDialogOf, offline, screenErrorDialog, type RunDialog, type RunPhase } from './run-dialog';
import { useCompletion } from './useCompletion';
import { sendProof } from './creative-proof';
import { useEventAnimation } from './useEventAnimation';
import { usePopups } from './usePopups';
import type { RunFlowOptions } from './run-flow-options';
import { BASE_STEP_MS, EXECUTION_TIMEOUT_MS, RESET_WAIT_MS, RUN_START_DELAY_MS, sleep } from './timing';

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
  onNarrate,
  replayOnly = false,
  savedCreative,
}: RunFlowOptions) {
  const [phase, setPhase] = useState<RunPhase>('idle');
  const [errorLine, setErrorLine] = useState<number | null>(null);
  const [annotations, setAnnotations] = useState<ErrorAnnotation[]>([]);
  const [dialog, setDialog] = useState<RunDialog>(null);
  const [hasRun, setHasRun] = useState(false);
  const runs = useRef(0);
  const failure = useRef(onFailure);
  const narration = useRef(onNarrate);
  useEffect(() => {
    failure.current = onFailure;
    narration.current = onNarrate;
  });
  const abort = useRef<AbortController | null>(null);
  const startGate = useRef<StartGate | null>(null);
  const completion = useCompletion({ slug: level.slug, courseId, gameView, setDialog });
  const { studentId, send: sendCompletion, celebrate, forget: forgetCompletion } = completion;
  const { activeLine, setActiveLine, animate, restart } = useEventAnimation(gameView, stepMs, onSettled);
  const { popup, answerPopup, cancelPopup } = usePopups({ animate, setActiveLine, startGate, abort });

  const run = useCallback(
    async (code: string) => {
      const controller = new AbortController();
      abort.current = controller;
      setPhase('starting');
      // Marks for `npm run bench`: Run click → first animated event, minus the deliberate delays.
      performance.mark('pylands:run-click');
      setDialog(null);
      forgetCompletion();
      setErrorLine(null);
      setAnnotations([]);
      setActiveLine(null);
      narration.current?.(null);
      const gate = createStartGate();
      startGate.current = gate;
      let running: Promise<RunResult> | null = null;
      try {
        const laterRun = runs.current > 0;
        runs.current += 1;
        restart();
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
          if (!replayOnly && !savedCreative) await saveLevelStatus(level.slug, courseId, 'in_progress', code);
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
        narration.current?.(result);
        if (result.timedOut || result.error || !result.completion.complete)
          failure.current?.({ code, result });
        if (result.timedOut) {
          setDialog({ kind: 'timeout' });
        } else if (result.error) {
          const line = result.error.line ?? null;
          setErrorLine(line);
          const text = gameMessageText((key, values) => i18next.t(key, values ?? {}), result.error);
          if (line) setAnnotations([{ row: line - 1, column: 0, text, type: 'error' }]);
          setDialog(errorDialogOf(result));
        } else if (result.completion.complete && savedCreative) {
          // A creator's level is not course progress: the creator's own win is its proof.
          const proof =
            savedCreative === 'creator' ? await sendProof(level.slug, courseId, code, result) : undefined;
          await celebrate(false, controller.signal, proof);
        } else if (result.completion.complete && !replayOnly) {
          // Only a completion the server recorded (or that waits offline to be sent) is shown as complete.
          const sent = studentId ? await sendCompletion(code, result) : false;
          // Refused (a dialog says why) or still being checked (its own dialog): no celebration yet.
          if (studentId && (!sent || sent === 'checking')) return;
          await celebrate(sent === 'recorded', controller.signal);
        }
      } catch (error) {
        // A failed run-start update aborts the run (doc 2 §8); completions are handled above.
        console.error('Run failed', error);
        // The worker is being replaced or still starting: the child waits and runs again.
        if (error instanceof Error && /busy resetting|not initialized/.test(error.message)) {
          const key = /busy resetting/.test(error.message)
            ? 'dialog.error.runnerBusy'
            : 'dialog.error.runnerLoading';
          setDialog(screenErrorDialog(i18next.t(key)));
        }
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
    [
      gameView,
      level,
      courseId,
      studentId,
      onAttempt,
      animate,
      restart,
      setActiveLine,
      sendCompletion,
      celebrate,
      forgetCompletion,
      replayOnly,
      savedCreative,
      onSettled,
    ],
  );

  const stop = useCallback(() => {
    cancelPopup();
    setPhase('stopping');
    abort.current?.abort();
    getRunner().stop();
  }, [cancelPopup]);

  const showError = useCallback((error: GameError) => setDialog(screenErrorDialog(error)), []);

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
    retryCompletion: completion.retry,
    closeDialog: () => setDialog(null),
  };
}

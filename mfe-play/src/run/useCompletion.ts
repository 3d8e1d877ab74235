import { useCallback, useRef } from 'react';
import type { RunResult } from '@pylands/python-runner/browser';
import { useSession } from '@pylands/shared-ui';
import type { GameView } from '../game';
import { queueCompletion } from '../offline/completion-queue';
import { completionRefusal } from './completion-refusal';
import type { ProofOutcome } from './creative-proof';
import { saveLevelStatus } from './level-status';
import { offline, type SetRunDialog } from './run-dialog';
import { COMPLETION_DIALOG_DELAY_MS, sleep } from './timing';

/**
 * 'checking': the server kept the completion but could not replay it yet (its verifier queue was
 * down or full); it is verified and recorded soon after, so the course data is fetched again later.
 */
export type CompletionSent = 'recorded' | 'queued' | 'checking' | false;

/**
 * When the course data is fetched again after a completion the server is still checking: soon,
 * then less often (at a class's busy moment the check may take a minute).
 */
const RECHECKS_AFTER_MS = [15_000, 30_000, 60_000, 120_000];

interface CompletionOptions {
  slug: string;
  courseId: string;
  gameView: () => GameView | null;
  setDialog: SetRunDialog;
}

/** A won run's completion: sent, kept offline or refused with a dialog, then celebrated. */
export function useCompletion({ slug, courseId, gameView, setDialog }: CompletionOptions) {
  /** The completion the server has not recorded yet: Retry resends exactly this. */
  const pending = useRef<{ code: string; result: RunResult } | null>(null);
  const studentId = useSession((s) => s.user?.student_id ?? null);
  const invalidateData = useSession((s) => s.invalidateData);

  /**
   * Sends the COMPLETE of a won run: 'recorded' when the server recorded it; 'queued' when there
   * is no network (kept in IndexedDB and sent, then replayed by the server, when it returns);
   * 'checking' when the server kept it to replay later (the child reads it is saved and checked);
   * otherwise the child gets a dialog saying why (403 keeps the attempts dialog) and the level is
   * not shown as complete.
   */
  const send = useCallback(
    async (code: string, result: RunResult): Promise<CompletionSent> => {
      pending.current = { code, result };
      try {
        const saved = await saveLevelStatus(slug, courseId, 'complete', code, result);
        pending.current = null;
        if ('verification' in saved && saved.verification === 'pending') {
          for (const after of RECHECKS_AFTER_MS) window.setTimeout(invalidateData, after);
          setDialog({ kind: 'completion-checking' });
          return 'checking';
        }
        return 'recorded';
      } catch (error) {
        const refusal = completionRefusal(error);
        if (offline(error) && studentId) {
          try {
            await queueCompletion({
              studentId,
              slug,
              courseId,
              code,
              seed: result.seed,
              answers: result.answers,
            });
            pending.current = null;
            return 'queued';
          } catch (queueError) {
            console.error('Could not keep the completion offline', queueError);
          }
        }
        if (refusal.kind === 'out-of-attempts') {
          pending.current = null;
          setDialog({ kind: 'out-of-attempts' });
        } else {
          if (refusal.kind === 'rejected') pending.current = null;
          setDialog({ kind: 'completion-refused', refusal, retrying: false });
        }
        return false;
      }
    },
    [studentId, slug, courseId, setDialog, invalidateData],
  );

  /**
   * After a won run (recorded, for a student): course and level data refresh (the strip's check),
   * the jingle, then the completion dialog after 800 ms (doc 2 §4).
   */
  const celebrate = useCallback(
    async (recorded: boolean, signal?: AbortSignal, proof?: ProofOutcome) => {
      if (recorded) invalidateData();
      gameView()?.playSound('jingle');
      await sleep(COMPLETION_DIALOG_DELAY_MS, signal);
      if (!signal?.aborted) setDialog(proof ? { kind: 'complete', proof } : { kind: 'complete' });
    },
    [invalidateData, gameView, setDialog],
  );

  /** Retry of a refused completion (429, 503, no answer): resends the same code, seed and answers. */
  const retry = useCallback(async () => {
    const waiting = pending.current;
    if (!waiting) return;
    setDialog((d) => (d?.kind === 'completion-refused' ? { ...d, retrying: true } : d));
    const sent = await send(waiting.code, waiting.result);
    if (sent && sent !== 'checking') {
      setDialog(null);
      await celebrate(sent === 'recorded');
    }
  }, [send, celebrate, setDialog]);

  /** A new run drops a completion still waiting for Retry. */
  const forget = useCallback(() => {
    pending.current = null;
  }, []);

  return { studentId, send, celebrate, retry, forget };
}

import { useEffect } from 'react';
import { useSession } from '@pylands/shared-ui';
import { saveLevelStatus } from '../run/level-status';
import { completionRefusal } from '../run/completion-refusal';
import { syncCompletions, useQueuedCount, type QueuedCompletion, type SendOutcome } from './completion-queue';

/** While something waits, try again this often too: `online` events are not always sent. */
const RETRY_MS = 20_000;

let syncing: Promise<number> | null = null;

async function send(entry: QueuedCompletion): Promise<SendOutcome> {
  try {
    await saveLevelStatus(entry.slug, entry.courseId, 'complete', entry.code, entry);
    return 'recorded';
  } catch (error) {
    const refusal = completionRefusal(error);
    if (refusal.kind === 'offline') return 'offline';
    if (refusal.kind === 'throttled' || refusal.kind === 'busy' || refusal.kind === 'failed') return 'later';
    console.warn(`The server refused the completion of ${entry.slug} made offline`, error);
    return 'refused';
  }
}

/**
 * Sends the completions a student made offline when the network is back (on start, on `online`,
 * and every 20 s while some wait); the server replays each one as always. Returns how many wait.
 */
export function useCompletionSync(studentId: string | null): number {
  const queued = useQueuedCount(studentId);
  const invalidateData = useSession((s) => s.invalidateData);
  useEffect(() => {
    if (!studentId || queued === 0) return;
    const sync = () => {
      syncing ??= syncCompletions(studentId, send).finally(() => {
        syncing = null;
      });
      void syncing.then((recorded) => recorded > 0 && invalidateData()).catch(() => undefined);
    };
    sync();
    window.addEventListener('online', sync);
    const timer = window.setInterval(sync, RETRY_MS);
    return () => {
      window.removeEventListener('online', sync);
      window.clearInterval(timer);
    };
  }, [studentId, queued, invalidateData]);
  return queued;
}

import { useEffect, useState } from 'react';
import type { PopupAnswer } from '@pylands/python-runner/browser';

/** A won run the server has not seen yet: sent (and replayed there) when the network returns. */
export interface QueuedCompletion {
  id?: number;
  studentId: string;
  slug: string;
  courseId: string;
  code: string;
  seed: number;
  answers: PopupAnswer[];
  queuedAt: number;
}

const DB_NAME = 'pylands-offline';
const STORE = 'completions';
const listeners = new Set<() => void>();

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = use(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

function changed(): void {
  for (const listener of listeners) listener();
}

export async function queueCompletion(entry: Omit<QueuedCompletion, 'id' | 'queuedAt'>): Promise<void> {
  await withStore('readwrite', (store) => store.add({ ...entry, queuedAt: Date.now() }));
  changed();
}

export async function queuedCompletions(studentId: string): Promise<QueuedCompletion[]> {
  const all = await withStore<QueuedCompletion[]>('readonly', (store) => store.getAll());
  return all.filter((entry) => entry.studentId === studentId).sort((a, b) => a.queuedAt - b.queuedAt);
}

async function removeCompletion(id: number): Promise<void> {
  await withStore('readwrite', (store) => store.delete(id));
}

/** What sending one queued completion came to. */
export type SendOutcome = 'recorded' | 'refused' | 'offline' | 'later';

/**
 * Sends this student's queued completions in order. A recorded or refused one (the server's
 * verdict: 422 replay failed, 403 ...) leaves the queue; no network or a busy server (429, 503,
 * 5xx) keeps it for the next try. Resolves to how many were recorded.
 */
export async function syncCompletions(
  studentId: string,
  send: (entry: QueuedCompletion) => Promise<SendOutcome>,
): Promise<number> {
  let recorded = 0;
  for (const entry of await queuedCompletions(studentId)) {
    const outcome = await send(entry);
    if (outcome === 'offline' || outcome === 'later') break;
    await removeCompletion(entry.id!);
    if (outcome === 'recorded') recorded += 1;
    changed();
  }
  return recorded;
}

/** How many completions of this student wait for the network; follows the queue. */
export function useQueuedCount(studentId: string | null): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!studentId) {
      setCount(0);
      return;
    }
    let alive = true;
    const refresh = () =>
      void queuedCompletions(studentId)
        .then((entries) => alive && setCount(entries.length))
        .catch(() => undefined);
    listeners.add(refresh);
    refresh();
    return () => {
      alive = false;
      listeners.delete(refresh);
    };
  }, [studentId]);
  return count;
}

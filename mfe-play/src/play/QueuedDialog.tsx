import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { DialogQueue } from './dialog-queue';

const DialogQueueContext = createContext<DialogQueue | null>(null);

/** One queue per play page: the play screen's dialogs take turns. */
export function DialogQueueProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(() => new DialogQueue());
  return <DialogQueueContext.Provider value={queue}>{children}</DialogQueueContext.Provider>;
}

/** Whether the dialog `id`, wanted open, may show now (it is first in the play screen's line). */
export function useDialogTurn(id: string, wanted: boolean): boolean {
  const context = useContext(DialogQueueContext);
  // Outside a play screen (a dialog shown alone) every dialog has its turn at once.
  const [own] = useState(() => new DialogQueue());
  const queue = context ?? own;
  useLayoutEffect(() => queue.set(id, wanted), [queue, id, wanted]);
  useLayoutEffect(() => () => queue.set(id, false), [queue, id]);
  const head = useSyncExternalStore(queue.subscribe, queue.head);
  return wanted && head === id;
}

/** Renders its dialog only in its turn; `when` says the dialog wants to open. */
export function QueuedDialog({ id, when, children }: { id: string; when: boolean; children: ReactNode }) {
  return useDialogTurn(id, when) ? children : null;
}

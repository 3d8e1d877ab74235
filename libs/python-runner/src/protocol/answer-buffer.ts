import { ANSWER_BUFFER_BYTES } from './limits';
import type { PopupAnswer } from './run-types';

/**
 * A popup pauses the script synchronously: the worker blocks in Atomics.wait on this buffer and
 * the host writes the answer into it. Layout: Int32 state, Int32 byte length, UTF-8 JSON.
 */
const STATE = 0;
const LENGTH = 1;
const HEADER_BYTES = 8;
export const ANSWER_WAITING = 0;
export const ANSWER_GIVEN = 1;
/** The run was stopped while the popup was open: the script ends with KeyboardInterrupt. */
export const ANSWER_CANCELLED = 2;

export function createAnswerBuffer(): SharedArrayBuffer {
  return new SharedArrayBuffer(HEADER_BYTES + ANSWER_BUFFER_BYTES);
}

export function writeAnswer(buffer: SharedArrayBuffer, answer: PopupAnswer): void {
  const bytes = new TextEncoder().encode(JSON.stringify({ value: answer }));
  new Uint8Array(buffer, HEADER_BYTES, ANSWER_BUFFER_BYTES).set(bytes.subarray(0, ANSWER_BUFFER_BYTES));
  const header = new Int32Array(buffer, 0, 2);
  Atomics.store(header, LENGTH, bytes.length);
  Atomics.store(header, STATE, ANSWER_GIVEN);
  Atomics.notify(header, STATE);
}

export function cancelAnswer(buffer: SharedArrayBuffer): void {
  const header = new Int32Array(buffer, 0, 2);
  Atomics.store(header, STATE, ANSWER_CANCELLED);
  Atomics.notify(header, STATE);
}

/** Worker side: clears the buffer before a popup is posted. */
export function resetAnswer(buffer: SharedArrayBuffer): void {
  Atomics.store(new Int32Array(buffer, 0, 2), STATE, ANSWER_WAITING);
}

/** Worker side: blocks until the host answers or cancels. */
export function waitForAnswer(
  buffer: SharedArrayBuffer,
): { cancelled: true } | { cancelled: false; value: PopupAnswer } {
  const header = new Int32Array(buffer, 0, 2);
  Atomics.wait(header, STATE, ANSWER_WAITING);
  const state = Atomics.load(header, STATE);
  if (state === ANSWER_CANCELLED) return { cancelled: true };
  const length = Math.min(Atomics.load(header, LENGTH), ANSWER_BUFFER_BYTES);
  // TextDecoder refuses views on shared memory: copy first.
  const copy = new Uint8Array(length);
  copy.set(new Uint8Array(buffer, HEADER_BYTES, length));
  const parsed = JSON.parse(new TextDecoder().decode(copy)) as { value: PopupAnswer };
  return { cancelled: false, value: parsed.value };
}

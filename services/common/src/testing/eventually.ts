/**
 * Reads real state again until `done` holds, yielding to the event loop between reads (no clock:
 * each read is a query or a request; the test's own time-out bounds the wait).
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  while (!done(value)) {
    await new Promise((resolve) => setImmediate(resolve));
    value = await read();
  }
  return value;
}

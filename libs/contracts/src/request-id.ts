/** Carries one request's id from the gateway to every service it reaches, and back to the caller. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Short, printable, no spaces: safe on a log line and in a header. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming id when it is well-formed, else a fresh UUID (a malformed one is never logged). */
export function requestIdFrom(incoming: unknown): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return typeof value === 'string' && WELL_FORMED.test(value) ? value : globalThis.crypto.randomUUID();
}

/** The id a queued job carries, when its data has a well-formed one. */
export function jobRequestId(data: unknown): string | undefined {
  const value = (data as { request_id?: unknown } | null)?.request_id;
  return typeof value === 'string' && WELL_FORMED.test(value) ? value : undefined;
}

import { apiUrl, sendApiRequest } from './request';

/**
 * An answer asked for at the start of the page is used by the first call for it within this time,
 * unless the page changed something in between (dropPrefetched).
 */
const FRESH_MS = 10_000;

const prefetched = new Map<string, { response: Promise<Response>; at: number }>();

/**
 * Asks for a GET call's answer before the screen that needs it has loaded (the play page's level
 * data while the shell and the play remote download); the first call() for the same URL takes
 * it. Resolves with a copy of the answer for the caller's own use.
 */
export function prefetchApi(path: string, query?: Record<string, string | undefined>): Promise<Response> {
  const url = apiUrl(path, query);
  const response = sendApiRequest(url);
  // The caller's copy is taken before the first call reads the body.
  const copy = response.then((answer) => answer.clone());
  prefetched.set(url.href, { response, at: performance.now() });
  response.catch(() => prefetched.delete(url.href));
  return copy;
}

/** A call that changes something (POST, PUT, DELETE) makes every answer asked for before it stale. */
export function dropPrefetched(): void {
  prefetched.clear();
}

/** The prefetched answer for this URL, once, while it is fresh. */
export function takePrefetched(url: URL): Promise<Response> | undefined {
  const entry = prefetched.get(url.href);
  if (!entry) return undefined;
  prefetched.delete(url.href);
  return performance.now() - entry.at <= FRESH_MS ? entry.response : undefined;
}

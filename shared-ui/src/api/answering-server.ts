/** A request the tests' stand-in for the API server received. */
export type Call = { url: string; init: RequestInit };

/**
 * For the typed clients' tests: the page's origin and a `fetch` that answers every request with
 * `status` and `body` (JSON), recording what was asked.
 */
export function answer(status: number, body: unknown): { calls: Call[] } {
  const calls: Call[] = [];
  (globalThis as { window?: unknown }).window = { location: { origin: 'http://localhost:8080' } };
  globalThis.fetch = (async (url: URL, init: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { status, statusText: status === 200 ? 'OK' : 'Error' });
  }) as typeof fetch;
  return { calls };
}

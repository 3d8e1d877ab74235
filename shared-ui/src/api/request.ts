export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** A GET takes the answer the page's start asked for, if any (prefetchApi); false asks afresh. */
  prefetched?: boolean;
}

/** The URL of `/api/{path}` (or an `/api/…` path from API_PATHS) with its query. */
export function apiUrl(path: string, query: RequestOptions['query'] = {}): URL {
  // Paths from API_PATHS already start with /api/; older callers pass them without it.
  const url = new URL(
    path.startsWith('/api/') ? path : `/api/${path.replace(/^\//, '')}`,
    window.location.origin,
  );
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url;
}

/** The request every call makes: JSON, the session cookie, the CSRF header. */
export function sendApiRequest(url: URL, options: Omit<RequestOptions, 'query'> = {}): Promise<Response> {
  return fetch(url, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'pylands',
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
}

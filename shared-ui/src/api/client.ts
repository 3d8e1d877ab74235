import { AbortedError, ApiError } from './api-error';
import { dropPrefetched, takePrefetched } from './prefetch';
import { apiUrl, sendApiRequest, type RequestOptions } from './request';

export type { RequestOptions } from './request';

/**
 * Calls `/api/{path}` (or an `/api/…` path from API_PATHS) with JSON and the session cookie. The X-Requested-With header is the
 * CSRF guard the services require on state-changing calls. A GET the start of the page already
 * asked for (prefetchApi) takes that answer.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path, options.query);
  let response: Response;
  try {
    const reading = (options.method ?? 'GET') === 'GET';
    if (!reading) dropPrefetched();
    const early = reading && options.prefetched !== false ? takePrefetched(url) : undefined;
    response = await (early ?? sendApiRequest(url, options));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw new AbortedError();
    throw error;
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw new ApiError(response.status, response.statusText, body);
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

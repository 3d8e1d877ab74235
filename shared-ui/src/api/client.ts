import type { z } from 'zod';
import { AbortedError, ApiError, ContractError } from './api-error';
import { dropPrefetched, takePrefetched } from './prefetch';
import { apiUrl, sendApiRequest, type RequestOptions } from './request';

export type { RequestOptions } from './request';

/**
 * The one way the front ends call `/api/{path}` (or an `/api/…` path from API_PATHS): JSON, the
 * session cookie and the X-Requested-With header (the CSRF guard the services require on
 * state-changing calls). The answer is parsed with its contract schema from libs/contracts: a
 * non-success status is an ApiError, an answer the schema refuses a ContractError (an ApiError
 * too). A GET the start of the page already asked for (prefetchApi) takes that answer.
 */
export async function call<S extends z.ZodType>(
  schema: S,
  path: string,
  options: RequestOptions = {},
): Promise<z.output<S>> {
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
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ContractError(url.pathname, response.status, response.statusText, body, parsed.error.issues);
  return parsed.data;
}

import { z } from 'zod';

/** Every error response body (NestJS shape); 422 is named "Validation Error", as the spec names it. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  error: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const HTTP_ERROR_NAMES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Validation Error',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The largest request body the gateway passes on and the services parse. */
export const REQUEST_BODY_LIMIT_BYTES = 256 * 1024;
/** 413 from the gateway for a larger body. */
export const BODY_TOO_LARGE_MESSAGE = `The request is too large: at most ${REQUEST_BODY_LIMIT_BYTES / 1024} KB may be sent.`;

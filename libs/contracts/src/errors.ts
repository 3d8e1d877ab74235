import { z } from 'zod';

/** Every error response body (NestJS shape). 422 is "Unprocessable Entity", the spec's Validation Error. */
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
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

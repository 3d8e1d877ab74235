import { HttpException } from '@nestjs/common';
import { HTTP_ERROR_NAMES } from '@pylands/contracts';

/**
 * A 429 or 503 that tells the caller when to try again: the exception filter sends its
 * `retryAfterSeconds` as the Retry-After header.
 */
export class RetryLaterException extends HttpException {
  constructor(
    status: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ statusCode: status, message, error: HTTP_ERROR_NAMES[status] ?? 'Error' }, status);
  }
}

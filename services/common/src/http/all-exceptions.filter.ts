import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { HTTP_ERROR_NAMES, type ErrorBody } from '@pylands/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../database/database-unavailable';
import { RetryLaterException } from './retry-later.exception';

const DATABASE_RETRY_AFTER_SECONDS = 5;

/** PostgreSQL error codes that mean the input was wrong, not the server. */
const PG_INPUT_ERRORS: Record<string, number> = {
  '22P02': 400, // invalid_text_representation (e.g. "abc" for a uuid column)
  '22003': 400, // numeric_value_out_of_range
  '22001': 400, // string_data_right_truncation
  '22021': 400, // character_not_in_repertoire (e.g. NUL bytes)
  '23505': 409, // unique_violation
  '23503': 404, // foreign_key_violation: the referenced row is gone
};

function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, message, error: HTTP_ERROR_NAMES[statusCode] ?? 'Error' };
}

function messageOf(response: string | object, fallback: string): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return fallback;
}

/** Maps a thrown value to the response body; anything unexpected becomes a 500 that leaks nothing. */
export function toErrorBody(exception: unknown): { body: ErrorBody; unexpected: boolean } {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    return {
      body: errorBody(status, messageOf(exception.getResponse(), exception.message)),
      unexpected: false,
    };
  }
  const candidate = exception as { code?: unknown; statusCode?: unknown; driverError?: { code?: unknown } };
  const pgCode = candidate?.driverError?.code ?? candidate?.code;
  if (typeof pgCode === 'string' && PG_INPUT_ERRORS[pgCode]) {
    const status = PG_INPUT_ERRORS[pgCode];
    const message = status === 409 ? 'Already exists' : status === 404 ? 'Not found' : 'Malformed input';
    return { body: errorBody(status, message), unexpected: false };
  }
  if (isDatabaseUnavailable(exception)) {
    return { body: errorBody(503, DATABASE_UNAVAILABLE_MESSAGE), unexpected: false };
  }
  // Fastify's own errors (bad JSON, wrong content type, body too large) carry a 4xx statusCode.
  if (
    typeof candidate?.statusCode === 'number' &&
    candidate.statusCode >= 400 &&
    candidate.statusCode < 500
  ) {
    const message = exception instanceof Error ? exception.message : 'Bad request';
    return { body: errorBody(candidate.statusCode, message), unexpected: false };
  }
  return { body: errorBody(500, 'Internal server error'), unexpected: true };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { body, unexpected } = toErrorBody(exception);
    if (unexpected) {
      const error = exception instanceof Error ? exception : new Error(String(exception));
      this.logger.error(
        { message: 'Unhandled error', method: request?.method, url: request?.url, error: error.message },
        error.stack,
      );
    }
    if (exception instanceof RetryLaterException)
      void reply.header('retry-after', String(exception.retryAfterSeconds));
    else if (body.statusCode === 503 && body.message === DATABASE_UNAVAILABLE_MESSAGE)
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}

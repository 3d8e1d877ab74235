/** What a caller reads when PostgreSQL cannot be reached (503, with Retry-After); screens word it themselves. */
export { DATABASE_UNAVAILABLE_MESSAGE } from '@pylands/contracts';

// Class 08 (connection exception) and 57P01–57P03 (the server shuts down or is starting).
const PG_CODES = /^(08...|57P0[123])$/;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
// node-postgres says these in words only: a cut connection, the pool's connect or query time-out.
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error/i;

/** True when the error says PostgreSQL is down or restarting, not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const candidate = error as {
    code?: unknown;
    driverError?: { code?: unknown; message?: unknown };
    message?: unknown;
  };
  const code = candidate?.driverError?.code ?? candidate?.code;
  if (typeof code === 'string' && (PG_CODES.test(code) || NETWORK_CODES.has(code))) return true;
  const message = candidate?.driverError?.message ?? candidate?.message;
  return typeof message === 'string' && PG_MESSAGES.test(message);
}

import { ConsoleLogger, type LogLevel } from '@nestjs/common';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Log levels from LOG_LEVEL: the named level and everything more severe ("silent" logs nothing). */
export function logLevelsFor(level: string): LogLevel[] {
  if (level === 'silent') return [];
  const index = LEVELS.indexOf(level as LogLevel);
  return LEVELS.slice(0, index === -1 ? LEVELS.indexOf('log') + 1 : index + 1);
}

/** One JSON object per line on stdout, so log collectors need no parsing rules. */
export function createJsonLogger(serviceName: string, level = process.env.LOG_LEVEL || 'log'): ConsoleLogger {
  return new ConsoleLogger(serviceName, {
    json: true,
    logLevels: logLevelsFor(level),
    // Defence in depth: secrets never reach the logs even if an object carrying them is logged.
    redact: ['password', 'password_hash', 'passwordHash', 'cookie', 'authorization', 'jwtSecret'],
  });
}

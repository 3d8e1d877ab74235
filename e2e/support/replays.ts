import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A program that never ends: its replay holds a replay worker for the whole 5 s budget. */
export const ENDLESS_PROGRAM = 'from player import *\n\nwhile True:\n    pass\n';

/**
 * How many replays the levels service is running or queueing now: each holds its student's replay
 * lock in the stack's Redis from just before it enters the pool until it is over.
 */
export async function replaysInProgress(): Promise<number> {
  const url = process.env.E2E_REDIS_URL;
  if (!url) throw new Error('E2E_REDIS_URL is not set (global setup starts the stack)');
  const { stdout } = await run('redis-cli', ['-u', url, '--scan', '--pattern', '*:replay-lock:*']);
  return stdout.split('\n').filter(Boolean).length;
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CookieSecurity } from '../session/cookies';

export interface ServiceConfig {
  /** Production refuses to start without explicit secrets. */
  production: boolean;
  databaseUrl: string;
  redisUrl: string;
  jwtSecret: string;
  /** Session lifetime in seconds (cookie Max-Age and JWT exp). */
  sessionTtlSeconds: number;
  /** COOKIE_SECURE: 'true' always, 'false' never (plain-HTTP development on a LAN), else 'auto'. */
  cookieSecure: CookieSecurity;
  host: string;
  logLevel: string;
  /** PostgreSQL connections per service (keep the sum ≤ PGlite's -m when DATABASE_URL points at PGlite). */
  dbPoolSize: number;
  /** Key prefix of every BullMQ queue: lets test runs share one Redis without seeing each other's jobs. */
  queuePrefix: string;
  /** False (MIGRATIONS_RUN=false): a migrations Job migrates; the service only checks none is pending. */
  migrationsRun?: boolean;
  /**
   * Where the auth service listens (AUTH_URL): other services ask it for session state while Redis
   * is unreachable. Left out, they refuse the sessions Redis cannot confirm.
   */
  authUrl?: string;
}

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5433/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6380';
const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** The monorepo root (the package.json with workspaces), where `.data/` lives in development. */
export function findRepoRoot(start = __dirname): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if (JSON.parse(readFileSync(manifest, 'utf8')).workspaces) return dir;
      } catch {
        // An unreadable manifest is not the root: keep walking up.
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/**
 * Development secret shared by every service on this machine: created once in `.data/jwt-secret`.
 * `wx` makes creation atomic when several services start at the same time.
 */
export function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const production = env.NODE_ENV === 'production';
  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (production) throw new Error('JWT_SECRET must be set in production');
    jwtSecret = readOrCreateDevSecret(
      env.PYLANDS_DATA_DIR ?? env.DATA_DIR ?? path.join(findRepoRoot(), '.data'),
    );
  } else if (jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters');
  }
  const ttl = Number(env.SESSION_TTL_SECONDS ?? SESSION_TTL_SECONDS);
  return {
    production,
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    redisUrl: env.REDIS_URL || DEFAULT_REDIS_URL,
    jwtSecret,
    sessionTtlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : SESSION_TTL_SECONDS,
    cookieSecure: env.COOKIE_SECURE === 'true' ? true : env.COOKIE_SECURE === 'false' ? false : 'auto',
    host: env.HOST || '127.0.0.1',
    logLevel: env.LOG_LEVEL || 'log',
    dbPoolSize: Math.max(1, Number(env.DB_POOL_SIZE) || 10),
    queuePrefix: env.QUEUE_PREFIX || 'pylands',
    migrationsRun: env.MIGRATIONS_RUN !== 'false',
    authUrl: env.AUTH_URL || `http://127.0.0.1:${env.AUTH_PORT || '3001'}`,
  };
}

/** Injection token of the ServiceConfig. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');

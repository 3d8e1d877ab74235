import os from 'node:os';
import path from 'node:path';
import { findRepoRoot } from '@pylands/common';
import { MAX_STUDENTS_PER_PARENT } from '@pylands/contracts';
import { loadGoogleConfig, type GoogleLoginConfig } from '../google/google-config';
import {
  RATE_LIMITS,
  scaleRateLimits,
  type RatePolicy,
  type RatePolicyName,
} from '../rate-limit/rate-limits';

/** Settings only the auth service reads (README: configuration). */
export interface AuthConfig {
  /** Public address of the app, for links in emails. */
  appUrl: string;
  /** SMTP server (`smtp://user:pass@host:port`, `smtps://…`); null writes emails to `mailboxDir`. */
  smtpUrl: string | null;
  /** Development mailbox: one `.eml` file per email when no SMTP server is configured. */
  mailboxDir: string;
  mailFrom: string;
  signupTokenTtlSeconds: number;
  confirmEmailTokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  maxStudentsPerParent: number;
  /** Per-IP and per-account limits of the sign-in and email calls (rate-limits.ts). */
  rateLimits: Record<RatePolicyName, RatePolicy>;
  /**
   * Whether a client on this machine (a loopback address) uses up the per-IP limits
   * (RATE_LIMIT_LOOPBACK=count; default exempt). Per-account limits count for everyone.
   */
  rateLimitLoopback: boolean;
  /** Log In with Google; null (GOOGLE_CLIENT_ID unset) turns it off. */
  google: GoogleLoginConfig | null;
  /** The organizations service (class sign-up adds the student there; service secret header). */
  organizationsUrl: string;
  /** levels and tips, which the weekly summary email reads each child's week from (service secret). */
  levelsUrl: string;
  tipsUrl: string;
  /** When the weekly summary email goes out (cron, UTC; WEEKLY_REPORT_CRON, default Monday 08:00). */
  weeklyReportCron: string;
}

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

/** Mondays at 08:00 UTC. */
export const DEFAULT_WEEKLY_REPORT_CRON = '0 8 * * 1';

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : fallback;
}

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const dataDir = env.PYLANDS_DATA_DIR ?? env.DATA_DIR ?? path.join(findRepoRoot(), '.data');
  // Test runs that start auth without a mail server keep their emails out of the developer's mailbox.
  const defaultMailbox =
    env.NODE_ENV === 'test' ? path.join(os.tmpdir(), 'pylands-test-mailbox') : path.join(dataDir, 'mailbox');
  return {
    appUrl: (env.APP_URL || `http://localhost:${env.PORT || 8080}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailboxDir: env.MAILBOX_DIR || defaultMailbox,
    mailFrom: env.MAIL_FROM || 'Pylands <no-reply@pylands.local>',
    signupTokenTtlSeconds: positive(env.SIGNUP_TOKEN_TTL_SECONDS, 24 * 60 * 60),
    confirmEmailTokenTtlSeconds: positive(env.CONFIRM_EMAIL_TOKEN_TTL_SECONDS, 7 * 24 * 60 * 60),
    resetTokenTtlSeconds: positive(env.RESET_TOKEN_TTL_SECONDS, 60 * 60),
    maxStudentsPerParent: positive(env.MAX_STUDENTS_PER_PARENT, MAX_STUDENTS_PER_PARENT),
    rateLimits: scaleRateLimits(RATE_LIMITS, positive(env.RATE_LIMIT_FACTOR, 1)),
    rateLimitLoopback: env.RATE_LIMIT_LOOPBACK?.trim().toLowerCase() === 'count',
    google: loadGoogleConfig(env),
    organizationsUrl: (
      env.ORGANIZATIONS_URL || `http://127.0.0.1:${env.ORGANIZATIONS_PORT || '3004'}`
    ).replace(/\/+$/, ''),
    levelsUrl: (env.LEVELS_URL || `http://127.0.0.1:${env.LEVELS_PORT || '3002'}`).replace(/\/+$/, ''),
    tipsUrl: (env.TIPS_URL || `http://127.0.0.1:${env.TIPS_PORT || '3003'}`).replace(/\/+$/, ''),
    weeklyReportCron: env.WEEKLY_REPORT_CRON?.trim() || DEFAULT_WEEKLY_REPORT_CRON,
  };
}

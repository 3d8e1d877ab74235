import { HttpException, Inject, Injectable } from '@nestjs/common';
import { InternalServiceClient } from '../session/internal-service-client';
import {
  entitlementsSchema,
  INTERNAL_PAYMENTS_PATHS,
  LEVEL_LOCKED_MESSAGE,
  type Entitlements,
} from '@pylands/contracts';
import { SERVICE_CONFIG, type ServiceConfig } from '../config/service-config';
import { RequestContext } from '../logging/request-context';
import type { Identity } from '../session/identity';

const TIMEOUT_MS = 3000;

export const ENTITLEMENTS_OPTIONS = Symbol('ENTITLEMENTS_OPTIONS');

export interface EntitlementsOptions {
  /** Where payments' internal entitlements route is (PAYMENTS_URL). */
  paymentsUrl: string;
  /** How long an answer of payments is reused for the same session (ENTITLEMENTS_CACHE_MS). */
  entitlementsCacheMs: number;
}

export function loadEntitlementsOptions(env: NodeJS.ProcessEnv = process.env): EntitlementsOptions {
  const cache = Number(env.ENTITLEMENTS_CACHE_MS);
  return {
    paymentsUrl: env.PAYMENTS_URL || `http://127.0.0.1:${env.PAYMENTS_PORT || '3005'}`,
    entitlementsCacheMs: Number.isFinite(cache) && cache >= 0 ? cache : 3000,
  };
}

/** 402 in the spec's error shape (doc 1 §8): the play screen sends a parent to /purchase, staff to /schools. */
export function levelLocked(): HttpException {
  return new HttpException(
    { statusCode: 402, message: LEVEL_LOCKED_MESSAGE, error: 'Payment Required' },
    402,
  );
}

/** Whose entitlements: the session's user, the student playing or read, the session's organization. */
export interface EntitlementSubject {
  user_id: string;
  student_id: string | null;
  organization_id: string | null;
}

/**
 * payments' answer to "what may this session play" (its internal route, service secret), reused for
 * a few seconds per subject so a sidebar and a level load ask once. levels (level locks, attempts)
 * and tips (locked levels, the assistant's limit) ask through it. When payments cannot answer the
 * result is null: callers treat that as "no entitlements" (paid levels locked, free ones open).
 */
@Injectable()
export class EntitlementsClient extends InternalServiceClient {
  private readonly cache = new Map<string, { at: number; answer: Promise<Entitlements | null> }>();

  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(ENTITLEMENTS_OPTIONS) private readonly options: EntitlementsOptions,
    context: RequestContext,
  ) {
    super(config, context, 'EntitlementsClient');
  }

  /** A session's entitlements for the student it plays or reads; visitors have none. */
  forSession(
    identity: Identity | null,
    studentId: string | null = identity?.student_id ?? null,
  ): Promise<Entitlements | null> {
    if (!identity) return Promise.resolve(null);
    return this.of({
      user_id: identity.user_id,
      student_id: studentId,
      organization_id: identity.organization_id,
    });
  }

  of(subject: EntitlementSubject): Promise<Entitlements | null> {
    const key = `${subject.user_id}|${subject.student_id ?? ''}|${subject.organization_id ?? ''}`;
    const now = Date.now();
    const cached = this.cache.get(key);
    if (cached && now - cached.at < this.options.entitlementsCacheMs) return cached.answer;
    const answer = this.ask(subject);
    if (this.options.entitlementsCacheMs > 0) {
      this.forgetOld(now);
      this.cache.set(key, { at: now, answer });
      // A failure is not remembered: the next request asks again.
      void answer.then((value) => value === null && this.cache.delete(key));
    }
    return answer;
  }

  private forgetOld(now: number): void {
    for (const [key, entry] of this.cache)
      if (now - entry.at >= this.options.entitlementsCacheMs) this.cache.delete(key);
  }

  private async ask(subject: EntitlementSubject): Promise<Entitlements | null> {
    const url = new URL(INTERNAL_PAYMENTS_PATHS.entitlements, this.options.paymentsUrl);
    url.searchParams.set('user_id', subject.user_id);
    if (subject.student_id) url.searchParams.set('student_id', subject.student_id);
    if (subject.organization_id) url.searchParams.set('organization_id', subject.organization_id);
    try {
      const answer = await this.callRoute(url.toString(), {
        timeoutMs: TIMEOUT_MS,
      });
      const parsed = entitlementsSchema.safeParse(answer.body);
      if (answer.ok && parsed.success) return parsed.data;
      this.logger.warn({ message: 'payments refused the entitlements', status: answer.status });
    } catch (error) {
      this.logger.warn({ message: 'payments unreachable: paid levels locked', error: String(error) });
    }
    return null;
  }
}

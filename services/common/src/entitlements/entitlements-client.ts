import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  callService,
  RequestContext,
  SERVICE_CONFIG,
  serviceSecret,
  type ServiceConfig,
} from '@pylands/common';
import { entitlementsSchema, INTERNAL_PAYMENTS_PATHS, type Entitlements } from '@pylands/contracts';
import { LEVELS_OPTIONS, type LevelsOptions } from './levels-config';

const TIMEOUT_MS = 3000;

/** Whose entitlements: the session's user, the student playing or read, the session's organization. */
export interface EntitlementSubject {
  user_id: string;
  student_id: string | null;
  organization_id: string | null;
}

/**
 * payments' answer to "what may this session play" (its internal route, service secret), reused for
 * a few seconds per subject so a sidebar and a level load ask once. When payments cannot answer the
 * result is null: callers treat that as "no entitlements" (paid levels locked, free ones open).
 */
@Injectable()
export class EntitlementsClient {
  private readonly logger = new Logger('EntitlementsClient');
  private readonly secret: string;
  private readonly cache = new Map<string, { at: number; answer: Promise<Entitlements | null> }>();

  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(LEVELS_OPTIONS) private readonly options: LevelsOptions,
    private readonly context: RequestContext,
  ) {
    this.secret = serviceSecret(config);
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
      const answer = await callService(url.toString(), this.secret, {
        timeoutMs: TIMEOUT_MS,
        requestId: this.context.requestId(),
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

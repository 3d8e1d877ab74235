import { HttpException, Injectable } from '@nestjs/common';
import type { Identity } from '@pylands/common';
import { isFreeLevel, isLevelLocked, type LevelContent } from '@pylands/content';
import { LEVEL_LOCKED_MESSAGE, type Entitlements } from '@pylands/contracts';
import { EntitlementsClient } from './entitlements.client';

/** 402 in the spec's error shape (doc 1 §8): the play screen sends a parent to /purchase, staff to /schools. */
export function levelLocked(): HttpException {
  return new HttpException(
    { statusCode: 402, message: LEVEL_LOCKED_MESSAGE, error: 'Payment Required' },
    402,
  );
}

/**
 * Entitlements as levels uses them: visitors have none (the free levels stay open to them); a
 * signed-in session's come from payments for the student it plays or reads.
 */
@Injectable()
export class LevelLocks {
  constructor(private readonly client: EntitlementsClient) {}

  entitlements(identity: Identity | null, studentId: string | null): Promise<Entitlements | null> {
    if (!identity) return Promise.resolve(null);
    return this.client.of({
      user_id: identity.user_id,
      student_id: studentId,
      organization_id: identity.organization_id,
    });
  }

  /** 402 for a locked level; free levels never ask payments, so its outage never locks them. */
  async assertOpen(level: LevelContent, identity: Identity | null, studentId: string | null): Promise<void> {
    if (isFreeLevel(level)) return;
    if (isLevelLocked(level, await this.entitlements(identity, studentId))) throw levelLocked();
  }
}

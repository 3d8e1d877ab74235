import { Injectable } from '@nestjs/common';
import { EntitlementsClient, levelLocked, type Identity } from '@pylands/common';
import { isFreeLevel, isLevelLocked, type LevelContent } from '@pylands/content';
import type { Entitlements } from '@pylands/contracts';

export { levelLocked };

/**
 * Entitlements as levels uses them: visitors have none (the free levels stay open to them); a
 * signed-in session's come from payments for the student it plays or reads.
 */
@Injectable()
export class LevelLocks {
  constructor(private readonly client: EntitlementsClient) {}

  entitlements(identity: Identity | null, studentId: string | null): Promise<Entitlements | null> {
    return this.client.forSession(identity, studentId);
  }

  /**
   * 402 for a locked level (or a chapter's quiz: the same rule by course and chapter); free levels
   * never ask payments, so its outage never locks them.
   */
  async assertOpen(
    level: Pick<LevelContent, 'courseId' | 'chapterId'>,
    identity: Identity | null,
    studentId: string | null,
  ): Promise<void> {
    if (isFreeLevel(level)) return;
    if (isLevelLocked(level, await this.entitlements(identity, studentId))) throw levelLocked();
  }
}

import { Injectable } from '@nestjs/common';
import { SessionRegistry } from '@pylands/common';

/**
 * Whether a student is one of a parent's live students, from the session state the auth service
 * keeps for every account (SessionRegistry: Redis, else PostgreSQL through auth): the guard has just
 * checked that state for this very session, so the answer is as fresh as the session itself.
 */
@Injectable()
export class ParentStudents {
  constructor(private readonly registry: SessionRegistry) {}

  /** 503 "Sessions cannot be checked right now" when neither Redis nor auth can answer. */
  async owns(parentId: string, studentId: string): Promise<boolean> {
    const state = await this.registry.current(parentId);
    return state?.studentIds.includes(studentId) ?? false;
  }
}

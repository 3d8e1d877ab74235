import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { Identity } from '@pylands/common';
import {
  CREATIVE_LEVEL_NOT_FOUND_MESSAGE,
  CREATIVE_REPORT_OWN_MESSAGE,
  CREATIVE_STAFF_ONLY_MESSAGE,
  SLUG_PATTERN,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { CreativeAccess } from './creative-access';
import { CreativeLevelRow } from './creative-level.entity';
import { CreativeLevelsService } from './creative-levels.service';

/** The level a report or a hide names: `?user_id`, when given, must be its creator. */
interface LevelRef {
  courseId: string;
  slug: string;
  creatorUserId?: string;
}

/**
 * Players report shared levels (one report per account and level; a new one replaces the reason);
 * platform staff hide or show a level. A hidden level leaves every list and answers 404 to all but
 * its creator and staff.
 */
@Injectable()
export class CreativeModerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly levels: CreativeLevelsService,
    private readonly access: CreativeAccess,
  ) {}

  async report(identity: Identity, ref: LevelRef, reason: string): Promise<void> {
    const row = await this.levels.get(identity, ref.courseId, ref.slug);
    if (ref.creatorUserId !== undefined && ref.creatorUserId !== row.userId)
      throw new NotFoundException(CREATIVE_LEVEL_NOT_FOUND_MESSAGE);
    if (this.access.isCreator(identity, row)) throw new ForbiddenException(CREATIVE_REPORT_OWN_MESSAGE);
    await this.dataSource.query(
      `INSERT INTO "levels"."creative_level_reports" ("level_id", "reporter_user_id", "reason") VALUES ($1, $2, $3)
       ON CONFLICT ("level_id", "reporter_user_id") DO UPDATE SET "reason" = $3, "reported_at" = now()`,
      [row.id, identity.user_id, reason],
    );
  }

  async setHidden(identity: Identity, ref: LevelRef, hidden: boolean): Promise<boolean> {
    if (!(await this.access.isStaff(identity))) throw new ForbiddenException(CREATIVE_STAFF_ONLY_MESSAGE);
    const row = SLUG_PATTERN.test(ref.slug)
      ? await this.dataSource
          .getRepository(CreativeLevelRow)
          .findOneBy({ courseId: ref.courseId, levelSlug: ref.slug })
      : null;
    if (!row || (ref.creatorUserId !== undefined && ref.creatorUserId !== row.userId))
      throw new NotFoundException(CREATIVE_LEVEL_NOT_FOUND_MESSAGE);
    // Not a change of the level: its last-change time stays the creator's.
    await this.dataSource.query(`UPDATE "levels"."creative_levels" SET "hidden" = $2 WHERE "id" = $1`, [
      row.id,
      hidden,
    ]);
    return hidden;
  }
}

import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { Identity } from '@pylands/common';
import {
  CREATIVE_LEVEL_NOT_FOUND_MESSAGE,
  CREATIVE_REPORTED_LIST_LIMIT,
  CREATIVE_REPORT_OWN_MESSAGE,
  CREATIVE_STAFF_ONLY_MESSAGE,
  SLUG_PATTERN,
  type CreativeReportedLevel,
} from '@pylands/contracts';
import { DataSource, In } from 'typeorm';
import { CreativeAccess } from './creative-access';
import { CreativeLevelRow } from './creative-level.entity';
import { CreativeLevelsService } from './creative-levels.service';
import { toCreativeSummary } from './creative-views';

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

  /** Staff's list: every reported level (hidden ones too), the most reported first. */
  async reported(identity: Identity): Promise<CreativeReportedLevel[]> {
    if (!(await this.access.isStaff(identity))) throw new ForbiddenException(CREATIVE_STAFF_ONLY_MESSAGE);
    const counts: { level_id: string; reports: number; reasons: string[]; last: Date }[] =
      await this.dataSource.query(
        `SELECT "level_id", count(*)::int AS "reports", array_agg("reason" ORDER BY "reported_at" DESC) AS "reasons",
                max("reported_at") AS "last"
         FROM "levels"."creative_level_reports" GROUP BY "level_id"
         ORDER BY count(*) DESC, max("reported_at") DESC LIMIT $1`,
        [CREATIVE_REPORTED_LIST_LIMIT],
      );
    const rows = await this.dataSource
      .getRepository(CreativeLevelRow)
      .findBy({ id: In(counts.map((count) => count.level_id)) });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return counts.flatMap((count) => {
      const row = byId.get(count.level_id);
      if (!row) return [];
      const last = new Date(count.last).toISOString();
      return [
        { ...toCreativeSummary(row), reports: count.reports, reasons: count.reasons, last_reported_at: last },
      ];
    });
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

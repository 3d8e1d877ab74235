import { Injectable } from '@nestjs/common';
import type { Badge } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { BadgeAward } from './badge-award.entity';
import { badgeCatalogue, type BadgeDefinition } from './badge-catalogue';

/** Earned badges: each awarded once by the table's primary key; the list joins them with the catalogue. */
@Injectable()
export class BadgeAwardsService {
  constructor(private readonly dataSource: DataSource) {}

  /** True when this call awarded it (a second award of the same badge changes nothing). */
  async award(studentId: string, badge: BadgeDefinition): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO "levels"."badge_awards" ("student_id", "badge_id", "kind", "course_id", "chapter_id", "earned_at")
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT ("student_id", "badge_id") DO NOTHING RETURNING "badge_id"`,
      [studentId, badge.id, badge.kind, badge.course_id, badge.chapter_id],
    );
    return rows.length === 1;
  }

  /** Earned badges newest first, then the locked ones in course order. */
  async list(studentId: string): Promise<Badge[]> {
    const awards = await this.dataSource
      .getRepository(BadgeAward)
      .find({ where: { studentId }, order: { earnedAt: 'DESC', badgeId: 'ASC' } });
    const catalogue = badgeCatalogue();
    const earnedAt = new Map(awards.map((award) => [award.badgeId, award.earnedAt]));
    const earned: Badge[] = awards.flatMap((award) => {
      const badge = catalogue.find((b) => b.id === award.badgeId);
      return badge ? [{ ...badge, earned: true, earned_at: award.earnedAt.toISOString() }] : [];
    });
    const locked: Badge[] = catalogue
      .filter((badge) => !earnedAt.has(badge.id))
      .map((badge) => ({ ...badge, earned: false, earned_at: null }));
    return [...earned, ...locked];
  }
}

import { Injectable, NotFoundException } from '@nestjs/common';
import { AnonymousVisitors, anonymousSubject, type Identity } from '@pylands/common';
import {
  CREATIVE_LEVEL_NOT_FOUND_MESSAGE,
  SLUG_PATTERN,
  type AnonymousRunStart,
  type LevelData,
} from '@pylands/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { CreditsService } from '../credits/credits.service';
import { CreativeAccess } from './creative-access';
import { toCreativeLevelData } from './creative-definition';
import { CreativeLevelRow } from './creative-level.entity';

/**
 * A saved creative level opened on the play screen (level/data with the creator's user id). Each
 * player other than the creator counts once in `plays`: a signed-in player by their student (or
 * account), a visitor by their signed visitor cookie, so reloading or replaying counts nothing.
 */
@Injectable()
export class CreativePlaysService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: CreativeAccess,
    private readonly visitors: AnonymousVisitors,
    private readonly credits: CreditsService,
  ) {}

  /** 404 when the creator has no such level or the caller may not see it. */
  private async visible(
    identity: Identity | null,
    courseId: string,
    slug: string,
    creatorUserId: string,
  ): Promise<CreativeLevelRow> {
    const row = SLUG_PATTERN.test(slug)
      ? await this.dataSource
          .getRepository(CreativeLevelRow)
          .findOneBy({ courseId, levelSlug: slug, userId: creatorUserId })
      : null;
    if (!row || !(await this.access.mayView(identity, row)))
      throw new NotFoundException(CREATIVE_LEVEL_NOT_FOUND_MESSAGE);
    return row;
  }

  async open(
    identity: Identity | null,
    courseId: string,
    slug: string,
    creatorUserId: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<LevelData> {
    const row = await this.visible(identity, courseId, slug, creatorUserId);
    const data = toCreativeLevelData(row);
    if (!this.access.isCreator(identity, row)) {
      const subject = this.subject(identity, request, reply);
      await this.count(row.id, identity ? `user:${subject}` : subject);
    }
    return data;
  }

  /**
   * level/update for a run of a saved creative level (any caller who may see it, with or without a
   * chosen student): nothing is saved and the run is not counted against the day's attempts, since
   * creative levels are free play outside the course; the answer carries today's counter.
   */
  async run(
    identity: Identity | null,
    courseId: string,
    slug: string,
    creatorUserId: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<AnonymousRunStart> {
    await this.visible(identity, courseId, slug, creatorUserId);
    const { counter } = await this.credits.today(this.subject(identity, request, reply), 'level');
    return { saved: false, execution_type: 'level', counter };
  }

  /** Who plays, as attempts are counted: the chosen student, else the account, else the visitor's cookie. */
  private subject(identity: Identity | null, request: FastifyRequest, reply: FastifyReply): string {
    if (identity) return identity.student_id ?? identity.user_id;
    return anonymousSubject(this.visitors.identify(request, reply));
  }

  private async count(levelId: string, player: string): Promise<void> {
    await this.dataSource.query(
      `WITH "first" AS (
         INSERT INTO "levels"."creative_level_plays" ("level_id", "player") VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING "level_id")
       UPDATE "levels"."creative_levels" SET "plays" = "plays" + 1 WHERE "id" IN (SELECT "level_id" FROM "first")`,
      [levelId, player],
    );
  }
}

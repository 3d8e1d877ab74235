import { Injectable } from '@nestjs/common';
import { validationError, type Identity } from '@pylands/common';
import { CREATIVE_NO_GOALS_MESSAGE, type CreativeProof, type CreativeProofRequest } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { ReplayService } from '../replay/replay.service';
import { definitionOf } from './creative-definition';
import { CreativeLevelsService } from './creative-levels.service';

/**
 * The creator's proof that a level can be solved: their run from Preview, replayed on the saved
 * level with the same runner pool and engine as course completions. Kept with the time it was
 * proven; saving a change to the map, start, items or goals clears it.
 */
@Injectable()
export class CreativeProofService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly levels: CreativeLevelsService,
    private readonly replays: ReplayService,
  ) {}

  /** 422 with the replay's reason (which goal is not met, or the error) when the run does not solve it. */
  async prove(
    identity: Identity,
    courseId: string,
    slug: string,
    run: CreativeProofRequest,
  ): Promise<CreativeProof> {
    const row = await this.levels.own(identity, courseId, slug);
    const level = definitionOf(row);
    if (level.levelGoals.length === 0) throw validationError(CREATIVE_NO_GOALS_MESSAGE);
    const provenPart = JSON.stringify(row.data);
    const verdict = await this.replays.verify({
      requester: identity.student_id ?? identity.user_id,
      level,
      code: run.code,
      seed: run.seed,
      answers: run.answers,
    });
    if (!verdict.complete) throw validationError(verdict.reason);
    const provenAt = new Date();
    // Only the level as replayed is proven: a save that landed meanwhile keeps its cleared proof.
    const result: { id: string }[] = await this.dataSource.query(
      `UPDATE "levels"."creative_levels" SET "proven_at" = $2, "proof" = $3
       WHERE "id" = $1 AND "data" = $4::jsonb AND "map_path" = $5 RETURNING "id"`,
      [
        row.id,
        provenAt,
        JSON.stringify({ code: run.code, seed: run.seed, answers: run.answers }),
        provenPart,
        row.mapPath,
      ],
    );
    if (result.length === 0)
      throw validationError('The level changed while your run was checked. Please run it again.');
    return { proven_at: provenAt.toISOString() };
  }
}

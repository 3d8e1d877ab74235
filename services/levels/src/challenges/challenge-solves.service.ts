import { Injectable } from '@nestjs/common';
import { loadServerChallenges } from '@pylands/content';
import { DataSource } from 'typeorm';
import { ChallengeSolve } from './challenge-solve.entity';

export interface RecordedSubmission {
  /** This submission is the student's first full pass of the challenge. */
  firstSolve: boolean;
  /** Distinct shipped challenges the student has solved, this one included. */
  solvedCount: number;
}

/** Slugs of the shipped challenges: a solve of a challenge since removed no longer counts. */
const shipped = () => loadServerChallenges().map((c) => c.slug);

/**
 * The challenge_solves rows. Written only by `recordSubmission`, which the submit route calls after
 * the server itself ran every hidden case: nothing a browser sends can mark a solve.
 */
@Injectable()
export class ChallengeSolvesService {
  constructor(private readonly dataSource: DataSource) {}

  /** Slugs the student has solved (none for a visitor). */
  async solvedSlugs(studentId: string | null): Promise<Set<string>> {
    if (!studentId) return new Set();
    const rows = await this.dataSource
      .getRepository(ChallengeSolve)
      .createQueryBuilder('s')
      .select('s.challengeSlug', 'slug')
      .where('s.studentId = :studentId AND s.solvedAt IS NOT NULL', { studentId })
      .getRawMany<{ slug: string }>();
    const slugs = new Set(shipped());
    return new Set(rows.map((r) => r.slug).filter((slug) => slugs.has(slug)));
  }

  /** The student's row for one challenge, if any. */
  async find(studentId: string | null, slug: string): Promise<ChallengeSolve | null> {
    if (!studentId) return null;
    return this.dataSource.getRepository(ChallengeSolve).findOneBy({ studentId, challengeSlug: slug });
  }

  /**
   * Keeps the code the server just checked; a full pass sets solved_at the first time only (a later
   * wrong submission never unsolves). The prior solved_at comes from the statement's own snapshot
   * (before its write); with one check at a time per student (the pool's lock) only one submission
   * is the first solve.
   */
  async recordSubmission(
    studentId: string,
    slug: string,
    code: string,
    solved: boolean,
  ): Promise<RecordedSubmission> {
    const [row] = await this.dataSource.query<{ first_solve: boolean }[]>(
      `WITH prior AS (
         SELECT "solved_at" FROM "levels"."challenge_solves"
         WHERE "student_id" = $1 AND "challenge_slug" = $2
       )
       INSERT INTO "levels"."challenge_solves" ("student_id", "challenge_slug", "solved_at", "last_code", "updated_at")
       VALUES ($1, $2, CASE WHEN $4::boolean THEN now() END, $3, now())
       ON CONFLICT ("student_id", "challenge_slug") DO UPDATE SET
         "last_code" = EXCLUDED."last_code",
         "updated_at" = now(),
         "solved_at" = coalesce("challenge_solves"."solved_at", EXCLUDED."solved_at")
       RETURNING ($4::boolean AND NOT EXISTS (SELECT 1 FROM prior WHERE "solved_at" IS NOT NULL)) AS "first_solve"`,
      [studentId, slug, code, solved],
    );
    return { firstSolve: row.first_solve, solvedCount: (await this.solvedSlugs(studentId)).size };
  }
}

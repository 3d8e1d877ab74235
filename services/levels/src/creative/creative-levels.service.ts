import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { validationError } from '@pylands/common';
import type { Identity } from '@pylands/common';
import { getLevel } from '@pylands/content';
import {
  CREATIVE_DEFAULT_CODE_TEMPLATE,
  CREATIVE_PROOF_REQUIRED_MESSAGE,
  CREATIVE_TEMPLATES,
  CREATIVE_DEFAULT_MAP_PATH,
  CREATIVE_DEFAULT_ZOOM,
  CREATIVE_LEVEL_NOT_FOUND_MESSAGE,
  CREATIVE_LEVEL_NOT_YOURS_MESSAGE,
  creativeLevelExistsMessage,
  SLUG_PATTERN,
  type CreativeLevelInput,
  type CreativePageQuery,
} from '@pylands/contracts';
import { DataSource, QueryFailedError, type Repository, type SelectQueryBuilder } from 'typeorm';
import { CreativeAccess } from './creative-access';
import { ProgressSignal } from '../achievements/progress-signal';
import { CreativeCreatorName } from './creative-creator-name';
import { templateOf } from './creative-definition';
import { CreativeLevelRow, type CreativeLevelData } from './creative-level.entity';

const UNIQUE_VIOLATION = '23505';
/** Path words of level/creative/… that a level slug may not take (they would hide the level). */
const RESERVED_SLUGS = new Set(['public', 'school', 'create', 'check-slug', 'template', 'reports']);
/** The unpaginated public list stops here (the paginated one reaches every level). */
export const PUBLIC_LIST_LIMIT = 500;

/** What a proof was made on: changing any of it clears the proof. */
/** JSON with sorted keys: a row read back from jsonb has its keys reordered, which is not a change. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, canonical(v)]),
  );
}

const provenPart = (row: CreativeLevelRow) =>
  JSON.stringify(canonical([row.mapPath, row.data.player_start, row.data.items, row.data.level_goals]));

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
  );
}

/** 422 for a slug the paths or the course's own levels use (the play route would find those first). */
function assertFreeSlug(courseId: string, slug: string): void {
  if (RESERVED_SLUGS.has(slug)) throw validationError(`level_slug: '${slug}' is reserved`);
  if (getLevel(courseId, slug))
    throw validationError(`level_slug: '${slug}' is a level of the course ${courseId}`);
}

function assertTemplate(mapPath: string | undefined): void {
  if (mapPath !== undefined && !templateOf(mapPath))
    throw validationError(`map_path: must be one of ${CREATIVE_TEMPLATES.map((t) => t.map_path).join(', ')}`);
}

function dataOf(input: CreativeLevelInput, previous?: CreativeLevelData): CreativeLevelData {
  return {
    player_start: input.player_start ?? previous?.player_start ?? [0, 0],
    level_goals: input.level_goals ?? previous?.level_goals ?? [],
    items: input.items ?? previous?.items ?? [],
    code_template: input.code_template ?? previous?.code_template ?? CREATIVE_DEFAULT_CODE_TEMPLATE,
    tutorial: input.tutorial !== undefined ? input.tutorial : (previous?.tutorial ?? null),
    zoom: input.zoom ?? previous?.zoom ?? CREATIVE_DEFAULT_ZOOM,
    map: input.map !== undefined ? input.map : (previous?.map ?? null),
  };
}

/** 422 when a shared level (public or school) has no proof that it can be solved. */
function assertProvenIfShared(row: CreativeLevelRow): void {
  if ((row.isPublic || row.schoolVisible) && !row.provenAt)
    throw validationError(CREATIVE_PROOF_REQUIRED_MESSAGE);
}

/** Others can see it: shared (public or with the school), proven solvable, not hidden by staff. */
function visibleToOthers(row: CreativeLevelRow): boolean {
  return (row.isPublic || row.schoolVisible) && !!row.provenAt && !row.hidden;
}

/** Creative levels: saved by their creator, seen by the creator, by everyone when public, by the creator's school when school_visible. */
@Injectable()
export class CreativeLevelsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: CreativeAccess,
    private readonly names: CreativeCreatorName,
    private readonly signal: ProgressSignal,
  ) {}

  /** Tells badges when a save made the level visible to others (the creator's student, else the account). */
  private async published(identity: Identity, wasVisible: boolean, row: CreativeLevelRow): Promise<void> {
    if (wasVisible || !visibleToOthers(row)) return;
    await this.signal.emit({
      kind: 'creative',
      student_id: identity.student_id ?? identity.user_id,
      level_slug: row.levelSlug,
    });
  }

  private get rows(): Repository<CreativeLevelRow> {
    return this.dataSource.getRepository(CreativeLevelRow);
  }

  /** School sharing is for members of an organization only (doc 2 §5: otherwise forced false). */
  private schoolVisible(identity: Identity, requested: boolean | undefined, fallback: boolean): boolean {
    if (!identity.organization_id) return false;
    return requested ?? fallback;
  }

  async create(identity: Identity, input: CreativeLevelInput, force: boolean): Promise<CreativeLevelRow> {
    const slug = input.level_slug!;
    const courseId = input.course_id ?? 'python';
    assertFreeSlug(courseId, slug);
    assertTemplate(input.map_path);
    const existing = await this.rows.findOneBy({ courseId, levelSlug: slug });
    if (existing) {
      if (!force || existing.userId !== identity.user_id)
        throw new ConflictException(creativeLevelExistsMessage(slug, courseId));
      return this.save(identity, existing, input);
    }
    const row = this.rows.create({
      userId: identity.user_id,
      organizationId: identity.organization_id,
      courseId,
      levelSlug: slug,
      name: input.name,
      isPublic: input.is_public ?? false,
      schoolVisible: this.schoolVisible(identity, input.school_visible, false),
      mapPath: input.map_path ?? CREATIVE_DEFAULT_MAP_PATH,
      data: dataOf(input),
      provenAt: null,
      proof: null,
      hidden: false,
      plays: 0,
      creatorName: await this.names.of(identity),
    });
    assertProvenIfShared(row);
    try {
      const saved = await this.rows.save(row);
      await this.published(identity, false, saved);
      return saved;
    } catch (error) {
      // Two saves of one slug at once: the second is told, as if it had come later.
      if (isUniqueViolation(error)) throw new ConflictException(creativeLevelExistsMessage(slug, courseId));
      throw error;
    }
  }

  /** Applies the payload; a change to what was proven clears the proof; sharing needs one. */
  private async save(
    identity: Identity,
    row: CreativeLevelRow,
    input: CreativeLevelInput,
  ): Promise<CreativeLevelRow> {
    const before = provenPart(row);
    const wasVisible = visibleToOthers(row);
    row.name = input.name;
    row.isPublic = input.is_public ?? row.isPublic;
    row.schoolVisible = this.schoolVisible(identity, input.school_visible, row.schoolVisible);
    row.mapPath = input.map_path ?? row.mapPath;
    row.data = dataOf(input, row.data);
    if (provenPart(row) !== before) {
      row.provenAt = null;
      row.proof = null;
    }
    assertProvenIfShared(row);
    row.creatorName = await this.names.of(identity, row.creatorName);
    try {
      const saved = await this.rows.save(row);
      await this.published(identity, wasVisible, saved);
      return saved;
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictException(creativeLevelExistsMessage(row.levelSlug, row.courseId));
      throw error;
    }
  }

  /** 404 for a level the caller may not see (whether it exists is not told). */
  async get(identity: Identity | null, courseId: string, slug: string): Promise<CreativeLevelRow> {
    // A path that is no slug names no level (and never reaches PostgreSQL, which refuses NUL).
    const row = SLUG_PATTERN.test(slug) ? await this.rows.findOneBy({ courseId, levelSlug: slug }) : null;
    if (!row || !(await this.access.mayView(identity, row)))
      throw new NotFoundException(CREATIVE_LEVEL_NOT_FOUND_MESSAGE);
    return row;
  }

  async own(identity: Identity, courseId: string, slug: string): Promise<CreativeLevelRow> {
    const row = await this.get(identity, courseId, slug);
    if (row.userId !== identity.user_id) throw new ForbiddenException(CREATIVE_LEVEL_NOT_YOURS_MESSAGE);
    return row;
  }

  /** A `course_id` in the body other than the query's moves the level to that course. */
  async update(
    identity: Identity,
    courseId: string,
    slug: string,
    input: CreativeLevelInput,
  ): Promise<CreativeLevelRow> {
    if (input.level_slug !== undefined && input.level_slug !== slug)
      throw validationError('level_slug must match the level in the path');
    assertTemplate(input.map_path);
    const row = await this.own(identity, courseId, slug);
    const target = input.course_id ?? courseId;
    if (target !== courseId) {
      assertFreeSlug(target, slug);
      if (await this.rows.existsBy({ courseId: target, levelSlug: slug }))
        throw new ConflictException(creativeLevelExistsMessage(slug, target));
      row.courseId = target;
    }
    return this.save(identity, row, input);
  }

  async remove(identity: Identity, courseId: string, slug: string): Promise<void> {
    await this.rows.delete({ id: (await this.own(identity, courseId, slug)).id });
  }

  mine(identity: Identity): Promise<CreativeLevelRow[]> {
    return this.rows.find({ where: { userId: identity.user_id }, order: { updatedAt: 'DESC' } });
  }

  school(organizationId: string): Promise<CreativeLevelRow[]> {
    return this.rows.find({
      where: { organizationId, schoolVisible: true, hidden: false },
      order: { updatedAt: 'DESC' },
    });
  }

  async exists(courseId: string, slug: string): Promise<boolean> {
    return SLUG_PATTERN.test(slug) && (await this.rows.existsBy({ courseId, levelSlug: slug }));
  }

  private publicQuery(creatorUserId?: string, search?: string): SelectQueryBuilder<CreativeLevelRow> {
    const query = this.rows
      .createQueryBuilder('level')
      .where('level.isPublic = true')
      .andWhere('level.hidden = false');
    if (creatorUserId) query.andWhere('level.userId = :creatorUserId', { creatorUserId });
    if (search) {
      // The search is plain text: LIKE's wildcards in it match themselves.
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.andWhere(
        '(level.name ILIKE :pattern OR level.levelSlug ILIKE :pattern OR level.creatorName ILIKE :pattern)',
        { pattern },
      );
    }
    return query.orderBy('level.createdAt', 'DESC').addOrderBy('level.id', 'ASC');
  }

  publicLevels(creatorUserId?: string): Promise<CreativeLevelRow[]> {
    return this.publicQuery(creatorUserId).take(PUBLIC_LIST_LIMIT).getMany();
  }

  async publicPage(
    query: CreativePageQuery,
    creatorUserId?: string,
  ): Promise<{ rows: CreativeLevelRow[]; total: number }> {
    const [rows, total] = await this.publicQuery(creatorUserId, query.search || undefined)
      .skip((query.page - 1) * query.size)
      .take(query.size)
      .getManyAndCount();
    return { rows, total };
  }

  async stats(creatorUserId: string): Promise<Record<string, number>> {
    const rows: { course_id: string; count: string }[] = await this.dataSource.query(
      `SELECT "course_id", count(*) AS "count" FROM "levels"."creative_levels"
       WHERE "user_id" = $1 AND "is_public" AND NOT "hidden" GROUP BY "course_id"`,
      [creatorUserId],
    );
    return Object.fromEntries(rows.map((row) => [row.course_id, Number(row.count)]));
  }
}

import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { Identity } from '@pylands/common';
import {
  CREATIVE_DEFAULT_CODE_TEMPLATE,
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
import { CreativeLevelRow, type CreativeLevelData } from './creative-level.entity';

const UNIQUE_VIOLATION = '23505';
/** Path words of level/creative/… that a level slug may not take (they would hide the level). */
const RESERVED_SLUGS = new Set(['public', 'school', 'create', 'check-slug']);
/** The unpaginated public list stops here (the paginated one reaches every level). */
export const PUBLIC_LIST_LIMIT = 500;

function unprocessable(message: string): UnprocessableEntityException {
  return new UnprocessableEntityException({ statusCode: 422, message, error: 'Unprocessable Entity' });
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

/** Creative levels: saved by their creator, seen by the creator, by everyone when public, by the creator's school when school_visible. */
@Injectable()
export class CreativeLevelsService {
  constructor(private readonly dataSource: DataSource) {}

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
    if (RESERVED_SLUGS.has(slug)) throw unprocessable(`level_slug: '${slug}' is reserved`);
    const courseId = input.course_id ?? 'python';
    const existing = await this.rows.findOneBy({ courseId, levelSlug: slug });
    if (existing) {
      if (!force || existing.userId !== identity.user_id)
        throw new ConflictException(creativeLevelExistsMessage(slug, courseId));
      return this.save(identity, existing, input);
    }
    try {
      return await this.rows.save(
        this.rows.create({
          userId: identity.user_id,
          organizationId: identity.organization_id,
          courseId,
          levelSlug: slug,
          name: input.name,
          isPublic: input.is_public ?? false,
          schoolVisible: this.schoolVisible(identity, input.school_visible, false),
          mapPath: input.map_path ?? CREATIVE_DEFAULT_MAP_PATH,
          data: dataOf(input),
        }),
      );
    } catch (error) {
      // Two saves of one slug at once: the second is told, as if it had come later.
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
      )
        throw new ConflictException(creativeLevelExistsMessage(slug, courseId));
      throw error;
    }
  }

  private save(
    identity: Identity,
    row: CreativeLevelRow,
    input: CreativeLevelInput,
  ): Promise<CreativeLevelRow> {
    row.name = input.name;
    row.isPublic = input.is_public ?? row.isPublic;
    row.schoolVisible = this.schoolVisible(identity, input.school_visible, row.schoolVisible);
    row.mapPath = input.map_path ?? row.mapPath;
    row.data = dataOf(input, row.data);
    return this.rows.save(row);
  }

  private mayView(identity: Identity | null, row: CreativeLevelRow): boolean {
    if (row.isPublic) return true;
    if (!identity) return false;
    if (row.userId === identity.user_id) return true;
    return (
      row.schoolVisible && row.organizationId !== null && row.organizationId === identity.organization_id
    );
  }

  /** 404 for a level the caller may not see (whether it exists is not told). */
  async get(identity: Identity | null, courseId: string, slug: string): Promise<CreativeLevelRow> {
    // A path that is no slug names no level (and never reaches PostgreSQL, which refuses NUL).
    const row = SLUG_PATTERN.test(slug) ? await this.rows.findOneBy({ courseId, levelSlug: slug }) : null;
    if (!row || !this.mayView(identity, row)) throw new NotFoundException(CREATIVE_LEVEL_NOT_FOUND_MESSAGE);
    return row;
  }

  private async own(identity: Identity, courseId: string, slug: string): Promise<CreativeLevelRow> {
    const row = await this.get(identity, courseId, slug);
    if (row.userId !== identity.user_id) throw new ForbiddenException(CREATIVE_LEVEL_NOT_YOURS_MESSAGE);
    return row;
  }

  async update(
    identity: Identity,
    courseId: string,
    slug: string,
    input: CreativeLevelInput,
  ): Promise<CreativeLevelRow> {
    if (input.level_slug !== undefined && input.level_slug !== slug)
      throw unprocessable('level_slug must match the level in the path');
    if (input.course_id !== undefined && input.course_id !== courseId)
      throw unprocessable('course_id must match the course_id of the query');
    return this.save(identity, await this.own(identity, courseId, slug), input);
  }

  async remove(identity: Identity, courseId: string, slug: string): Promise<void> {
    await this.rows.delete({ id: (await this.own(identity, courseId, slug)).id });
  }

  mine(identity: Identity): Promise<CreativeLevelRow[]> {
    return this.rows.find({ where: { userId: identity.user_id }, order: { updatedAt: 'DESC' } });
  }

  school(organizationId: string): Promise<CreativeLevelRow[]> {
    return this.rows.find({
      where: { organizationId, schoolVisible: true },
      order: { updatedAt: 'DESC' },
    });
  }

  async exists(courseId: string, slug: string): Promise<boolean> {
    return SLUG_PATTERN.test(slug) && (await this.rows.existsBy({ courseId, levelSlug: slug }));
  }

  private publicQuery(creatorUserId?: string, search?: string): SelectQueryBuilder<CreativeLevelRow> {
    const query = this.rows.createQueryBuilder('level').where('level.isPublic = true');
    if (creatorUserId) query.andWhere('level.userId = :creatorUserId', { creatorUserId });
    if (search) {
      // The search is plain text: LIKE's wildcards in it match themselves.
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.andWhere('(level.name ILIKE :pattern OR level.levelSlug ILIKE :pattern)', { pattern });
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
       WHERE "user_id" = $1 AND "is_public" GROUP BY "course_id"`,
      [creatorUserId],
    );
    return Object.fromEntries(rows.map((row) => [row.course_id, Number(row.count)]));
  }
}

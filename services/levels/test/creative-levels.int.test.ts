import { HOSTILE_STRINGS } from '@pylands/common/testing';
import {
  API_PATHS,
  CREATIVE_PROOF_REQUIRED_MESSAGE,
  creativeLevelPageSchema,
  creativeLevelSchema,
  SLUG_PATTERN,
  type CreativeLevel,
  type CreativeLevelPage,
  type CreativeLevelSummary,
} from '@pylands/contracts';
import { creativePayload, sharedLevel, signedUp, unique } from './creative-fixtures';
import { startStack, type Stack } from './stack';

const C = API_PATHS.level.creative;
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const signedIn = () => signedUp(stack.browser());

const payload = creativePayload;

describe('saving a creative level', () => {
  it('creates it for the signed-in creator (never the body’s user_id), reads it back under both names, updates and deletes it', async () => {
    const { browser, user } = await signedIn();
    const slug = unique('my-creative-level');
    const created = await browser.post<CreativeLevel>(C.create, {
      ...payload(slug, { schoolVisible: true }),
      user_id: '00000000-0000-0000-0000-000000000000',
    });
    expect(created.status).toBe(201);
    expect(creativeLevelSchema.parse(created.body)).toMatchObject({
      level_slug: slug,
      slug,
      course_id: 'python',
      name: 'My Creative Level',
      user_id: user.user_id,
      is_public: false,
      // Not a member of an organization: school sharing is forced off.
      school_visible: false,
      map_path: 'creative-01.json',
      player_start: [2, 3],
      start: [2, 3],
      levelGoals: [{ type: 'apple', action: 'collect', count: 1 }],
      code_template: 'from player import *\n\nmove_forward()\n',
      codeTemplate: 'from player import *\n\nmove_forward()\n',
      tutorial: '# Collect the apple',
      zoom: 50,
    });
    expect((await browser.get(C.level(slug, 'python'))).body).toEqual(created.body);
    expect((await browser.get(C.level(slug))).body).toEqual(created.body);
    expect((await browser.get<CreativeLevelSummary[]>(C.mine)).body.map((l) => l.level_slug)).toEqual([slug]);
    expect((await browser.get(C.checkSlug('python', slug))).body).toEqual({ exists: true });
    expect((await browser.get(C.checkSlug('advanced-python', slug))).body).toEqual({ exists: false });

    // Never solved: it cannot be made public.
    expect(
      (
        await browser.put(C.level(slug, 'python'), {
          name: 'My Renamed Level',
          level_slug: slug,
          items: [],
          is_public: true,
        })
      ).body,
    ).toEqual({ statusCode: 422, message: CREATIVE_PROOF_REQUIRED_MESSAGE, error: 'Validation Error' });
    // Autosave: the same PUT with the existing flags; omitted parts stay as saved.
    const saved = await browser.put<CreativeLevel>(C.level(slug, 'python'), {
      name: 'My Renamed Level',
      level_slug: slug,
      items: [],
      is_public: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'My Renamed Level',
      items: [],
      is_public: false,
      levelGoals: [{ type: 'apple', action: 'collect', count: 1 }],
    });
    expect(
      (await browser.put(C.level(slug, 'python'), { name: 'My Renamed Level', level_slug: 'other' })).body,
    ).toEqual({
      statusCode: 422,
      message: 'level_slug must match the level in the path',
      error: 'Validation Error',
    });

    expect((await browser.delete(C.level(slug, 'python'))).body).toEqual({ ok: true });
    expect((await browser.get(C.level(slug, 'python'))).body).toEqual({
      statusCode: 404,
      message: 'Level not found',
      error: 'Not Found',
    });
    expect((await browser.delete(C.level(slug, 'python'))).status).toBe(404);
    expect((await browser.get(C.checkSlug('python', slug))).body).toEqual({ exists: false });
  });

  it('fills the creator’s defaults for what the payload leaves out', async () => {
    const { browser } = await signedIn();
    const slug = unique('level');
    const created = await browser.post<CreativeLevel>(C.create, { name: 'Tiny', level_slug: slug });
    expect(created.body).toMatchObject({
      course_id: 'python',
      map_path: 'creative-01.json',
      mapPath: 'creative-01.json',
      start: [0, 0],
      zoom: 50,
      items: [],
      levelGoals: [],
      codeTemplate: 'from player import *\n\n',
      tutorial: null,
      is_public: false,
      school_visible: false,
    });
  });

  it('answers 409 for a slug taken in the course; force_create replaces only the creator’s own level', async () => {
    const { browser } = await signedIn();
    const other = await signedIn();
    const slug = unique('taken');
    expect((await browser.post(C.create, payload(slug))).status).toBe(201);
    const again = await browser.post(C.create, payload(slug));
    expect(again.body).toEqual({
      statusCode: 409,
      message: `A level with the slug '${slug}' already exists in the course python.`,
      error: 'Conflict',
    });
    expect((await browser.post(C.save(), payload(slug))).status).toBe(409);
    const replaced = await browser.post<CreativeLevel>(C.save(true), payload(slug, { name: 'Second Try' }));
    expect(replaced.status).toBe(201);
    expect(replaced.body).toMatchObject({ level_slug: slug, name: 'Second Try' });
    expect((await other.browser.post(C.save(true), payload(slug))).status).toBe(409);
    // Another course may have the same slug.
    expect((await other.browser.post(C.create, payload(slug, { course_id: 'advanced-python' }))).status).toBe(
      201,
    );
    // Someone else's private level: not found for them, and not theirs to change.
    expect((await other.browser.get(C.level(slug, 'python'))).status).toBe(404);
    expect((await other.browser.put(C.level(slug, 'python'), payload(slug))).status).toBe(404);
    expect((await other.browser.delete(C.level(slug, 'python'))).status).toBe(404);
    expect((await browser.get<CreativeLevel>(C.level(slug, 'python'))).body.name).toBe('Second Try');
  });

  it('answers 422 with the field and the spec’s texts for bad payloads, 401 signed out, never 500', async () => {
    const { browser } = await signedIn();
    const slug = unique('bad');
    const message = async (body: unknown) => {
      const response = await browser.post<{ message: string }>(C.create, body);
      expect(response.status).toBe(422);
      return response.body.message;
    };
    expect(await message({ level_slug: slug })).toBe('name is required');
    expect(await message(payload(slug, { name: '  ' }))).toBe('name: Level name is required');
    expect(await message(payload(slug, { name: 'ab' }))).toBe(
      'name: Level name must be at least 3 characters',
    );
    expect(await message(payload(slug, { name: 'x'.repeat(51) }))).toBe(
      'name: Level name must be at most 50 characters',
    );
    expect(await message(payload(slug, { course_id: 'java' }))).toBe(
      'course_id: Please select a valid course',
    );
    expect(await message({ name: 'No slug' })).toBe('level_slug: required to create a level');
    expect(await message(payload('public'))).toBe("level_slug: 'public' is reserved");
    expect(await message(payload(slug, { map_path: '../../etc/passwd' }))).toContain('map_path');
    expect(await message(payload(slug, { player_start: 'here' }))).toContain('player_start');
    expect(await message(payload(slug, { is_public: 'yes' }))).toContain('is_public');
    expect(await message(payload(slug, { items: Array.from({ length: 501 }, () => ({})) }))).toContain(
      'items',
    );
    expect(await message([])).toContain('expected object');
    // '12345678901234567890' is a fine slug; every other hostile string is refused as one.
    for (const value of HOSTILE_STRINGS.filter((candidate) => !SLUG_PATTERN.test(candidate))) {
      expect(await message(payload(value, { slug: undefined }))).toContain('level_slug');
    }
    for (const value of HOSTILE_STRINGS) {
      expect([404, 414]).toContain((await browser.get(C.level(value, 'python'))).status);
      expect([404, 414]).toContain((await browser.delete(C.level(value, 'python'))).status);
      const check = await browser.get(C.checkSlug('python', value));
      expect(
        check.status === 414 || (check.status === 200 && !(check.body as { exists: boolean }).exists),
      ).toBe(true);
    }
    expect((await browser.get(C.level(slug, 'java'))).status).toBe(422);
    expect((await browser.get(C.checkSlug('java', slug))).status).toBe(422);
    expect(
      (
        await browser.request('POST', C.create, {
          rawBody: JSON.stringify(payload(slug, { tutorial: 'x'.repeat(2_000_000) })),
        })
      ).status,
    ).toBe(413);
    // Signed out: the creator is for accounts.
    const visitor = stack.browser();
    expect((await visitor.post(C.create, payload(slug))).status).toBe(401);
    expect((await visitor.post(C.save(true), payload(slug))).status).toBe(401);
    expect((await visitor.get(C.mine)).status).toBe(401);
    expect((await visitor.get(C.school)).status).toBe(401);
    expect((await visitor.put(C.level(slug, 'python'), payload(slug))).status).toBe(401);
    expect((await visitor.delete(C.level(slug, 'python'))).status).toBe(401);
    // School levels are for members of an organization.
    expect((await browser.get(C.school)).body).toEqual({
      statusCode: 403,
      message: 'Only members of an organization see their school’s levels.',
      error: 'Forbidden',
    });
  });
});

describe('public creative levels', () => {
  it('lists public levels only, newest first, 12 a page by default, searchable, per creator with stats', async () => {
    const creator = await signedIn();
    const word = unique('zebra');
    const slugs: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      const slug = `${word}-${i}`;
      slugs.push(slug);
      await sharedLevel(creator.browser, slug, { is_public: true }, { name: `${word} ${i}` });
    }
    await creator.browser.post(C.create, payload(`${word}-private`, { name: `${word} private` }));
    await sharedLevel(
      creator.browser,
      `${word}-advanced`,
      { is_public: true },
      { name: `${word} 100%`, course_id: 'advanced-python' },
    );
    const visitor = stack.browser();

    const all = (await visitor.get<CreativeLevelSummary[]>(C.public)).body.map((l) => l.level_slug);
    expect(all).toEqual(expect.arrayContaining([...slugs, `${word}-advanced`]));
    expect(all).not.toContain(`${word}-private`);

    const first = await visitor.get<CreativeLevelPage>(C.publicPage({ search: word }));
    expect(first.status).toBe(200);
    expect(creativeLevelPageSchema.parse(first.body)).toMatchObject({
      total: 15,
      page: 1,
      size: 12,
      pages: 2,
    });
    expect(first.body.items.map((l) => l.level_slug)).toEqual(
      [`${word}-advanced`, ...slugs.slice().reverse()].slice(0, 12),
    );
    const second = await visitor.get<CreativeLevelPage>(C.publicPage({ search: word, page: 2, size: 12 }));
    expect(second.body.items).toHaveLength(3);
    // The search is plain text: % matches a percent sign, not everything.
    expect((await visitor.get<CreativeLevelPage>(C.publicPage({ search: `${word} 100%` }))).body.total).toBe(
      1,
    );
    expect(
      (await visitor.get<CreativeLevelPage>(C.publicPage({ search: '%' }))).body.items.every((l) =>
        l.name.includes('%'),
      ),
    ).toBe(true);

    const mine = await visitor.get<CreativeLevelSummary[]>(C.creator(creator.user.user_id));
    expect(mine.body).toHaveLength(15);
    const minePage = await visitor.get<CreativeLevelPage>(
      C.creatorPage(creator.user.user_id, { size: 5, page: 3 }),
    );
    expect(minePage.body).toMatchObject({ total: 15, page: 3, size: 5, pages: 3 });
    expect(minePage.body.items).toHaveLength(5);
    expect((await visitor.get(C.creatorStats(creator.user.user_id))).body).toEqual({
      creator_user_id: creator.user.user_id,
      public_levels: 15,
      courses: { python: 14, 'advanced-python': 1 },
    });
    // A public level is playable by anyone.
    expect((await visitor.get(C.level(slugs[0], 'python'))).status).toBe(200);
    // Fifteen levels are each proven by a replay before they are shared.
  }, 180_000);

  it('answers 422 for bad page, size or search and 400 for a malformed creator id', async () => {
    const visitor = stack.browser();
    for (const query of [
      'page=0',
      'page=abc',
      'size=0',
      'size=101',
      'page=1.5',
      `search=${'a'.repeat(101)}`,
    ]) {
      const response = await visitor.get<{ message: string }>(`${C.publicPage()}?${query}`);
      expect(response.status).toBe(422);
      expect(response.body.message).toMatch(/^(page|size|search)/);
    }
    expect((await visitor.get(`${C.publicPage()}?page=1&page=2`)).status).toBe(422);
    expect((await visitor.get(C.creator('not-a-uuid'))).status).toBe(400);
    expect((await visitor.get(C.creatorStats("' OR 1=1 --"))).status).toBe(400);
    expect((await visitor.get(C.creatorPage('x'))).status).toBe(400);
  });
});

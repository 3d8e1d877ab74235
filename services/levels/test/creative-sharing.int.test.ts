import type { TestBrowser } from '@pylands/common/testing';
import { getLevel } from '@pylands/content';
import {
  API_PATHS,
  CREATIVE_CREATOR_FALLBACK_NAME,
  CREATIVE_NO_GOALS_MESSAGE,
  CREATIVE_PROOF_REQUIRED_MESSAGE,
  CREATIVE_TEMPLATES,
  creativeLevelPageSchema,
  creativeTemplateSchema,
  levelDataSchema,
  REPLAY_REJECTED_PREFIX,
  type CreativeLevel,
  type CreativeLevelPage,
  type CreativeLevelSummary,
  type CreativeReportedLevel,
  type CurrentUser,
  type LevelData,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { setStaff } from '../../auth/src/cli';
import {
  creativePayload,
  sharedLevel,
  signedUp,
  SOLVING_CODE,
  unique,
  WRONG_CODE,
} from './creative-fixtures';
import { parentWithStudent, startStack, type Stack } from './stack';
import { Visitor } from './visitor';

const C = API_PATHS.level.creative;
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

/** A parent with a chosen student: the student builds the levels. */
async function creator(): Promise<{ browser: TestBrowser; user: CurrentUser; username: string }> {
  const browser = stack.browser();
  const { user, student } = await parentWithStudent(browser, { choose: true });
  return { browser, user, username: student.username };
}

const signedIn = () => signedUp(stack.browser());

async function staff(): Promise<TestBrowser> {
  const { browser, email } = await signedIn();
  if (!(await setStaff(stack.auth.get(DataSource), email, true))) throw new Error('staff flag not set');
  return browser;
}

const unprocessable = (message: string) => ({ statusCode: 422, message, error: 'Validation Error' });

describe('the proof: a level is shared only once its creator has solved it', () => {
  it('refuses sharing an unsolved level, rejects a run that misses the goal, and keeps a solving run as the proof', async () => {
    const { browser } = await creator();
    const slug = unique('proof');
    const refused = await browser.post(C.create, creativePayload(slug, { is_public: true }));
    expect(refused.body).toEqual(unprocessable(CREATIVE_PROOF_REQUIRED_MESSAGE));
    expect((await browser.get(C.level(slug, 'python'))).status).toBe(404);

    const created = await browser.post<CreativeLevel>(C.create, creativePayload(slug));
    expect(created.body).toMatchObject({ proven_at: null, hidden: false, plays: 0 });
    expect(
      (await browser.put(C.level(slug, 'python'), { name: 'My Creative Level', is_public: true })).body,
    ).toEqual(unprocessable(CREATIVE_PROOF_REQUIRED_MESSAGE));

    const wrong = await browser.post<{ message: string }>(C.proof(slug, 'python'), { code: WRONG_CODE });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message.startsWith(`${REPLAY_REJECTED_PREFIX}:`)).toBe(true);
    expect((await browser.get<CreativeLevel>(C.level(slug, 'python'))).body.proven_at).toBeNull();

    const proof = await browser.post<{ proven_at: string }>(C.proof(slug, 'python'), { code: SOLVING_CODE });
    expect(proof.status).toBe(200);
    expect(Number.isNaN(Date.parse(proof.body.proven_at))).toBe(false);
    expect((await browser.get<CreativeLevel>(C.level(slug, 'python'))).body.proven_at).toBe(
      proof.body.proven_at,
    );
    const shared = await browser.put<CreativeLevel>(C.level(slug, 'python'), {
      name: 'My Creative Level',
      is_public: true,
    });
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ is_public: true, proven_at: proof.body.proven_at });
  }, 120_000);

  it('keeps the proof when the editor saves the whole level unchanged and shares it', async () => {
    const { browser } = await creator();
    const slug = unique('resave');
    expect((await browser.post(C.create, creativePayload(slug))).status).toBe(201);
    const proof = await browser.post<{ proven_at: string }>(C.proof(slug, 'python'), { code: SOLVING_CODE });
    expect(proof.status).toBe(200);
    // The editor always sends every field; jsonb hands the items back with their keys reordered.
    const shared = await browser.put<CreativeLevel>(
      C.level(slug, 'python'),
      creativePayload(slug, { is_public: true }),
    );
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ is_public: true, proven_at: proof.body.proven_at });
  }, 120_000);

  it('clears the proof when the map, start, items or goals change, and refuses that change while the level stays shared', async () => {
    const { browser } = await creator();
    const slug = unique('cleared');
    await sharedLevel(browser, slug, { is_public: true });
    const url = C.level(slug, 'python');
    const proven = (await browser.get<CreativeLevel>(url)).body.proven_at;
    expect(proven).not.toBeNull();

    // Name, tutorial and code template are not what was proven: the level stays shared.
    const renamed = await browser.put<CreativeLevel>(url, {
      name: 'Apple Hunt',
      tutorial: '# Find the apple',
      code_template: 'from player import *\n',
    });
    expect(renamed.body).toMatchObject({ name: 'Apple Hunt', is_public: true, proven_at: proven });

    const moved = { x: 5, y: 3 };
    const item = { id: 'a1', sprite: 'apple', type: 'apple', action: 'collect', position: moved };
    for (const change of [
      { items: [item] },
      { player_start: [3, 3] },
      { level_goals: [{ type: 'apple', action: 'collect', count: 2 }] },
      { map_path: 'creative-meadow.json' },
    ]) {
      expect((await browser.put(url, { name: 'Apple Hunt', ...change })).body).toEqual(
        unprocessable(CREATIVE_PROOF_REQUIRED_MESSAGE),
      );
    }
    expect((await browser.get<CreativeLevel>(url)).body).toMatchObject({
      is_public: true,
      proven_at: proven,
      items: [expect.objectContaining({ position: { x: 4, y: 3 } })],
    });

    // The editor then saves it private: the change is kept and the proof is gone.
    const privately = await browser.put<CreativeLevel>(url, {
      name: 'Apple Hunt',
      items: [item],
      is_public: false,
    });
    expect(privately.body).toMatchObject({ is_public: false, proven_at: null, items: [item] });
    expect((await browser.put(url, { name: 'Apple Hunt', is_public: true })).body).toEqual(
      unprocessable(CREATIVE_PROOF_REQUIRED_MESSAGE),
    );
    // The old solution no longer reaches the moved apple; the right one proves the level again.
    expect((await browser.post(C.proof(slug, 'python'), { code: SOLVING_CODE })).status).toBe(422);
    const again = await browser.post(C.proof(slug, 'python'), {
      code: 'from player import *\n\nturn_right()\nmove_forward(3)\ncollect("apple")\n',
    });
    expect(again.status).toBe(200);
    expect((await browser.put(url, { name: 'Apple Hunt', is_public: true })).status).toBe(200);
  }, 120_000);

  it('answers the proof call: 422 without goals or code, 404 for a level one cannot see, 403 for another’s, 401 signed out', async () => {
    const { browser } = await creator();
    const slug = unique('goalless');
    await browser.post(C.create, creativePayload(slug, { items: [], level_goals: [], levelGoals: [] }));
    expect((await browser.post(C.proof(slug, 'python'), { code: SOLVING_CODE })).body).toEqual(
      unprocessable(CREATIVE_NO_GOALS_MESSAGE),
    );
    const noCode = await browser.post<{ message: string }>(C.proof(slug, 'python'), {});
    expect(noCode.status).toBe(422);
    expect(noCode.body.message).toContain('code');
    expect((await browser.post(C.proof('no-such-level', 'python'), { code: SOLVING_CODE })).status).toBe(404);

    const other = await signedIn();
    expect((await other.browser.post(C.proof(slug, 'python'), { code: SOLVING_CODE })).status).toBe(404);
    const shared = unique('shared');
    await sharedLevel(browser, shared, { is_public: true });
    expect((await other.browser.post(C.proof(shared, 'python'), { code: SOLVING_CODE })).body).toEqual({
      statusCode: 403,
      message: 'Only the creator of this level may change it.',
      error: 'Forbidden',
    });
    expect((await stack.browser().post(C.proof(shared, 'python'), { code: SOLVING_CODE })).status).toBe(401);
  }, 120_000);
});

describe('playing a saved creative level (level/data with the creator’s user id)', () => {
  it('answers the level as chapter 0 Creative, never locked, with the template map and engine items', async () => {
    const { browser, user } = await creator();
    const slug = unique('play');
    await browser.post(C.create, creativePayload(slug, { map_path: 'creative-winter.json' }));
    const own = await browser.get<LevelData>(API_PATHS.level.data('python', slug, user.user_id));
    expect(own.status).toBe(200);
    const level = levelDataSchema.parse(own.body);
    expect(level).toMatchObject({
      slug,
      name: 'My Creative Level',
      chapter_id: 0,
      chapter_name: 'Creative',
      locked: false,
      completed: false,
      codeTemplate: 'from player import *\n\nmove_forward()\n',
      tutorial: '# Collect the apple',
      start: [2, 3],
      zoom: 50,
      items: [{ action: 'collect', type: 'apple', sprite: 'apple', position: [4, 3] }],
      levelGoals: [{ type: 'apple', action: 'collect', count: 1 }],
      constants: [],
    });
    const template = (await stack.browser().get<{ map: unknown }>(C.template('creative-winter.json'))).body;
    expect(level.map).toEqual(template.map);

    // Private: the creator only. Another course, another creator or an unknown slug: none.
    const visitor = stack.browser();
    expect((await visitor.get(API_PATHS.level.data('python', slug, user.user_id))).status).toBe(404);
    const other = await signedIn();
    expect((await other.browser.get(API_PATHS.level.data('python', slug, user.user_id))).status).toBe(404);
    expect((await browser.get(API_PATHS.level.data('python', slug, other.user.user_id))).status).toBe(404);
    expect((await browser.get(API_PATHS.level.data('advanced-python', slug, user.user_id))).status).toBe(404);
    expect((await browser.get(API_PATHS.level.data('python', slug))).status).toBe(404);
  });

  it('plays a public level for anyone, with no purchase, and counts each player other than the creator once', async () => {
    const maker = await creator();
    const slug = unique('played');
    const name = unique('Orchard');
    await sharedLevel(maker.browser, slug, { is_public: true }, { name });
    const data = API_PATHS.level.data('python', slug, maker.user.user_id);
    const plays = async () =>
      (await stack.browser().get<CreativeLevelPage>(C.publicPage({ search: name }))).body.items[0].plays;

    expect((await maker.browser.get(data)).status).toBe(200);
    expect(await plays()).toBe(0);
    const visitor = new Visitor(stack.levels);
    expect((await visitor.get(data)).status).toBe(200);
    expect((await visitor.get(data)).status).toBe(200);
    expect(await plays()).toBe(1);
    const player = await creator();
    expect((await player.browser.get(data)).status).toBe(200);
    expect((await player.browser.get(data)).status).toBe(200);
    expect((await new Visitor(stack.levels).get(data)).status).toBe(200);
    expect(await plays()).toBe(3);
    expect((await maker.browser.get<CreativeLevel>(C.level(slug, 'python'))).body.plays).toBe(3);

    // Runs send level/update with the creator's id: nothing is saved, nothing more is counted.
    const update = API_PATHS.level.update(slug, { courseId: 'python', userId: maker.user.user_id });
    const run = (status: string) => ({
      last_status: status,
      last_code_executed: SOLVING_CODE,
      level_slug: slug,
      course_id: 'python',
    });
    for (const status of ['in_progress', 'complete']) {
      expect((await visitor.post(update, run(status))).body).toEqual({
        saved: false,
        execution_type: 'level',
        counter: 0,
      });
      expect((await player.browser.post(update, run(status))).body).toMatchObject({ saved: false });
    }
    expect(await plays()).toBe(3);
    const elsewhere = API_PATHS.level.update(slug, { courseId: 'python', userId: player.user.user_id });
    expect((await visitor.post(elsewhere, run('in_progress'))).status).toBe(404);
    const badCreator = `${API_PATHS.level.update(slug)}?course_id=python&user_id=nobody`;
    expect(
      (await player.browser.post<{ message: string }>(badCreator, run('in_progress'))).body.message,
    ).toContain('user_id');
  }, 120_000);

  it('shows the student who built it as the creator, and the fallback name for an adult', async () => {
    const maker = await creator();
    const slug = unique('named');
    const created = await maker.browser.post<CreativeLevel>(C.create, creativePayload(slug));
    expect(created.body.creator_name).toBe(maker.username);
    const adult = await signedIn();
    const adults = await adult.browser.post<CreativeLevel>(C.create, creativePayload(unique('adult')));
    expect(adults.body.creator_name).toBe(CREATIVE_CREATOR_FALLBACK_NAME);
  });
});

describe('public lists, reports and hiding', () => {
  it('lists 12 a page from page 1, finds a level by its name or its creator, and gives cards their picture’s parts', async () => {
    const maker = await creator();
    const word = unique('quokka');
    for (let i = 0; i < 13; i += 1)
      await sharedLevel(maker.browser, `${word}-${i}`, { is_public: true }, { name: `${word} ${i}` });
    const visitor = stack.browser();
    const first = creativeLevelPageSchema.parse(
      (await visitor.get<CreativeLevelPage>(C.publicPage({ search: word }))).body,
    );
    expect(first).toMatchObject({ total: 13, page: 1, size: 12, pages: 2 });
    expect(first.items[0]).toMatchObject({
      level_slug: `${word}-12`,
      name: `${word} 12`,
      creator_name: maker.username,
      plays: 0,
      map_path: 'creative-01.json',
      player_start: [2, 3],
      items: [expect.objectContaining({ type: 'apple', position: { x: 4, y: 3 } })],
      proven_at: expect.any(String),
    });
    const second = (await visitor.get<CreativeLevelPage>(C.publicPage({ search: word, page: 2 }))).body;
    expect(second.items.map((l) => l.level_slug)).toEqual([`${word}-0`]);
    expect(
      (await visitor.get<CreativeLevelPage>(C.publicPage({ search: word, page: 3 }))).body.items,
    ).toEqual([]);
    const byCreator = (await visitor.get<CreativeLevelPage>(C.publicPage({ search: maker.username }))).body;
    expect(byCreator.total).toBe(13);
  }, 180_000);

  it('takes a signed-in player’s report of a level they can see, not the creator’s own nor a visitor’s', async () => {
    const maker = await creator();
    const slug = unique('reported');
    await sharedLevel(maker.browser, slug, { is_public: true });
    const player = await signedIn();
    const report = C.report(slug, 'python', maker.user.user_id);
    expect((await player.browser.post(report, { reason: 'It says mean words' })).body).toEqual({ ok: true });
    // Reporting again replaces the reason.
    expect((await player.browser.post(report, { reason: 'Still mean' })).status).toBe(200);
    expect((await player.browser.post(C.report(slug, 'python'), { reason: 'Mean' })).status).toBe(200);
    expect((await maker.browser.post(report, { reason: 'Mine' })).body).toEqual({
      statusCode: 403,
      message: 'You cannot report your own level.',
      error: 'Forbidden',
    });
    expect((await stack.browser().post(report, { reason: 'Mean' })).status).toBe(401);
    const blank = await player.browser.post<{ message: string }>(report, { reason: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.message).toContain('reason');
    expect(
      (await player.browser.post(C.report(slug, 'python', player.user.user_id), { reason: 'x' })).status,
    ).toBe(404);
    const hidden = unique('private');
    await maker.browser.post(C.create, creativePayload(hidden));
    expect((await player.browser.post(C.report(hidden, 'python'), { reason: 'Mean' })).status).toBe(404);

    // Staff see the reported level with one report per account and its latest reason first.
    const other = await signedIn();
    expect((await other.browser.post(report, { reason: 'Too hard' })).status).toBe(200);
    const moderator = await staff();
    const reported = await moderator.get<CreativeReportedLevel[]>(C.reports);
    expect(reported.status).toBe(200);
    expect(reported.body.find((level) => level.level_slug === slug)).toMatchObject({
      user_id: maker.user.user_id,
      reports: 2,
      reasons: ['Too hard', 'Mean'],
      last_reported_at: expect.any(String),
    });
    expect((await player.browser.get(C.reports)).status).toBe(403);
    expect((await stack.browser().get(C.reports)).status).toBe(401);
  }, 120_000);

  it('lets platform staff hide a level: it leaves every list and answers 404 to all but its creator and staff', async () => {
    const maker = await creator();
    const slug = unique('hidden');
    const name = unique('Hidden Grove');
    await sharedLevel(maker.browser, slug, { is_public: true }, { name });
    const moderator = await staff();
    const visitor = stack.browser();
    const player = await signedIn();
    const hide = (browser: TestBrowser, hidden: boolean) =>
      browser.put(C.hidden(slug, 'python', maker.user.user_id), { hidden });

    expect((await hide(player.browser, true)).body).toEqual({
      statusCode: 403,
      message: 'Only platform staff may hide a level.',
      error: 'Forbidden',
    });
    expect((await hide(maker.browser, true)).status).toBe(403);
    expect((await hide(visitor, true)).status).toBe(401);
    expect((await moderator.put(C.hidden('no-such-level', 'python'), { hidden: true })).status).toBe(404);
    expect((await moderator.put(C.hidden(slug, 'python'), { hidden: 'yes' })).status).toBe(422);
    expect((await hide(moderator, true)).body).toEqual({ hidden: true });

    const listed = async () => {
      const slugsOf = (levels: CreativeLevelSummary[]) => levels.map((l) => l.level_slug);
      return {
        public: slugsOf((await visitor.get<CreativeLevelSummary[]>(C.public)).body),
        page: slugsOf((await visitor.get<CreativeLevelPage>(C.publicPage({ search: name }))).body.items),
        creator: slugsOf((await visitor.get<CreativeLevelSummary[]>(C.creator(maker.user.user_id))).body),
        creatorPage: slugsOf(
          (await visitor.get<CreativeLevelPage>(C.creatorPage(maker.user.user_id))).body.items,
        ),
        stats: (await visitor.get<{ public_levels: number }>(C.creatorStats(maker.user.user_id))).body
          .public_levels,
      };
    };
    expect(await listed()).toEqual({
      public: expect.not.arrayContaining([slug]),
      page: [],
      creator: [],
      creatorPage: [],
      stats: 0,
    });
    const data = API_PATHS.level.data('python', slug, maker.user.user_id);
    expect((await visitor.get(C.level(slug, 'python'))).status).toBe(404);
    expect((await visitor.get(data)).status).toBe(404);
    expect((await player.browser.get(data)).status).toBe(404);
    expect((await moderator.get(data)).status).toBe(200);
    expect((await moderator.get(C.level(slug, 'python'))).status).toBe(200);
    expect((await maker.browser.get<CreativeLevel>(C.level(slug, 'python'))).body.hidden).toBe(true);
    expect((await maker.browser.get(data)).status).toBe(200);
    // The creator still finds it among their own levels, marked hidden.
    expect((await maker.browser.get<CreativeLevelSummary[]>(C.mine)).body).toEqual([
      expect.objectContaining({ level_slug: slug, hidden: true }),
    ]);

    expect((await hide(moderator, false)).body).toEqual({ hidden: false });
    expect(await listed()).toMatchObject({ page: [slug], creator: [slug], creatorPage: [slug], stats: 1 });
    expect((await visitor.get(data)).status).toBe(200);
  }, 120_000);
});

describe('moving a level to another course', () => {
  it('moves it when the PUT names another course, keeps its proof, and refuses a slug taken there', async () => {
    const { browser, user } = await creator();
    const slug = unique('mover');
    await sharedLevel(browser, slug, { is_public: true });
    const moved = await browser.put<CreativeLevel>(C.level(slug, 'python'), {
      name: 'My Creative Level',
      course_id: 'advanced-python',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      course_id: 'advanced-python',
      is_public: true,
      proven_at: expect.any(String),
    });
    expect((await browser.get(C.level(slug, 'python'))).status).toBe(404);
    expect((await browser.get(C.level(slug, 'advanced-python'))).status).toBe(200);
    expect((await browser.get(API_PATHS.level.data('advanced-python', slug, user.user_id))).status).toBe(200);

    await browser.post(C.create, creativePayload(slug));
    expect(
      (await browser.put(C.level(slug, 'python'), { name: 'Back', course_id: 'advanced-python' })).body,
    ).toEqual({
      statusCode: 409,
      message: `A level with the slug '${slug}' already exists in the course advanced-python.`,
      error: 'Conflict',
    });
    expect((await browser.put(C.level(slug, 'python'), { name: 'Java', course_id: 'java' })).status).toBe(
      422,
    );
    const other = await signedIn();
    expect(
      (await other.browser.put(C.level(slug, 'advanced-python'), { name: 'Mine', course_id: 'python' }))
        .status,
    ).toBe(403);
  }, 120_000);

  it('refuses a slug that is one of the course’s own levels', async () => {
    const { browser } = await creator();
    expect(getLevel('python', 'intro-level1')).toBeDefined();
    expect((await browser.post(C.create, creativePayload('intro-level1'))).body).toEqual(
      unprocessable("level_slug: 'intro-level1' is a level of the course python"),
    );
  });
});

describe('template maps', () => {
  it('answers each template as a level draft to start from, and 404 for any other map', async () => {
    const visitor = stack.browser();
    for (const { map_path, name } of CREATIVE_TEMPLATES) {
      const response = await visitor.get(C.template(map_path));
      expect(response.status).toBe(200);
      const draft = creativeTemplateSchema.parse(response.body);
      expect(draft).toMatchObject({
        name,
        map_path,
        mapPath: map_path,
        zoom: 50,
        codeTemplate: 'from player import *\n\n',
        items: [],
        levelGoals: [],
      });
      expect(draft.map.layers.length).toBeGreaterThan(0);
      expect(draft.start).toEqual(draft.player_start);
    }
    const farm = getLevel('python', 'creative-01')!;
    expect((await visitor.get(C.template('creative-01.json'))).body).toMatchObject({ start: farm.start });
    expect((await visitor.get(C.template('creative-desert.json'))).body).toEqual({
      statusCode: 404,
      message: 'Template not found',
      error: 'Not Found',
    });
    expect((await visitor.get(C.template('..%2Fcourses.json'))).status).toBe(404);
    const { browser } = await creator();
    const refused = await browser.post<{ message: string }>(
      C.create,
      creativePayload(unique('desert'), { map_path: 'creative-desert.json' }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('map_path: must be one of creative-01.json');
  });
});

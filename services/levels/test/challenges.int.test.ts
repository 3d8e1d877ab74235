import { HOSTILE_STRINGS } from '@pylands/common/testing';
import { getCourse, loadServerChallenge, loadServerChallenges } from '@pylands/content';
import {
  API_PATHS,
  CHALLENGE_NOT_FOUND_MESSAGE,
  CHALLENGE_PATHS,
  CHOOSE_STUDENT_TO_PLAY_MESSAGE,
  challengeListSchema,
  challengeViewSchema,
  LEVEL_LOCKED_MESSAGE,
  OUT_OF_ATTEMPTS_MESSAGE,
  type ChallengeList,
  type ChallengeRunStart,
  type ChallengeView,
  type CreditRecord,
} from '@pylands/contracts';
import { parentWithStudent, startStack, type Stack } from './stack';
import { Visitor } from './visitor';

// The challenges list, a challenge's page and run starts: locks from payments' entitlements
// (granted for real by staff's set-paid), attempts in levels' daily counter.
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const LOCKED = { statusCode: 402, message: LEVEL_LOCKED_MESSAGE, error: 'Payment Required' };
const OUT_OF_ATTEMPTS = { statusCode: 403, message: OUT_OF_ATTEMPTS_MESSAGE, error: 'Forbidden' };
const NOT_FOUND = { statusCode: 404, message: CHALLENGE_NOT_FOUND_MESSAGE, error: 'Not Found' };
/** A chapter-1 challenge (free) and a chapter-3 one (needs a purchase). */
const FREE = 'animal-hello';
const PAID = 'counting-sheep';
const python = getCourse('python')!;

describe('GET level/challenges', () => {
  it('lists every challenge by chapter then difficulty, chapters 1–2 open to a visitor', async () => {
    const list = await new Visitor(stack.levels).get<ChallengeList>(CHALLENGE_PATHS.list);
    expect(list.status).toBe(200);
    expect(challengeListSchema.parse(list.body)).toEqual(list.body);
    expect(list.body.solved_count).toBe(0);
    const rows = list.body.challenges;
    expect(rows.map((c) => c.slug)).toEqual(loadServerChallenges().map((c) => c.slug));
    expect(rows.length).toBeGreaterThanOrEqual(24);
    const order = rows.map((c) => [c.chapter, ['beginner', 'advanced', 'expert'].indexOf(c.difficulty)]);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    for (const row of rows) {
      expect(row.chapter_name).toBe(python.chapters.find((c) => c.id === row.chapter)!.name);
      expect(row.locked).toBe(row.chapter > 2);
      expect(row.solved).toBe(false);
    }
    expect(rows.find((c) => c.slug === FREE)).toMatchObject({ chapter_name: 'Variables and Types' });
  });

  it('unlocks every chapter for a student whose parent paid, and keeps them locked before', async () => {
    const kid = stack.browser();
    const { email } = await parentWithStudent(kid, { choose: true });
    const before = (await kid.get<ChallengeList>(CHALLENGE_PATHS.list)).body.challenges;
    expect(before.filter((c) => c.locked).map((c) => c.chapter)).toEqual(
      before.filter((c) => c.chapter > 2).map((c) => c.chapter),
    );
    await stack.setPaid(email);
    const after = (await kid.get<ChallengeList>(CHALLENGE_PATHS.list)).body.challenges;
    expect(after.some((c) => c.locked)).toBe(false);
  });
});

describe('GET level/challenge/{slug}', () => {
  it('gives the description, starter, shape and the first two cases as examples, nothing more', async () => {
    const challenge = loadServerChallenge(FREE)!;
    const view = await new Visitor(stack.levels).get<ChallengeView>(CHALLENGE_PATHS.challenge(FREE));
    expect(view.status).toBe(200);
    expect(challengeViewSchema.strict().parse(view.body)).toEqual(view.body);
    expect(view.body).toEqual({
      slug: FREE,
      title: challenge.title,
      chapter: 1,
      chapter_name: 'Variables and Types',
      difficulty: challenge.difficulty,
      solved: false,
      locked: false,
      description: challenge.description,
      starter: challenge.starter,
      shape: challenge.shape,
      examples: challenge.tests.slice(0, 2),
      last_code: null,
    });
    // The hidden cases and the reference solution stay on the server.
    const text = JSON.stringify(view.body);
    for (const hidden of challenge.tests.slice(2)) expect(text).not.toContain(hidden.prints!);
    expect(text).not.toContain(challenge.solution.trim());
  });

  it('never sends a solution or a hidden case of any challenge to an entitled student', async () => {
    const kid = stack.browser();
    const { email } = await parentWithStudent(kid, { choose: true });
    await stack.setPaid(email);
    for (const challenge of loadServerChallenges()) {
      const view = await kid.get<ChallengeView>(CHALLENGE_PATHS.challenge(challenge.slug));
      expect(view.status).toBe(200);
      expect(view.body.examples).toHaveLength(2);
      expect(JSON.stringify(view.body)).not.toContain(JSON.stringify(challenge.solution));
      for (const hidden of challenge.tests.slice(2)) expect(view.body.examples).not.toContainEqual(hidden);
    }
  });

  it('answers 404 with the message for unknown and hostile slugs (414 past the path length limit)', async () => {
    const visitor = new Visitor(stack.levels);
    const fitting = HOSTILE_STRINGS.filter((slug) => slug.length <= 100);
    for (const slug of ['no-such-challenge', 'Animal-Hello', ...fitting]) {
      const view = await visitor.get(CHALLENGE_PATHS.challenge(slug));
      expect({ slug, status: view.status, body: view.body }).toEqual({ slug, status: 404, body: NOT_FOUND });
    }
    // A path parameter past Fastify's length limit is refused before routing.
    expect((await visitor.get(CHALLENGE_PATHS.challenge('a'.repeat(5000)))).status).toBe(414);
  });

  it('answers 402 for a chapter-3 challenge without a purchase, and opens it with one', async () => {
    expect((await new Visitor(stack.levels).get(CHALLENGE_PATHS.challenge(PAID))).body).toEqual(LOCKED);
    const kid = stack.browser();
    const { email } = await parentWithStudent(kid, { choose: true });
    const locked = await kid.get(CHALLENGE_PATHS.challenge(PAID));
    expect({ status: locked.status, body: locked.body }).toEqual({ status: 402, body: LOCKED });
    await stack.setPaid(email);
    const open = await kid.get<ChallengeView>(CHALLENGE_PATHS.challenge(PAID));
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ slug: PAID, chapter: 3, locked: false });
  });
});

describe('POST level/challenge/{slug}/run', () => {
  it("counts a visitor's runs up to 10 a day; the 11th is 403 and not counted", async () => {
    const visitor = new Visitor(stack.levels);
    const counters: number[] = [];
    for (let i = 0; i < 10; i++) {
      const run = await visitor.post<ChallengeRunStart>(CHALLENGE_PATHS.run(FREE), {});
      expect(run.status).toBe(200);
      expect(run.body).toMatchObject({ execution_type: 'challenge', limit: 10 });
      counters.push(run.body.counter);
    }
    expect(counters).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const refused = await visitor.post(CHALLENGE_PATHS.run(FREE), {});
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: OUT_OF_ATTEMPTS });
    expect((await visitor.get<CreditRecord>(API_PATHS.credit('challenge'))).body).toEqual({
      execution_type: 'challenge',
      counter: 10,
    });
    // Level runs are another counter.
    expect((await visitor.get<CreditRecord>(API_PATHS.credit('level'))).body.counter).toBe(0);
  });

  it("counts a student's runs against 30 a day, shown by credit/challenge", async () => {
    const kid = stack.browser();
    await parentWithStudent(kid, { choose: true });
    for (let i = 1; i <= 30; i++) {
      const run = await kid.post<ChallengeRunStart>(CHALLENGE_PATHS.run(FREE));
      expect(run.body).toEqual({ execution_type: 'challenge', counter: i, limit: 30 });
    }
    const refused = await kid.post(CHALLENGE_PATHS.run(FREE));
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: OUT_OF_ATTEMPTS });
    expect((await kid.get<CreditRecord>(API_PATHS.credit('challenge'))).body.counter).toBe(30);
  });

  it('is unlimited (limit null) for an entitled student, still counted', async () => {
    const kid = stack.browser();
    const { email } = await parentWithStudent(kid, { choose: true });
    await stack.setPaid(email);
    let last: ChallengeRunStart | undefined;
    for (let i = 0; i < 31; i++) last = (await kid.post<ChallengeRunStart>(CHALLENGE_PATHS.run(PAID))).body;
    expect(last).toEqual({ execution_type: 'challenge', counter: 31, limit: null });
    expect((await kid.get<CreditRecord>(API_PATHS.credit('challenge'))).body.counter).toBe(31);
  });

  it('refuses a locked challenge with 402 and counts nothing', async () => {
    const kid = stack.browser();
    await parentWithStudent(kid, { choose: true });
    const run = await kid.post(CHALLENGE_PATHS.run(PAID));
    expect({ status: run.status, body: run.body }).toEqual({ status: 402, body: LOCKED });
    expect((await kid.get<CreditRecord>(API_PATHS.credit('challenge'))).body.counter).toBe(0);
  });

  it('refuses a signed-in parent without a chosen student (403), counting nothing', async () => {
    const parent = stack.browser();
    await parentWithStudent(parent, { choose: false });
    const run = await parent.post(CHALLENGE_PATHS.run(FREE));
    expect({ status: run.status, message: (run.body as { message: string }).message }).toEqual({
      status: 403,
      message: CHOOSE_STUDENT_TO_PLAY_MESSAGE,
    });
    expect((await parent.get<CreditRecord>(API_PATHS.credit('challenge'))).body.counter).toBe(0);
  });

  it('answers 404 for an unknown challenge', async () => {
    const run = await new Visitor(stack.levels).post(CHALLENGE_PATHS.run('no-such-challenge'), {});
    expect({ status: run.status, body: run.body }).toEqual({ status: 404, body: NOT_FOUND });
  });
});

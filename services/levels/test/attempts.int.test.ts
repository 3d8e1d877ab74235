import { getLevel } from '@pylands/content';
import {
  API_PATHS,
  courseDataSchema,
  type CreditRecord,
  type LevelCompletion,
  type LevelData,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { parentWithStudent, startStack, type Stack } from './stack';
import { Visitor } from './visitor';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const OUT_OF_ATTEMPTS = {
  statusCode: 403,
  message: 'You\u2019ve used all your attempts for the day.',
  error: 'Forbidden',
};
const LOGIN_REQUIRED = {
  statusCode: 401,
  message: 'Please sign up or log in to play this level.',
  error: 'Unauthorized',
};
const intro1 = getLevel('python', 'intro-level1')!;
const intro5 = getLevel('python', 'intro-level5')!;

function runStart(slug: string, code = 'from player import *\nmove_forward()\n') {
  return { last_status: 'in_progress', last_code_executed: code, level_slug: slug, course_id: 'python' };
}

const visitor = () => new Visitor(stack.levels);
const savedRows = async () =>
  Number(
    (await stack.levels.get(DataSource).query(`SELECT count(*) AS n FROM levels.level_completions`))[0].n,
  );

describe('anonymous visitors', () => {
  it('get a signed httpOnly cookie from the credit endpoint, with a counter of 0', async () => {
    const tab = visitor();
    const credit = await tab.get<CreditRecord>(API_PATHS.credit('level'));
    expect(credit.status).toBe(200);
    expect(credit.body).toEqual({ execution_type: 'level', counter: 0 });
    expect(credit.issued).toMatch(
      /^pylands_anon=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    // The cookie is kept: asking again issues nothing new.
    expect((await tab.get(API_PATHS.credit('level'))).issued).toBeUndefined();
  });

  it('may start 10 runs a day, counted by their cookie across requests; the 11th is 403 and not counted', async () => {
    const rowsBefore = await savedRows();
    const tab = visitor();
    for (let run = 1; run <= 10; run += 1) {
      const started = await tab.post(API_PATHS.level.update(intro1.slug), runStart(intro1.slug));
      expect(started.status).toBe(200);
      expect(started.body).toEqual({ saved: false, execution_type: 'level', counter: run });
      // Issued once, on the first run start; later requests carry it.
      expect(Boolean(started.issued)).toBe(run === 1);
    }
    const refused = await tab.post(API_PATHS.level.update(intro1.slug), runStart(intro1.slug));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(OUT_OF_ATTEMPTS);
    expect((await tab.get(API_PATHS.credit('level'))).body).toEqual({ execution_type: 'level', counter: 10 });
    // Other execution types have their own counters.
    expect((await tab.get(API_PATHS.credit('challenge'))).body).toEqual({
      execution_type: 'challenge',
      counter: 0,
    });
    // Nothing was saved as progress.
    expect(await savedRows()).toBe(rowsBefore);

    // A fresh cookie (another browser) starts at zero.
    const other = visitor();
    const fresh = await other.post(API_PATHS.level.update(intro1.slug), runStart(intro1.slug));
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ counter: 1 });
    expect(other.cookie).not.toBe(tab.cookie);
  });

  it('ignore a tampered cookie: a new id is issued and counted from zero', async () => {
    const tab = visitor();
    for (let run = 0; run < 3; run += 1)
      await tab.post(API_PATHS.level.update(intro1.slug), runStart(intro1.slug));
    const [id, mac] = tab.cookie!.split('.');
    const forged = visitor();
    forged.cookie = `${id}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    const credit = await forged.get<CreditRecord>(API_PATHS.credit('level'));
    expect(credit.body.counter).toBe(0);
    expect(credit.issued).toBeDefined();
    expect(forged.cookie!.split('.')[0]).not.toBe(id);
    // A made-up id with no valid signature is no better.
    const madeUp = visitor();
    madeUp.cookie = `${id}`;
    const started = await madeUp.post(API_PATHS.level.update(intro1.slug), runStart(intro1.slug));
    expect(started.body).toMatchObject({ counter: 1 });
    expect(madeUp.cookie!.split('.')[0]).not.toBe(id);
  });

  it('take exactly the remaining attempts when run starts arrive at once', async () => {
    const tab = visitor();
    await tab.get(API_PATHS.credit('level'));
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => tab.post(API_PATHS.level.update(intro1.slug), runStart(intro1.slug))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(4);
    expect((await tab.get(API_PATHS.credit('level'))).body).toEqual({ execution_type: 'level', counter: 10 });
  });

  it('get their attempts back on the next UTC day', async () => {
    const tab = visitor();
    for (let run = 0; run < 10; run += 1)
      await tab.post(API_PATHS.level.update(intro1.slug), runStart(intro1.slug));
    expect((await tab.post(API_PATHS.level.update(intro1.slug), runStart(intro1.slug))).status).toBe(403);
    // Move today's count to yesterday, as midnight UTC would.
    await stack.levels
      .get(DataSource)
      .query(`UPDATE levels.credit_usage SET day = day - 1 WHERE subject = $1`, [
        `anon:${tab.cookie!.split('.')[0]}`,
      ]);
    const tomorrow = await tab.post(API_PATHS.level.update(intro1.slug), runStart(intro1.slug));
    expect(tomorrow.status).toBe(200);
    expect(tomorrow.body).toMatchObject({ counter: 1 });
  });

  it('cannot save a completion: 403 asking for an account', async () => {
    const tab = visitor();
    const response = await tab.post(API_PATHS.level.update(intro1.slug), {
      ...runStart(intro1.slug, intro1.solution),
      last_status: 'complete',
      seed: 1,
      answers: [],
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      statusCode: 403,
      message: 'Please sign up or log in to save your progress.',
      error: 'Forbidden',
    });
  });
});

describe('login-only levels (intro-level5, 6, 7)', () => {
  it('answer 401 to anonymous visitors for level data and run starts, without counting', async () => {
    const tab = visitor();
    for (const slug of ['intro-level5', 'intro-level6', 'intro-level7']) {
      const data = await tab.get(API_PATHS.level.data('python', slug));
      expect(data.status).toBe(401);
      expect(data.body).toEqual(LOGIN_REQUIRED);
      const run = await tab.post(API_PATHS.level.update(slug), runStart(slug));
      expect(run.status).toBe(401);
      expect(run.body).toEqual(LOGIN_REQUIRED);
    }
    expect((await tab.get(API_PATHS.credit('level'))).body).toEqual({ execution_type: 'level', counter: 0 });
    // Levels without the flag stay open.
    expect((await tab.get(API_PATHS.level.data('python', 'intro-level4'))).status).toBe(200);
  });

  it('are marked in the course data, so the sidebar shows a visitor the lock before the click', async () => {
    const course = courseDataSchema.parse((await visitor().get(API_PATHS.level.course('python'))).body);
    const marked = course.chapters
      .flatMap((chapter) => chapter.level_data)
      .filter((level) => level.requires_login)
      .map((level) => level.slug);
    expect(marked).toEqual(['intro-level5', 'intro-level6', 'intro-level7']);
  });

  it('are played by students', async () => {
    const browser = stack.browser();
    await parentWithStudent(browser, { choose: true });
    const data = await browser.get<LevelData>(API_PATHS.level.data('python', intro5.slug));
    expect(data.status).toBe(200);
    expect(data.body.slug).toBe(intro5.slug);
    const run = await browser.post<LevelCompletion>(
      API_PATHS.level.update(intro5.slug),
      runStart(intro5.slug),
    );
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ level_slug: intro5.slug, last_status: 'in_progress', attempts: 1 });
  });
});

describe('signed-in students', () => {
  it('may start 30 runs a day; the 31st is 403 and neither counted nor saved', async () => {
    const browser = stack.browser();
    await parentWithStudent(browser, { choose: true });
    const url = API_PATHS.level.update(intro1.slug);
    for (let run = 1; run <= 30; run += 1) {
      const started = await browser.post<LevelCompletion>(url, runStart(intro1.slug, `# run ${run}`));
      expect(started.status).toBe(200);
    }
    const refused = await browser.post(url, runStart(intro1.slug, '# run 31'));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(OUT_OF_ATTEMPTS);
    expect((await browser.get(API_PATHS.credit('level'))).body).toEqual({
      execution_type: 'level',
      counter: 30,
    });
    const level = (await browser.get<LevelData>(API_PATHS.level.data('python', intro1.slug))).body;
    expect(level.last_code_executed).toBe('# run 30');
    // Another student of another parent is not affected.
    const other = stack.browser();
    await parentWithStudent(other, { choose: true });
    expect((await other.post(url, runStart(intro1.slug))).status).toBe(200);
  });
});

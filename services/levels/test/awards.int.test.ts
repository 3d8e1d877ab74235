import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestBrowser } from '@pylands/common/testing';
import { getCourse, getLevel, type LevelContent } from '@pylands/content';
import {
  API_PATHS,
  BADGE_PATHS,
  CERTIFICATE_PATHS,
  badgeListSchema,
  certificateListSchema,
  certificateVerificationSchema,
  type BadgeList,
  type Certificate,
  type CertificateList,
  type CertificateVerification,
} from '@pylands/contracts';
import { PNG } from 'pngjs';
import { DataSource } from 'typeorm';
import { setStaff } from '../../auth/src/cli';
import { ProgressSignal } from '../src/achievements/progress-signal';
import { sharedLevel } from './creative-fixtures';
import { eventually, parentWithStudent, startStack, type Stack } from './stack';

let stack: Stack;
let staff: TestBrowser;

const python = getCourse('python')!;
const chapterOne = python.chapters[0];
const first = chapterOne.levels[0];
const introLevel3 = getLevel('python', 'intro-level3')!;

beforeAll(async () => {
  stack = await startStack();
  staff = stack.browser();
  const { email } = await parentWithStudent(staff, { choose: false });
  if (!(await setStaff(stack.auth.get(DataSource), email, true))) throw new Error('staff flag not set');
  // A fresh session after the flag is set, as staff would sign in.
  await staff.post(API_PATHS.auth.login, { email, password: 'correct horse' });
});

afterAll(async () => {
  await stack?.close();
});

interface Kid {
  browser: TestBrowser;
  id: string;
  username: string;
  email: string;
}

/** A parent's chosen student whose name levels knows (it learns the parent from auth's events). */
async function kid(): Promise<Kid> {
  const browser = stack.browser();
  const { student, email } = await parentWithStudent(browser, { choose: true });
  const list = await eventually(
    () => browser.get<BadgeList>(BADGE_PATHS.list(student.id)),
    (response) => response.body.student_name === student.username,
  );
  expect(list.body.student_name).toBe(student.username);
  return { browser, id: student.id, username: student.username, email };
}

/** Earlier levels recorded straight in the table, completed `daysAgo` days back (their replays prove nothing new here). */
async function completeInDatabase(studentId: string, slugs: string[], daysAgo = 1): Promise<void> {
  await stack.levels.get(DataSource).query(
    `INSERT INTO "levels"."level_completions" ("student_id", "course_id", "level_slug", "last_status", "attempts", "completed_at")
     SELECT $1, 'python', slug, 'complete', 1, now() - make_interval(days => $3) FROM unnest($2::text[]) AS slug`,
    [studentId, slugs, daysAgo],
  );
}

/** The real completion: the server replays the reference solution. */
async function complete(browser: TestBrowser, level: LevelContent) {
  const response = await browser.post(API_PATHS.level.update(level.slug), {
    last_status: 'complete',
    last_code_executed: level.solution,
    level_slug: level.slug,
    course_id: 'python',
    answers: level.solutionAnswers,
  });
  expect({ status: response.status, body: response.body }).toMatchObject({ status: 200 });
  return response;
}

/** First Steps' levels (those before intro-level4): two recorded, the last one replayed for real. */
async function earnFirstSteps(student: Kid) {
  await completeInDatabase(student.id, ['intro-level1', 'intro-level2']);
  return complete(student.browser, introLevel3);
}

/** A completion whose code does not solve the level: the replay refuses it (422). */
function forge(browser: TestBrowser) {
  return browser.post(API_PATHS.level.update(first.slug), {
    last_status: 'complete',
    last_code_executed: 'from player import *\n',
    level_slug: first.slug,
    course_id: 'python',
  });
}

async function earned(browser: TestBrowser, studentId: string): Promise<string[]> {
  const response = await browser.get<BadgeList>(BADGE_PATHS.list(studentId));
  expect(response.status).toBe(200);
  return badgeListSchema
    .parse(response.body)
    .badges.filter((badge) => badge.earned)
    .map((badge) => badge.id);
}

async function certificates(browser: TestBrowser, studentId: string): Promise<CertificateList> {
  const response = await browser.get<CertificateList>(CERTIFICATE_PATHS.list(studentId));
  expect(response.status).toBe(200);
  return certificateListSchema.parse(response.body);
}

const signal = () => stack.levels.get(ProgressSignal);

/** Binary answers: the test browser decodes bodies as text, so files are fetched from the app directly. */
function fetchRaw(url: string, headers: Record<string, string> = {}) {
  return stack.levels.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });
}

/** Share of pixels clearly darker than the page: text, frame, QR code. */
function inkShare(png: PNG): number {
  let ink = 0;
  for (let i = 0; i < png.data.length; i += 4)
    if (png.data[i] + png.data[i + 1] + png.data[i + 2] < 3 * 160) ink += 1;
  return ink / (png.width * png.height);
}

describe('badges', () => {
  it('awards a chapter badge once its levels are verified complete, and only once', async () => {
    const student = await kid();
    await completeInDatabase(
      student.id,
      chapterOne.levels.slice(1).map((level) => level.slug),
    );
    // A forged completion of the last level is refused and earns nothing.
    const forged = await forge(student.browser);
    expect(forged.status).toBe(422);
    expect(await earned(student.browser, student.id)).toEqual([]);

    await complete(student.browser, first);
    expect(await earned(student.browser, student.id)).toEqual([`chapter:python:${chapterOne.id}`]);

    // The same fact told again (a second completion, a repeated signal) changes nothing.
    await complete(student.browser, first);
    await signal().emit({
      kind: 'level',
      student_id: student.id,
      course_id: 'python',
      level_slug: first.slug,
    });
    const list = badgeListSchema.parse((await student.browser.get(BADGE_PATHS.list(student.id))).body);
    expect(list.earned_count).toBe(1);
    expect(list.badges.filter((badge) => badge.id === `chapter:python:${chapterOne.id}`)).toEqual([
      {
        id: `chapter:python:${chapterOne.id}`,
        kind: 'chapter',
        name: `${chapterOne.name} Complete`,
        description: `Complete every level of ${chapterOne.name} in ${python.name}.`,
        course_id: 'python',
        chapter_id: chapterOne.id,
        chapter_name: chapterOne.name,
        earned: true,
        earned_at: expect.any(String),
      },
    ]);
    // Locked ones follow in course order: chapter 1's quiz, then chapter 2.
    expect(list.badges.slice(1, 3)).toMatchObject([
      { id: `quiz:python:${chapterOne.id}`, earned: false },
      { id: `chapter:python:${python.chapters[1].id}`, earned: false },
    ]);
    const rows = await stack.levels
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM "levels"."badge_awards" WHERE "student_id" = $1`, [student.id]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('awards a quiz badge for a passed quiz only, once however often it is told', async () => {
    const student = await kid();
    const chapter = python.chapters[1].id;
    await signal().emit({
      kind: 'quiz',
      student_id: student.id,
      course_id: 'python',
      chapter_id: chapter,
      passed: false,
    });
    expect(await earned(student.browser, student.id)).toEqual([]);
    for (let i = 0; i < 2; i += 1)
      await signal().emit({
        kind: 'quiz',
        student_id: student.id,
        course_id: 'python',
        chapter_id: chapter,
        passed: true,
      });
    expect(await earned(student.browser, student.id)).toEqual([`quiz:python:${chapter}`]);
  });

  it('awards the first challenge at one solve and five challenges at five', async () => {
    const student = await kid();
    const solved = (count: number) =>
      signal().emit({
        kind: 'challenge',
        student_id: student.id,
        challenge_slug: `c${count}`,
        solved_count: count,
      });
    await solved(1);
    expect(await earned(student.browser, student.id)).toEqual(['first-challenge']);
    await solved(4);
    expect(await earned(student.browser, student.id)).toEqual(['first-challenge']);
    await solved(5);
    expect(new Set(await earned(student.browser, student.id))).toEqual(
      new Set(['first-challenge', 'five-challenges']),
    );
  });

  it('awards the 7-day streak for levels completed on 7 days in a row (UTC), not 6', async () => {
    const seven = await kid();
    const six = await kid();
    const days = [1, 2, 3, 4, 5, 6];
    // One level a day, each on an earlier day: intro-level2 yesterday, intro-level3 the day before…
    const levels = python.chapters.flatMap((c) => c.levels).slice(1, 7);
    for (const [i, level] of levels.entries()) await completeInDatabase(seven.id, [level.slug], days[i]);
    for (const [i, level] of levels.slice(0, 4).entries())
      await completeInDatabase(six.id, [level.slug], days[i]);
    // The other student's days have a gap: five days back is missing.
    await completeInDatabase(six.id, [levels[5].slug], 6);
    await complete(seven.browser, first);
    await complete(six.browser, first);
    expect(await earned(seven.browser, seven.id)).toContain('streak-7');
    expect(await earned(six.browser, six.id)).not.toContain('streak-7');
  });

  it('awards the creative badge when a first creative level is shared, not when it is saved privately', async () => {
    const student = await kid();
    await sharedLevel(student.browser, `award-private-${Date.now().toString(36)}`, {});
    expect(await earned(student.browser, student.id)).toEqual([]);
    await sharedLevel(student.browser, `award-public-${Date.now().toString(36)}`, { is_public: true });
    expect(await earned(student.browser, student.id)).toEqual(['first-creative']);
  });
});

describe('certificates', () => {
  it('issues the course certificate only after the last level is verified by replay', async () => {
    const student = await kid();
    const rest = python.chapters.flatMap((c) => c.levels).filter((level) => level.slug !== first.slug);
    await completeInDatabase(
      student.id,
      rest.map((level) => level.slug),
    );
    const courseCertificates = async () =>
      (await certificates(student.browser, student.id)).certificates.filter((c) => c.kind === 'course');
    expect(await courseCertificates()).toEqual([]);
    const forged = await forge(student.browser);
    expect(forged.status).toBe(422);
    expect(await courseCertificates()).toEqual([]);

    const done = await complete(student.browser, first);
    const [issued] = await courseCertificates();
    expect(issued).toEqual({
      id: expect.any(String),
      kind: 'course',
      student_id: student.id,
      student_name: student.username,
      course_id: 'python',
      course_name: python.name,
      issued_at: (done.body as { completed_at: string }).completed_at,
      school_name: null,
      revoked_at: null,
    });
    // get_certificate and payments' refund check agree with the issued row.
    const legacy = await student.browser.get<Certificate>(API_PATHS.level.certificate('python'));
    expect(legacy.body).toMatchObject({ id: issued.id, issued_at: issued.issued_at });

    const verification = await stack
      .browser()
      .get<CertificateVerification>(CERTIFICATE_PATHS.verify(issued.id));
    expect(certificateVerificationSchema.parse(verification.body)).toEqual({
      id: issued.id,
      kind: 'course',
      student_name: student.username,
      course_name: python.name,
      issued_at: issued.issued_at,
      school_name: null,
      status: 'valid',
      revoked_at: null,
    });
  });

  it('issues the first steps certificate once the levels before intro-level4 are complete (reaching it)', async () => {
    const student = await kid();
    await completeInDatabase(student.id, ['intro-level1', 'intro-level2']);
    const before = (await certificates(student.browser, student.id)).certificates;
    expect(before).toEqual([]);
    await complete(student.browser, introLevel3);
    const list = await certificates(student.browser, student.id);
    expect(list.certificates).toEqual([
      expect.objectContaining({ kind: 'first-steps', student_name: student.username, course_id: 'python' }),
    ]);
    const verification = await stack.browser().get(CERTIFICATE_PATHS.verify(list.certificates[0].id));
    expect(verification.body).toMatchObject({ kind: 'first-steps', status: 'valid' });
  });

  it('serves a printable A4 landscape PDF and a PNG of a valid certificate', async () => {
    const student = await kid();
    await earnFirstSteps(student);
    const [certificate] = (await certificates(student.browser, student.id)).certificates;

    const pdf = await fetchRaw(CERTIFICATE_PATHS.pdf(certificate.id), { host: 'pylands.example' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Pylands-First-Steps-${student.username}.pdf"; filename*=UTF-8''Pylands-First-Steps-${student.username}.pdf`,
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'certificate-'));
    try {
      writeFileSync(path.join(dir, 'c.pdf'), pdf.rawPayload);
      const info = execFileSync('pdfinfo', [path.join(dir, 'c.pdf')]).toString();
      expect(info).toMatch(/Pages:\s+1\n/);
      expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
      const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'c.pdf'), '-']).toString();
      for (const line of [
        'Pylands',
        'First Steps',
        student.username,
        python.name,
        certificate.id,
        `http://pylands.example/en/certificate/${certificate.id}`,
      ])
        expect(text).toContain(line);
      execFileSync('pdftoppm', ['-png', '-r', '40', path.join(dir, 'c.pdf'), path.join(dir, 'page')]);
      const page = PNG.sync.read(readFileSync(path.join(dir, 'page-1.png')));
      expect(page.width).toBeGreaterThan(page.height);
      expect(inkShare(page)).toBeGreaterThan(0.01);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const png = await fetchRaw(CERTIFICATE_PATHS.png(certificate.id));
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const image = PNG.sync.read(png.rawPayload);
    expect([image.width, image.height]).toEqual([1600, 1131]);
    expect(inkShare(image)).toBeGreaterThan(0.01);
  });

  it('writes the PDF in the language asked for, and English for one we do not support', async () => {
    const student = await kid();
    await earnFirstSteps(student);
    const [certificate] = (await certificates(student.browser, student.id)).certificates;
    const dir = mkdtempSync(path.join(tmpdir(), 'certificate-'));
    try {
      for (const [lang, expected] of [
        ['ja', 'ja'],
        ['xx', 'en'],
      ]) {
        const pdf = await fetchRaw(CERTIFICATE_PATHS.pdf(certificate.id, lang), { host: 'pylands.example' });
        expect(pdf.statusCode).toBe(200);
        writeFileSync(path.join(dir, `${lang}.pdf`), pdf.rawPayload);
        const text = execFileSync('pdftotext', [path.join(dir, `${lang}.pdf`), '-']).toString();
        // The verification address opens the page in the same language.
        expect(text).toContain(`http://pylands.example/${expected}/certificate/${certificate.id}`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('verifies: 404 for an unknown or malformed number; revoked by staff only, then no files', async () => {
    const visitor = stack.browser();
    const unknown = await visitor.get(CERTIFICATE_PATHS.verify('00000000-0000-4000-8000-000000000000'));
    expect(unknown.body).toEqual({
      statusCode: 404,
      message: 'We could not find a certificate with this number.',
      error: 'Not Found',
    });
    for (const id of ['not-a-number', "1' OR '1'='1", '%00'])
      expect((await visitor.get(CERTIFICATE_PATHS.verify(id))).status).toBe(404);
    expect((await fetchRaw(CERTIFICATE_PATHS.pdf('not-a-number'))).statusCode).toBe(404);

    const student = await kid();
    await earnFirstSteps(student);
    const [certificate] = (await certificates(student.browser, student.id)).certificates;
    expect((await visitor.post(CERTIFICATE_PATHS.revoke(certificate.id))).status).toBe(401);
    expect((await student.browser.post(CERTIFICATE_PATHS.revoke(certificate.id))).body).toEqual({
      statusCode: 403,
      message: 'Only Pylands staff can revoke a certificate.',
      error: 'Forbidden',
    });
    const revoked = await staff.post<CertificateVerification>(CERTIFICATE_PATHS.revoke(certificate.id));
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', revoked_at: expect.any(String) });
    expect((await visitor.get(CERTIFICATE_PATHS.verify(certificate.id))).body).toEqual(revoked.body);
    const pdf = await fetchRaw(CERTIFICATE_PATHS.pdf(certificate.id));
    expect(pdf.statusCode).toBe(410);
    expect(pdf.json()).toMatchObject({
      message: 'This certificate was revoked, so it can no longer be downloaded.',
    });
    expect((await fetchRaw(CERTIFICATE_PATHS.png(certificate.id))).statusCode).toBe(410);
  });

  it('erases a deleted student’s badges and certificates: the number no longer verifies', async () => {
    const student = await kid();
    await earnFirstSteps(student);
    await signal().emit({ kind: 'challenge', student_id: student.id, challenge_slug: 'c', solved_count: 1 });
    const [certificate] = (await certificates(student.browser, student.id)).certificates;
    const parent = stack.browser();
    await parent.post(API_PATHS.auth.login, { email: student.email, password: 'correct horse' });
    expect((await parent.request('DELETE', API_PATHS.profile.student(student.id))).status).toBe(200);
    const gone = await eventually(
      () => stack.browser().get(CERTIFICATE_PATHS.verify(certificate.id)),
      (response) => response.status === 404,
    );
    expect(gone.status).toBe(404);
    const rows = await stack.levels
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM "levels"."badge_awards" WHERE "student_id" = $1`, [student.id]);
    expect(rows).toEqual([{ n: 0 }]);
  });
});

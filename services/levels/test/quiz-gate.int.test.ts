import type { TestBrowser } from '@pylands/common/testing';
import { getCourse, getLevel } from '@pylands/content';
import {
  API_PATHS,
  CHAPTER_NO_SKIP_MESSAGE,
  ORGANIZATION_PATHS,
  QUIZ_REQUIRED_MESSAGE,
  REPORT_PATHS,
  type CompletionReport,
  type CourseData,
  type ReportStudent,
} from '@pylands/contracts';
import { chapterComplete, visibleChapters } from '@pylands/game-engine';
import { finishQuiz } from './quiz-helpers';
import { knownSchoolClass, startOrgStack, until, type OrgStack, type SchoolClass } from './org-stack';

/**
 * Students of a class with quizzes on: each chapter's quiz row comes with level/course, the chapter
 * after a quiz not yet passed is closed (level data and level/update 403 QUIZ_REQUIRED), a chapter
 * counts complete only with its quiz passed, and the teacher's reports agree with the sidebar.
 */
let org: OrgStack;

beforeAll(async () => {
  org = await startOrgStack();
});

afterAll(async () => {
  await org?.close();
});

const course = getCourse('python')!;
const chapterIds = course.chapters.map((chapter) => chapter.id);
const firstOf = (chapterIndex: number) => course.chapters[chapterIndex].levels[0].slug;

const classWith = (rules: Parameters<typeof knownSchoolClass>[1]) => knownSchoolClass(org, rules);

const courseOf = async (kid: TestBrowser) =>
  (await kid.get<CourseData>(API_PATHS.level.course('python'))).body;

async function reportOf(setUp: SchoolClass): Promise<{ report: CompletionReport; student: ReportStudent }> {
  const report = (
    await setUp.teacher.get<CompletionReport>(REPORT_PATHS.orgCompletion('python', setUp.classId))
  ).body;
  return { report, student: report.students[0] };
}

/** The report's closed chapters are the ones the student's own sidebar does not show. */
async function expectReportAgrees(
  setUp: SchoolClass,
  rules: { quiz: boolean; no_skip?: boolean },
): Promise<number[]> {
  const data = await courseOf(setUp.kid);
  const shown = visibleChapters(data.chapters, rules).map((chapter) => chapter.id);
  const { student } = await reportOf(setUp);
  expect(student.locked_chapters).toEqual(chapterIds.filter((id) => !shown.includes(id)));
  return student.locked_chapters;
}

const start = (kid: TestBrowser, slug: string) =>
  kid.post(API_PATHS.level.update(slug), {
    last_status: 'in_progress',
    last_code_executed: 'from player import *\n',
    level_slug: slug,
    course_id: 'python',
  });

it('closes the chapter after a quiz not passed (403 QUIZ_REQUIRED) and opens it once the quiz is passed', async () => {
  const setUp = await classWith({ quiz: true });
  const before = await courseOf(setUp.kid);
  expect(before.chapters.map((c) => [c.id, c.quiz_exists, c.quiz_complete])).toEqual(
    chapterIds.map((id) => [id, true, false]),
  );
  const closed = await setUp.kid.get(API_PATHS.level.data('python', firstOf(1)));
  expect(closed.status).toBe(403);
  expect(closed.body).toEqual({ statusCode: 403, message: QUIZ_REQUIRED_MESSAGE, error: 'Forbidden' });
  const refused = await start(setUp.kid, firstOf(1));
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ message: QUIZ_REQUIRED_MESSAGE });
  expect((await setUp.kid.get(API_PATHS.level.data('python', firstOf(0)))).status).toBe(200);
  expect(await expectReportAgrees(setUp, { quiz: true })).toEqual(chapterIds.slice(1));
  const { report, student } = await reportOf(setUp);
  expect(report.chapters.every((chapter) => chapter.quiz_exists === true)).toBe(true);
  expect(student.quizzes).toEqual({});

  // A failed try changes nothing but the teacher's view of it.
  expect((await finishQuiz(setUp.kid, 'python', 1, 2)).score?.passed).toBe(false);
  expect((await setUp.kid.get(API_PATHS.level.data('python', firstOf(1)))).status).toBe(403);
  expect((await reportOf(setUp)).student.quizzes).toEqual({
    '1': { best_percent: 25, passed: false, attempts: 1 },
  });

  expect((await finishQuiz(setUp.kid, 'python', 1, 8)).score?.passed).toBe(true);
  const after = await courseOf(setUp.kid);
  expect(after.chapters[0]).toMatchObject({ quiz_exists: true, quiz_complete: true });
  expect((await setUp.kid.get(API_PATHS.level.data('python', firstOf(1)))).status).toBe(200);
  expect((await start(setUp.kid, firstOf(1))).status).toBe(200);
  // Chapter 2's own quiz now closes chapter 3 (a paid chapter is 402 on its own; the class rule comes first).
  expect((await setUp.kid.get(API_PATHS.level.data('python', firstOf(2)))).body).toMatchObject({
    message: QUIZ_REQUIRED_MESSAGE,
  });
  expect(await expectReportAgrees(setUp, { quiz: true })).toEqual(chapterIds.slice(2));
  expect((await reportOf(setUp)).student.quizzes).toEqual({
    '1': { best_percent: 100, passed: true, attempts: 2 },
  });
  // The chapter report carries that chapter's quiz only.
  const chapterReport = (
    await setUp.teacher.get<CompletionReport>(REPORT_PATHS.chapterCompletion('python', 2, setUp.classId))
  ).body;
  expect(chapterReport.chapters).toEqual([expect.objectContaining({ id: 2, quiz_exists: true })]);
  expect(chapterReport.students[0].quizzes).toEqual({});
  expect(chapterReport.students[0].locked_chapters).toEqual([]);
});

it('leaves a class without quizzes ungated and without quiz rows, even for a student who took a quiz', async () => {
  const setUp = await classWith({ quiz: false });
  await finishQuiz(setUp.kid, 'python', 1, 1);
  const data = await courseOf(setUp.kid);
  expect(data.chapters.every((c) => !c.quiz_exists && !c.quiz_complete)).toBe(true);
  expect((await setUp.kid.get(API_PATHS.level.data('python', firstOf(1)))).status).toBe(200);
  const { report, student } = await reportOf(setUp);
  expect(report.chapters.some((chapter) => 'quiz_exists' in chapter)).toBe(false);
  expect(student).not.toHaveProperty('quizzes');
  expect(student.locked_chapters).toEqual([]);
});

it('counts a chapter complete only with its quiz passed when the class has quizzes on', async () => {
  const setUp = await classWith({ quiz: true });
  // Every level of chapter 1, each verified by replay.
  for (const { slug } of course.chapters[0].levels) {
    const level = getLevel('python', slug)!;
    const saved = await setUp.kid.post(API_PATHS.level.update(slug), {
      last_status: 'complete',
      last_code_executed: level.solution,
      level_slug: slug,
      course_id: 'python',
    });
    expect({ slug, status: saved.status }).toEqual({ slug, status: 200 });
  }
  const chapterOne = async () => (await courseOf(setUp.kid)).chapters[0];
  expect((await chapterOne()).level_data.every((level) => level.completed)).toBe(true);
  expect(chapterComplete(await chapterOne())).toBe(false);
  expect(await expectReportAgrees(setUp, { quiz: true })).toEqual(chapterIds.slice(1));

  // The teacher turns quizzes off: the same levels make the chapter complete, the next one opens.
  const setQuiz = async (quiz: boolean) => {
    await setUp.teacher.put(ORGANIZATION_PATHS.class(setUp.classId), { quiz });
    await until(
      () => courseOf(setUp.kid),
      (data) => data.chapters[0].quiz_exists === quiz,
    );
  };
  await setQuiz(false);
  expect(chapterComplete(await chapterOne())).toBe(true);
  expect((await setUp.kid.get(API_PATHS.level.data('python', firstOf(1)))).status).toBe(200);
  expect(await expectReportAgrees(setUp, { quiz: false })).toEqual([]);

  await setQuiz(true);
  expect(chapterComplete(await chapterOne())).toBe(false);
  await finishQuiz(setUp.kid, 'python', 1, 6);
  expect(chapterComplete(await chapterOne())).toBe(true);
  expect(await expectReportAgrees(setUp, { quiz: true })).toEqual(chapterIds.slice(2));
}, 120_000);

it('with no_skip gives unfinished levels as the reason before the quiz', async () => {
  const setUp = await classWith({ quiz: true, no_skip: true });
  const closed = await setUp.kid.get(API_PATHS.level.data('python', firstOf(1)));
  expect(closed.status).toBe(403);
  expect(closed.body).toMatchObject({ message: CHAPTER_NO_SKIP_MESSAGE });
  expect(await expectReportAgrees(setUp, { quiz: true, no_skip: true })).toEqual(chapterIds.slice(1));
});

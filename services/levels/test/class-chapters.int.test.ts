import type { TestBrowser } from '@pylands/common/testing';
import { getCourse } from '@pylands/content';
import {
  API_PATHS,
  CHAPTER_LOCKED_BY_CLASS_MESSAGE,
  CHAPTER_NO_SKIP_MESSAGE,
  REPORT_PATHS,
  type CompletionReport,
  type CourseData,
  type LevelData,
} from '@pylands/contracts';
import { knownSchoolClass, startOrgStack, type OrgStack, type SchoolClass } from './org-stack';

/**
 * A class student reaches only the chapters the class opens (the sidebar's rule): typing the URL of
 * another chapter's level is refused by level/data and level/update, and nothing is recorded.
 */
let org: OrgStack;

beforeAll(async () => {
  org = await startOrgStack();
});

afterAll(async () => {
  await org?.close();
});

const course = getCourse('python')!;
const chapterOne = course.chapters[0].levels[0];
const chapterTwo = course.chapters[1].levels[0];

const classWith = (rules: Parameters<typeof knownSchoolClass>[1]) => knownSchoolClass(org, rules);

const update = (kid: TestBrowser, slug: string, status: string) =>
  kid.post(API_PATHS.level.update(slug), {
    last_status: status,
    last_code_executed: 'from player import *\n',
    level_slug: slug,
    course_id: 'python',
  });

async function gridOf(setUp: SchoolClass): Promise<Record<string, string>> {
  const report = await setUp.teacher.get<CompletionReport>(
    REPORT_PATHS.orgCompletion('python', setUp.classId),
  );
  return report.body.students.find((student) => student.student_id === setUp.orgStudent.id)?.levels ?? {};
}

it('refuses a chapter the teacher has not unlocked: level data 403 with the reason, level/update 403, the grid unchanged', async () => {
  const setUp = await classWith({ unlocked_chapters: [1] });
  const courseData = (await setUp.kid.get<CourseData>(API_PATHS.level.course('python'))).body;
  expect(courseData.chapters[1].class_locked).toBe(true);

  const locked = await setUp.kid.get(API_PATHS.level.data('python', chapterTwo.slug));
  expect(locked.status).toBe(403);
  expect(locked.body).toEqual({
    statusCode: 403,
    message: CHAPTER_LOCKED_BY_CLASS_MESSAGE,
    error: 'Forbidden',
  });
  for (const status of ['in_progress', 'complete', 'not_started']) {
    const refused = await update(setUp.kid, chapterTwo.slug, status);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: CHAPTER_LOCKED_BY_CLASS_MESSAGE });
  }

  // The unlocked chapter plays as before, and only it shows in the teacher's grid.
  expect((await setUp.kid.get<LevelData>(API_PATHS.level.data('python', chapterOne.slug))).status).toBe(200);
  expect((await update(setUp.kid, chapterOne.slug, 'in_progress')).status).toBe(200);
  expect(await gridOf(setUp)).toEqual({ [chapterOne.slug]: 'in_progress' });
  // The teacher still reads the student's (empty) progress on any level.
  expect(
    (await setUp.teacher.get(API_PATHS.level.data('python', chapterTwo.slug, setUp.orgStudent.id))).status,
  ).toBe(200);
});

it('with no_skip refuses the chapters after the first incomplete one, also when listed as unlocked', async () => {
  for (const rules of [{ no_skip: true }, { no_skip: true, unlocked_chapters: [1, 2] }]) {
    const setUp = await classWith(rules);
    expect((await setUp.kid.get(API_PATHS.level.data('python', chapterOne.slug))).status).toBe(200);
    const skipped = await setUp.kid.get(API_PATHS.level.data('python', chapterTwo.slug));
    expect(skipped.status).toBe(403);
    expect(skipped.body).toEqual({ statusCode: 403, message: CHAPTER_NO_SKIP_MESSAGE, error: 'Forbidden' });
    const refused = await update(setUp.kid, chapterTwo.slug, 'in_progress');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: CHAPTER_NO_SKIP_MESSAGE });
    expect(await gridOf(setUp)).toEqual({});
  }
});

import { getLevel } from '@pylands/content';
import { API_PATHS, type CourseData } from '@pylands/contracts';
import type { TestBrowser } from '@pylands/common/testing';
import { StudentAccessService } from '../src/students/student-access.service';
import { eventually, parentWithStudent, startStack, type Stack } from './stack';

// level/update checks that the session's student still exists and belongs to the signed-in parent
// before it saves anything, whatever the (still signed) cookie says.
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const intro1 = getLevel('python', 'intro-level1')!;
const url = API_PATHS.level.update(intro1.slug);
const update = (last_status: 'in_progress' | 'complete', code = intro1.solution) => ({
  last_status,
  last_code_executed: code,
  level_slug: intro1.slug,
  course_id: 'python',
});

async function completed(browser: TestBrowser): Promise<boolean> {
  const course = (await browser.get<CourseData>(API_PATHS.level.course('python'))).body;
  return course.chapters.flatMap((c) => c.level_data).find((l) => l.slug === intro1.slug)?.completed ?? false;
}

it('refuses (403) to save anything for a student whose deletion levels has heard of', async () => {
  const browser = stack.browser();
  const { user, student } = await parentWithStudent(browser, { choose: true });
  // auth's student-changed event, as the queue delivers it.
  await stack.levels.get(StudentAccessService).record({
    student_id: student.id,
    parent_id: user.user_id,
    deleted: true,
  });
  const start = await browser.post(url, update('in_progress'));
  expect(start.status).toBe(403);
  expect(start.body).toMatchObject({
    message: 'This student no longer exists. Please choose another student.',
  });
  const finish = await browser.post(url, update('complete'));
  expect(finish.status).toBe(403);
  expect(await completed(browser)).toBe(false);
});

it('refuses (403) a session whose student belongs to another family', async () => {
  const browser = stack.browser();
  const { student } = await parentWithStudent(browser, { choose: true });
  const other = await parentWithStudent(stack.browser(), { choose: false });
  await stack.levels.get(StudentAccessService).record({
    student_id: student.id,
    parent_id: other.user.user_id,
    deleted: false,
  });
  const finish = await browser.post(url, update('complete'));
  expect(finish.status).toBe(403);
  expect(finish.body).toMatchObject({ message: 'This student is not one of yours.' });
});

it('saves nothing for a deleted student’s old cookie after the parent deletes the student', async () => {
  const kid = stack.browser();
  const { student, email } = await parentWithStudent(kid, { choose: true });
  // The parent, signed in elsewhere without a student chosen, deletes the student.
  const parent = stack.browser();
  expect((await parent.post(API_PATHS.auth.login, { email, password: 'correct horse' })).status).toBe(200);
  expect((await parent.request('DELETE', API_PATHS.profile.student(student.id))).status).toBe(200);
  const finish = await kid.post(url, update('complete'));
  // 401 once the shared guard sees the revoked session, 403 from levels' own check otherwise.
  expect([401, 403]).toContain(finish.status);
  const progress = await eventually(
    () => parent.get(API_PATHS.level.course('python', student.id)),
    (response) => response.status === 403,
  );
  expect(progress.status).toBe(403);
});

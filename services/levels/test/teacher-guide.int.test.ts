import type { TestBrowser } from '@pylands/common/testing';
import { getCourse, getLevel } from '@pylands/content';
import {
  API_PATHS,
  TEACHER_GUIDE_PATHS as G,
  teacherGuideChapterNotFoundMessage,
  teacherGuideChapterSchema,
  teacherGuideCourseNotFoundMessage,
  teacherGuideIndexSchema,
  type Student,
  type TeacherGuideChapter,
} from '@pylands/contracts';
import { unique } from '../../organizations/test/stack';
import { castOf, platformStaff, ROLES, startOrgStack, type OrgStack, type Role } from './org-stack';

/**
 * The teacher's guide (issue 23) by every kind of caller: the guide is public, its reference
 * solutions reach teachers, school admins (of any school) and platform staff only; visitors,
 * parents and students (a parent's child or a class student) never get one, nor does a staff
 * member playing as their own child (the session is the child's).
 */
type GuideRole = Role | 'staff' | 'staffAsChild';
const GUIDE_ROLES: GuideRole[] = [...ROLES, 'staff', 'staffAsChild'];
const SOLUTION_READERS: GuideRole[] = ['teacher', 'admin', 'otherAdmin', 'staff'];

let org: OrgStack;
let browsers: Record<GuideRole, TestBrowser>;

beforeAll(async () => {
  org = await startOrgStack();
  const cast = await castOf(org);
  const staffAsChild = await platformStaff(org);
  const child = (await staffAsChild.post<Student>(API_PATHS.profile.students, { username: unique('kid') }))
    .body;
  await staffAsChild.post(API_PATHS.auth.chooseStudent(child.id));
  browsers = { ...cast.browsers, staff: await platformStaff(org), staffAsChild };
}, 180_000);

afterAll(async () => {
  await org?.close();
});

const byRole = async <T>(call: (browser: TestBrowser) => Promise<T>) => {
  const answers = {} as Record<GuideRole, T>;
  for (const role of GUIDE_ROLES) answers[role] = await call(browsers[role]);
  return answers;
};

describe("teacher's guide role × endpoint matrix", () => {
  it('GET level/teacher-guide: both courses and all 14 chapters for everyone', async () => {
    const answers = await byRole((b) => b.get(G.index));
    for (const role of GUIDE_ROLES) {
      expect([role, answers[role].status]).toEqual([role, 200]);
      const index = teacherGuideIndexSchema.parse(answers[role].body);
      expect(index.courses.map((c) => c.course_id)).toEqual(['python', 'advanced-python']);
      expect(index.courses.flatMap((c) => c.chapters.map((ch) => ch.chapter_id))).toEqual(
        Array.from({ length: 14 }, (_, i) => i + 1),
      );
    }
  });

  it.each([
    ['python', 1],
    ['python', 5],
    ['advanced-python', 14],
  ] as const)(
    'GET level/teacher-guide/%s/%i: content for all, solutions only for teachers, admins and staff',
    async (courseId, chapterId) => {
      const answers = await byRole((b) => b.get<TeacherGuideChapter>(G.chapter(courseId, chapterId)));
      const chapter = getCourse(courseId)?.chapters.find((c) => c.id === chapterId);
      for (const role of GUIDE_ROLES) {
        expect([role, answers[role].status]).toEqual([role, 200]);
        const guide = teacherGuideChapterSchema.parse(answers[role].body);
        const reads = SOLUTION_READERS.includes(role);
        expect([role, guide.solutions_visible]).toEqual([role, reads]);
        expect(guide.levels.map((l) => l.slug)).toEqual(chapter?.levels.map((l) => l.slug));
        expect(guide.lesson_plan.length).toBeGreaterThan(0);
        for (const level of guide.levels)
          expect([role, level.slug, level.solution]).toEqual([
            role,
            level.slug,
            reads ? getLevel(courseId, level.slug)?.solution : null,
          ]);
      }
    },
    120_000,
  );

  it('answers 404 with a message for an unknown course or chapter, whoever asks', async () => {
    const cases: [string, string][] = [
      [G.chapter('no-such-course', 1), teacherGuideCourseNotFoundMessage('no-such-course')],
      [G.chapter('python', 9), teacherGuideChapterNotFoundMessage('Beginner Python', '9')],
      [G.chapter('python', 'one'), teacherGuideChapterNotFoundMessage('Beginner Python', 'one')],
      [G.chapter('advanced-python', 1), teacherGuideChapterNotFoundMessage('Advanced Python', '1')],
    ];
    for (const [path, message] of cases) {
      const answers = await byRole((b) => b.get<{ message: string }>(path));
      for (const role of GUIDE_ROLES) {
        expect([role, path, answers[role].status]).toEqual([role, path, 404]);
        expect(answers[role].body.message).toBe(message);
      }
    }
  });
});

describe("teacher's guide chapters", () => {
  it('link the chapters in order across both courses: Beginner 8 is followed by Advanced 9', async () => {
    const visitor = browsers.anonymous;
    const first = teacherGuideChapterSchema.parse((await visitor.get(G.chapter('python', 1))).body);
    const eighth = teacherGuideChapterSchema.parse((await visitor.get(G.chapter('python', 8))).body);
    const last = teacherGuideChapterSchema.parse((await visitor.get(G.chapter('advanced-python', 14))).body);
    expect(first.previous).toBeNull();
    expect(first.next).toEqual({ course_id: 'python', chapter_id: 2, name: 'Basic Operators' });
    expect(eighth.next).toEqual({ course_id: 'advanced-python', chapter_id: 9, name: 'Generators' });
    expect(last.next).toBeNull();
    expect(first.lesson_minutes).toBe(first.lesson_plan.reduce((sum, step) => sum + step.minutes, 0));
  });
});

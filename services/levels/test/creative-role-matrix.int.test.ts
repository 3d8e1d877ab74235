import type { TestBrowser } from '@pylands/common/testing';
import { API_PATHS, type Student } from '@pylands/contracts';
import { signUp, unique } from '../../organizations/test/stack';
import { creativePayload, sharedLevel, SOLVING_CODE } from './creative-fixtures';
import {
  castOf,
  platformStaff,
  ROLES,
  startOrgStack,
  until,
  type Cast,
  type OrgStack,
  type Role,
} from './org-stack';

/**
 * Every creative call of issue 22 by every kind of caller: the levels matrix's roles (a visitor, a
 * parent with no student chosen, the parent's chosen student, a class student, the class's
 * teacher, the school's admin, another school's admin), plus another family's student and
 * platform staff. The teacher builds the levels.
 */
type CreativeRole = Role | 'otherFamily' | 'staff';
const CREATIVE_ROLES: CreativeRole[] = [...ROLES, 'otherFamily', 'staff'];

let org: OrgStack;
let cast: Cast;
let browsers: Record<CreativeRole, TestBrowser>;
let teacherId: string;
const levels = { private: '', school: '', public: '', hidden: '', toHide: '' };

let slugs = 0;
const fresh = () => `creative-matrix-${(slugs += 1)}-${Date.now().toString(36)}`;

async function anotherFamily(): Promise<TestBrowser> {
  const parent = org.browser();
  await signUp(parent);
  const child = (await parent.post<Student>(API_PATHS.profile.students, { username: unique('kid') })).body;
  await parent.post(API_PATHS.auth.chooseStudent(child.id));
  return parent;
}

const teacherLevel = async (flags: { is_public?: boolean; school_visible?: boolean }) => {
  const slug = fresh();
  await sharedLevel(cast.browsers.teacher, slug, flags);
  return slug;
};

beforeAll(async () => {
  org = await startOrgStack();
  cast = await castOf(org);
  browsers = { ...cast.browsers, otherFamily: await anotherFamily(), staff: await platformStaff(org) };
  teacherId = (await cast.browsers.teacher.get<{ user_id: string }>(API_PATHS.auth.current)).body.user_id;
  // Wait until levels has heard of the class (the class student is then a member of the school).
  await until(
    () => cast.browsers.teacher.get(API_PATHS.level.course('python', cast.orgStudent.id)),
    (response) => response.status === 200,
  );
  levels.private = await teacherLevel({});
  levels.school = await teacherLevel({ school_visible: true });
  levels.public = await teacherLevel({ is_public: true });
  levels.hidden = await teacherLevel({ is_public: true });
  levels.toHide = await teacherLevel({ is_public: true });
  const hidden = await browsers.staff.put(C.hidden(levels.hidden, 'python'), { hidden: true });
  if (hidden.status !== 200) throw new Error(`hiding answered ${hidden.status}`);
}, 180_000);

afterAll(async () => {
  await org?.close();
});

type Call = (browser: TestBrowser) => Promise<{ status: number }>;
const C = API_PATHS.level.creative;
const play = (slug: string) => API_PATHS.level.data('python', slug, teacherId);
// Levels are named by key: they are made in beforeAll, after the matrix is built.
type Kind = keyof typeof levels;
const proof = (kind: Kind) => (b: TestBrowser) =>
  b.post(C.proof(levels[kind], 'python'), { code: SOLVING_CODE });
const report = (kind: Kind) => (b: TestBrowser) =>
  b.post(C.report(levels[kind], 'python', teacherId), { reason: 'Not a kind level' });

// Expected status per role, in order: anonymous, parent, parentStudent, orgStudent, teacher, admin,
// otherAdmin, otherFamily, staff.
const MATRIX: [string, Call, number[]][] = [
  [
    'GET level/data/{course}/{slug}?user_id (the teacher’s private level)',
    (b) => b.get(play(levels.private)),
    [404, 404, 404, 404, 200, 404, 404, 404, 404],
  ],
  [
    'GET level/data/{course}/{slug}?user_id (shared with the school)',
    (b) => b.get(play(levels.school)),
    [404, 404, 404, 200, 200, 200, 404, 404, 404],
  ],
  [
    'GET level/data/{course}/{slug}?user_id (public)',
    (b) => b.get(play(levels.public)),
    [200, 200, 200, 200, 200, 200, 200, 200, 200],
  ],
  [
    'GET level/data/{course}/{slug}?user_id (public, hidden by staff)',
    (b) => b.get(play(levels.hidden)),
    [404, 404, 404, 404, 200, 404, 404, 404, 200],
  ],
  [
    'GET level/creative/{slug} (public, hidden by staff)',
    (b) => b.get(C.level(levels.hidden, 'python')),
    [404, 404, 404, 404, 200, 404, 404, 404, 200],
  ],
  [
    'POST level/update/{slug}?user_id (a run of the teacher’s school level)',
    (b) =>
      b.post(API_PATHS.level.update(levels.school, { courseId: 'python', userId: teacherId }), {
        last_status: 'in_progress',
        last_code_executed: SOLVING_CODE,
        level_slug: levels.school,
        course_id: 'python',
      }),
    [404, 404, 404, 200, 200, 200, 404, 404, 404],
  ],
  [
    'POST level/creative/{slug}/proof (the teacher’s private level)',
    proof('private'),
    [401, 404, 404, 404, 200, 404, 404, 404, 404],
  ],
  [
    'POST level/creative/{slug}/proof (shared with the school)',
    proof('school'),
    [401, 404, 404, 403, 200, 403, 404, 404, 404],
  ],
  [
    'POST level/creative/{slug}/report (public)',
    report('public'),
    [401, 200, 200, 200, 403, 200, 200, 200, 200],
  ],
  [
    'POST level/creative/{slug}/report (shared with the school)',
    report('school'),
    [401, 404, 404, 200, 403, 200, 404, 404, 404],
  ],
  [
    'PUT level/creative/{slug}/hidden (public)',
    (b) => b.put(C.hidden(levels.toHide, 'python', teacherId), { hidden: true }),
    [401, 403, 403, 403, 403, 403, 403, 403, 200],
  ],
  ['GET level/creative/reports', (b) => b.get(C.reports), [401, 403, 403, 403, 403, 403, 403, 403, 200]],
  [
    'PUT level/creative/{slug} moving it to advanced-python (the teacher’s private level)',
    async (b) => {
      const slug = await teacherLevel({});
      return b.put(C.level(slug, 'python'), { name: 'Moved level', course_id: 'advanced-python' });
    },
    [401, 404, 404, 404, 200, 404, 404, 404, 404],
  ],
  [
    'PUT level/creative/{slug} sharing it without a proof (the teacher’s private level)',
    async (b) => {
      const slug = await teacherLevel({});
      return b.put(C.level(slug, 'python'), { name: 'Shared level', is_public: true });
    },
    [401, 404, 404, 404, 422, 404, 404, 404, 404],
  ],
  [
    'POST level/creative/create shared without a proof',
    (b) => b.post(C.create, creativePayload(fresh(), { is_public: true })),
    [401, 422, 422, 422, 422, 422, 422, 422, 422],
  ],
  [
    'GET level/creative/template/{map_path}',
    (b) => b.get(C.template('creative-pantry.json')),
    [200, 200, 200, 200, 200, 200, 200, 200, 200],
  ],
  [
    'GET level/creative/public/paginated?search',
    (b) => b.get(C.publicPage({ search: 'Creative', page: 1, size: 12 })),
    [200, 200, 200, 200, 200, 200, 200, 200, 200],
  ],
  ['GET level/creative/school', (b) => b.get(C.school), [401, 403, 403, 200, 200, 200, 200, 403, 403]],
];

describe('creative levels role × endpoint matrix', () => {
  it.each(MATRIX)(
    '%s',
    async (_name, call, expected) => {
      const actual: number[] = [];
      for (const role of CREATIVE_ROLES) actual.push((await call(browsers[role])).status);
      expect(Object.fromEntries(CREATIVE_ROLES.map((role, i) => [role, actual[i]]))).toEqual(
        Object.fromEntries(CREATIVE_ROLES.map((role, i) => [role, expected[i]])),
      );
    },
    120_000,
  );
});

describe('school creative levels', () => {
  it('show a level shared with the school to its members only, and never once hidden', async () => {
    const slugsFor = async (role: CreativeRole) =>
      (await browsers[role].get<{ level_slug: string }[]>(C.school)).body.map((level) => level.level_slug);
    expect(await slugsFor('orgStudent')).toContain(levels.school);
    expect(await slugsFor('admin')).toContain(levels.school);
    expect(await slugsFor('otherAdmin')).not.toContain(levels.school);
    expect(await slugsFor('orgStudent')).not.toContain(levels.private);
    // School levels stay out of the public lists.
    const publicSlugs = (await browsers.anonymous.get<{ level_slug: string }[]>(C.public)).body.map(
      (level) => level.level_slug,
    );
    expect(publicSlugs).not.toContain(levels.school);
    expect(publicSlugs).toContain(levels.public);
    expect((await browsers.staff.put(C.hidden(levels.school, 'python'), { hidden: true })).status).toBe(200);
    expect(await slugsFor('orgStudent')).not.toContain(levels.school);
    expect((await browsers.orgStudent.get(play(levels.school))).status).toBe(404);
  });
});

import { API_PATHS, REPORT_PATHS } from '@pylands/contracts';
import { sharedLevel } from './creative-fixtures';
import { describeRoleMatrix, useCast, type Cast, type MatrixRow } from './org-stack';

/**
 * Every levels call by every kind of caller: a visitor, a parent with no student chosen, the same
 * parent's chosen student, a student of a school class, that class's teacher, the school's admin
 * and another school's admin.
 */
let cast: Cast;
const castReady = useCast();
beforeAll(() => {
  cast = castReady();
});

let slugs = 0;
const fresh = () => `matrix-level-${(slugs += 1)}-${Date.now().toString(36)}`;
const creative = (slug: string, extra: Record<string, unknown> = {}) => ({
  name: 'Matrix level',
  level_slug: slug,
  course_id: 'python',
  ...extra,
});
/** The teacher's level, private, shared with the school, or public (solved first, as sharing needs). */
const teacherLevel = async (flags: { is_public?: boolean; school_visible?: boolean }) => {
  const slug = fresh();
  await sharedLevel(cast.browsers.teacher, slug, flags);
  return slug;
};

const L = API_PATHS.level;
const C = API_PATHS.level.creative;
const start = (slug: string) => ({
  last_status: 'in_progress',
  last_code_executed: 'move_forward()',
  level_slug: slug,
  course_id: 'python',
});

// Expected status per role, in ROLES order:
// anonymous, parent, parentStudent, orgStudent, teacher, admin, otherAdmin.
const MATRIX: MatrixRow[] = [
  ['GET level/course/{slug}', (b) => b.get(L.course('python')), [200, 200, 200, 200, 200, 200, 200]],
  [
    'GET level/course/{slug}?student_id (a parent’s child)',
    (b) => b.get(L.course('python', cast.child.id)),
    [401, 200, 200, 403, 403, 403, 403],
  ],
  [
    'GET level/course/{slug}?student_id (a class student)',
    (b) => b.get(L.course('python', cast.orgStudent.id)),
    [401, 403, 403, 200, 200, 200, 403],
  ],
  [
    'GET level/data/{course}/{slug}',
    (b) => b.get(L.data('python', 'intro-level1')),
    [200, 200, 200, 200, 200, 200, 200],
  ],
  [
    'GET level/data/{course}/{slug} (login-only level)',
    (b) => b.get(L.data('python', 'intro-level5')),
    [401, 200, 200, 200, 200, 200, 200],
  ],
  [
    'GET level/data/{course}/{slug}?user_id (a class student)',
    (b) => b.get(L.data('python', 'intro-level1', cast.orgStudent.id)),
    [401, 403, 403, 200, 200, 200, 403],
  ],
  [
    'GET level-data/course/{course}/{slug}',
    (b) => b.get(L.dataByCourse('python', 'intro-level1')),
    [200, 200, 200, 200, 200, 200, 200],
  ],
  [
    'GET level/guide/{course}/{slug}.png',
    (b) => b.get(L.guide('python', 'intro-level1')),
    [200, 200, 200, 200, 200, 200, 200],
  ],
  [
    'POST level/update/{slug} (a run starts)',
    (b) => b.request('POST', L.update('intro-level1'), { body: start('intro-level1') }),
    [200, 403, 200, 200, 403, 403, 403],
  ],
  [
    'GET level/course/{course}/org-completion',
    (b) => b.get(REPORT_PATHS.orgCompletion('python')),
    [401, 403, 403, 403, 200, 200, 200],
  ],
  [
    'GET level/course/{course}/chapter-completion',
    (b) => b.get(REPORT_PATHS.chapterCompletion('python', 1, cast.classId)),
    [401, 403, 403, 403, 200, 200, 403],
  ],
  [
    'GET level/get_certificate/{course}',
    (b) => b.get(L.certificate('python')),
    [401, 403, 404, 404, 403, 403, 403],
  ],
  [
    'GET level/get_certificate/{course}?student_id (a class student)',
    (b) => b.get(L.certificate('python', cast.orgStudent.id)),
    [401, 403, 403, 404, 404, 404, 403],
  ],
  [
    'POST level/creative/create',
    (b) => b.post(C.create, creative(fresh())),
    [401, 201, 201, 201, 201, 201, 201],
  ],
  [
    'POST level/creative?force_create',
    (b) => b.post(C.save(true), creative(fresh())),
    [401, 201, 201, 201, 201, 201, 201],
  ],
  ['GET level/creative', (b) => b.get(C.mine), [401, 200, 200, 200, 200, 200, 200]],
  ['GET level/creative/public', (b) => b.get(C.public), [200, 200, 200, 200, 200, 200, 200]],
  ['GET level/creative/public/paginated', (b) => b.get(C.publicPage()), [200, 200, 200, 200, 200, 200, 200]],
  [
    'GET level/creative/public/creator/{id}',
    (b) => b.get(C.creator(cast.child.id)),
    [200, 200, 200, 200, 200, 200, 200],
  ],
  [
    'GET level/creative/public/creator/{id}/paginated',
    (b) => b.get(C.creatorPage(cast.child.id)),
    [200, 200, 200, 200, 200, 200, 200],
  ],
  [
    'GET level/creative/public/creator/{id}/stats',
    (b) => b.get(C.creatorStats(cast.child.id)),
    [200, 200, 200, 200, 200, 200, 200],
  ],
  ['GET level/creative/school', (b) => b.get(C.school), [401, 403, 403, 200, 200, 200, 200]],
  [
    'GET level/creative/check-slug/{course}/{slug}',
    (b) => b.get(C.checkSlug('python', 'any-slug')),
    [401, 200, 200, 200, 200, 200, 200],
  ],
  [
    'GET level/creative/{slug} (the teacher’s private level)',
    async (b) => b.get(C.level(await teacherLevel({}), 'python')),
    [404, 404, 404, 404, 200, 404, 404],
  ],
  [
    'GET level/creative/{slug} (the teacher’s level shared with the school)',
    async (b) => b.get(C.level(await teacherLevel({ school_visible: true }), 'python')),
    [404, 404, 404, 200, 200, 200, 404],
  ],
  [
    'GET level/creative/{slug} (a public level)',
    async (b) => b.get(C.level(await teacherLevel({ is_public: true }), 'python')),
    [200, 200, 200, 200, 200, 200, 200],
  ],
  [
    'PUT level/creative/{slug} (the teacher’s level shared with the school)',
    async (b) => {
      const slug = await teacherLevel({ school_visible: true });
      return b.put(C.level(slug, 'python'), creative(slug, { name: 'Renamed level' }));
    },
    [401, 404, 404, 403, 200, 403, 404],
  ],
  [
    'DELETE level/creative/{slug} (the teacher’s level shared with the school)',
    async (b) => b.delete(C.level(await teacherLevel({ school_visible: true }), 'python')),
    [401, 404, 404, 403, 200, 403, 404],
  ],
  [
    'GET credit/{execution_type}',
    (b) => b.get(API_PATHS.credit('level')),
    [200, 200, 200, 200, 200, 200, 200],
  ],
  ['GET level/openapi.json', (b) => b.get('/api/level/openapi.json'), [200, 200, 200, 200, 200, 200, 200]],
];

// Rows that share a level replay its solution once per role: they may take a while.
describeRoleMatrix('levels role × endpoint matrix', MATRIX, () => cast, 120_000);

describe('school creative levels', () => {
  it('lists the levels the school’s members share with it, to that school only', async () => {
    const shared = await teacherLevel({ school_visible: true });
    const kept = await teacherLevel({});
    const slugsFor = async (role: 'orgStudent' | 'admin' | 'otherAdmin') =>
      (await cast.browsers[role].get<{ level_slug: string }[]>(C.school)).body.map(
        (level) => level.level_slug,
      );
    expect(await slugsFor('orgStudent')).toContain(shared);
    expect(await slugsFor('admin')).toContain(shared);
    expect(await slugsFor('admin')).not.toContain(kept);
    expect(await slugsFor('otherAdmin')).not.toContain(shared);
  });
});

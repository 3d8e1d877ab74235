import { randomUUID } from 'node:crypto';
import { creativePayload, SOLVING_CODE } from '../../../services/levels/test/creative-fixtures';
import { PASSWORD } from '../../support/school';
import { every, signedIn, type AccessRow, type As, type RouteKey } from './access-table';

/**
 * Who may call what: every route of every service (the contracts' route tables) and, for each of
 * the eight callers, the exact status. Columns, in ROLES order:
 *   anonymous, parent, parentStudent, orgStudent, teacher, admin, otherAdmin, staff.
 * "parent" has no student chosen; "parentStudent" is the same account with its child chosen;
 * "orgStudent", "teacher" and "admin" belong to one school, whose class and student the calls
 * aim at; "otherAdmin" runs another school; "staff" is a parent account with the staff flag.
 * The spec (doc 1 §6) names the roles; a service's guard decides the rest, and where its answer
 * and the rule disagree the service is fixed, not this table.
 */

let serial = 0;
/** A name no other call uses (usernames, emails, slugs). */
const fresh = (stem: string) => `${stem}${Date.now().toString(36)}${(serial += 1)}`;
const freshEmail = () => `${fresh('matrix')}@example.com`;
const slugLetters = () => fresh('').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
const BOGUS_TOKEN = 'x'.repeat(32);
const WEEK = {
  since: new Date(Date.now() - 7 * 24 * 3600_000).toISOString(),
  until: new Date().toISOString(),
};
/** intro-level1 walked one step too far: the character bumps into the wall after the flag. */
const TOO_FAR = 'from player import *\n\nmove_forward(5)\n';
const START_RUN = {
  last_status: 'in_progress',
  last_code_executed: 'move_forward()',
  level_slug: 'intro-level1',
  course_id: 'python',
};

async function created<T>(response: Awaited<ReturnType<Awaited<ReturnType<As>>['post']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A call that only fills the path's parameters. */
const at = (params: Record<string, string>) => () => ({ params });
const QUIZ_1 = { course_id: 'python', chapter_id: 'chapter-1' };
const INTRO_LEVEL = { course_slug: 'python', slug: 'intro-level1' };

/** A call whose path parameter names nothing that exists (a fresh UUID). */
const unknown = (param: string) => () => ({ params: { [param]: randomUUID() } });

/** The id of what `role` makes by posting `data` to `path` (a target a call may delete). */
async function madeBy(as: As, role: Parameters<As>[0], path: string, data: unknown): Promise<string> {
  return (await created<{ id: string }>(await (await as(role)).post(path, { data }), `POST ${path}`)).id;
}

/** The teacher's level shared with the school: saved, solved (the proof), then shared. */
export async function schoolLevelOf(as: As): Promise<string> {
  const teacher = await as('teacher');
  const slug = fresh('matrix-level-');
  await created(await teacher.post('/api/level/creative/create', { data: creativePayload(slug) }), 'create');
  await created(
    await teacher.post(`/api/level/creative/${slug}/proof?course_id=python`, {
      data: { code: SOLVING_CODE },
    }),
    'proof',
  );
  const shared = await teacher.put(`/api/level/creative/${slug}?course_id=python`, {
    data: { name: 'Matrix level', school_visible: true },
  });
  if (!shared.ok()) throw new Error(`share: ${shared.status()} ${await shared.text()}`);
  return slug;
}

// Shapes of expectation that recur (columns as above).
const STAFF_ONLY = [401, 403, 403, 403, 403, 403, 403, 200] as const;
/** A parent account without a chosen student, staff being one. */
const PARENT_ACCOUNT = [401, 200, 403, 403, 403, 403, 403, 200] as const;
/** Billing (doc 1 §6 "Admin or parent: billing"). */
const BILLING = [401, 200, 403, 403, 403, 200, 200, 200] as const;
/** The family child's own things: the child, its parent, staff. */
const THE_CHILD = [401, 200, 200, 403, 403, 403, 403, 200] as const;
/** Students run code; signed-in callers without a student do not (doc 1 §6); visitors run with low limits. */
const RUNNERS = [200, 403, 200, 200, 403, 403, 403, 403] as const;
/** The school's admin only. */
const SCHOOL_ADMIN = [401, 403, 403, 403, 403, 200, 403, 403] as const;
/** The class's teacher and the school's admin. */
const CLASS_STAFF = [401, 403, 403, 403, 200, 200, 403, 403] as const;
/** Any school's teacher or admin, in their own school. */
const SCHOOL_STAFF = [401, 403, 403, 403, 200, 200, 200, 403] as const;

export const EXPECTED_ACCESS: Record<RouteKey, AccessRow> = {
  // ── auth: sessions ─────────────────────────────────────────────────────────────────────────
  'POST /api/auth/signup': {
    expect: every(201),
    call: () => ({ body: { email: freshEmail(), password: PASSWORD } }),
  },
  'POST /api/auth/login': {
    expect: every(200),
    call: (f) => ({ body: { email: f.ids.parent.email, password: PASSWORD } }),
  },
  'GET /api/auth/current': { expect: signedIn(200) },
  'GET /api/auth/logout': { expect: every(200), throwaway: true },
  'POST /api/auth/choose_student/{student_id}': {
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
    call: (f) => ({ params: { student_id: f.ids.parent.childId } }),
  },
  'POST /api/auth/choose-student/{student_id}': {
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
    call: (f) => ({ params: { student_id: f.ids.parent.childId } }),
  },
  'POST /api/auth/return-to-parent': {
    expect: [401, 200, 200, 403, 403, 403, 403, 200],
    why: 'the parental gate is a family’s: a school’s student has no parent account to return to (was 200: fixed)',
    call: () => ({ body: { password: PASSWORD } }),
  },
  'POST /api/auth/login-org': {
    expect: every(200),
    call: (f) => ({
      body: { organization_slug: f.ids.school.slug, username: 'juniper', password: PASSWORD },
    }),
  },
  'POST /api/auth/signup/class-token': {
    expect: every(201),
    call: (f) => ({ body: { token: f.ids.school.classToken, username: fresh('pupil'), password: PASSWORD } }),
  },
  'POST /api/auth/impersonate/user': {
    expect: STAFF_ONLY,
    call: (f) => ({ query: { target_user_id: f.ids.parent.userId } }),
  },
  'POST /api/auth/impersonate/student': {
    expect: STAFF_ONLY,
    call: (f) => ({ query: { target_student_id: f.ids.parent.childId } }),
  },
  'POST /api/auth/impersonate/end': { expect: every(200) },
  'GET /api/auth/google/authorize': { expect: every(302) },
  'GET /api/auth/google_callback': { expect: every(302) },
  'GET /api/auth/login-options': { expect: every(200) },
  // ── auth: email links ──────────────────────────────────────────────────────────────────────
  'POST /api/auth/signup/generate-link': {
    expect: every(200),
    call: () => ({ query: { email: freshEmail() } }),
  },
  'POST /api/auth/generate-user-signup-link': {
    expect: every(200),
    call: () => ({ query: { email: freshEmail() } }),
  },
  'GET /api/auth/signup/get-email-from-token': {
    expect: every(404),
    why: 'a link never sent',
    call: () => ({ query: { token: BOGUS_TOKEN } }),
  },
  'GET /api/auth/get-user-by-token': { expect: every(404), call: () => ({ query: { token: BOGUS_TOKEN } }) },
  'GET /api/auth/confirm-email': { expect: every(302) },
  'POST /api/auth/forgot-password': { expect: every(200), call: () => ({ query: { email: freshEmail() } }) },
  'POST /api/auth/reset-password': {
    expect: every(400),
    why: 'a link never sent: refused alike for everyone',
    call: () => ({ body: { token: BOGUS_TOKEN, new_password: 'another-pass-42' } }),
  },
  'GET /api/auth/check-user-email-exists': {
    expect: every(200),
    call: (f) => ({ query: { email: f.ids.parent.email } }),
  },
  'GET /api/auth/generate-username': { expect: every(200) },
  // ── auth: profile ──────────────────────────────────────────────────────────────────────────
  'GET /api/profile': { expect: signedIn(200) },
  'POST /api/profile': { expect: PARENT_ACCOUNT, call: () => ({ body: { weekly_report: false } }) },
  'DELETE /api/profile': { expect: PARENT_ACCOUNT, throwaway: true },
  'GET /api/profile/students': {
    expect: [401, 200, 200, 200, 403, 403, 403, 200],
    why: 'a school’s student is its own account’s one student: the list holds only itself',
  },
  'POST /api/profile/students': {
    expect: [401, 201, 403, 403, 403, 403, 403, 201],
    call: () => ({ body: { username: fresh('kid') } }),
  },
  'GET /api/profile/check-students-limit': { expect: PARENT_ACCOUNT },
  'GET /api/profile/check-student-username-exists': {
    expect: [401, 200, 403, 403, 200, 200, 200, 200],
    call: () => ({ query: { student_username: 'robin' } }),
  },
  'GET /api/profile/students/{student_id}': {
    expect: [401, 200, 200, 404, 403, 403, 403, 404],
    why: 'another account’s child is not found; teachers and admins are no parents',
    call: (f) => ({ params: { student_id: f.ids.parent.childId } }),
  },
  'PUT /api/profile/students/{student_id}': {
    expect: [401, 200, 403, 403, 403, 403, 403, 404],
    why: 'a playing child changes only its own avatar, not its assistant settings',
    call: (f) => ({ params: { student_id: f.ids.parent.childId }, body: { assistant_enabled: true } }),
  },
  'DELETE /api/profile/students/{student_id}': {
    expect: [401, 200, 403, 403, 403, 403, 403, 404],
    why: 'the parent deletes a child made for the call; the others aim at the family’s child',
    prepare: async (f, role, as) => {
      // A family has at most 5 students: only the parent's own call gets a child to lose.
      if (role !== 'parent') return { student_id: f.ids.parent.childId };
      return { student_id: await madeBy(as, 'parent', '/api/profile/students', { username: fresh('gone') }) };
    },
    call: (_f, _role, prepared) => ({ params: { student_id: prepared.student_id } }),
  },
  // ── auth: user settings, news emails, staff search ─────────────────────────────────────────
  'POST /api/user/change-language': { expect: signedIn(200), call: () => ({ query: { language: 'en' } }) },
  'GET /api/user/get-language': { expect: signedIn(200) },
  'GET /api/user/open/{email_id}': {
    expect: every(302),
    call: unknown('email_id'),
  },
  'GET /api/user/unsubscribe/{email_id}': {
    expect: every(302),
    call: unknown('email_id'),
  },
  'GET /api/user/country': { expect: every(200) },
  'POST /api/user/queue_emails': {
    expect: STAFF_ONLY,
    call: () => ({ body: { template_name: 'new-levels', subject: 'New levels', emails: [freshEmail()] } }),
  },
  'POST /api/user/queue_user_emails_for_all': {
    expect: STAFF_ONLY,
    call: (f) => ({
      query: { template_name: 'new-levels', subject: 'New levels', recipient_email: f.ids.staff.email },
    }),
  },
  'POST /api/user/send_emails': { expect: STAFF_ONLY, call: () => ({ query: { rows: 1 } }) },
  'GET /api/user/search/organizations': { expect: STAFF_ONLY, call: () => ({ query: { query: 'Green' } }) },
  'GET /api/user/search/emails': {
    expect: [401, 403, 403, 403, 200, 200, 403, 200],
    why: 'the school’s own teachers and admins, or platform staff',
    call: (f) => ({ query: { query: 'matrix', organization_id: f.ids.school.organizationId } }),
  },
  'GET /api/user/search/student_usernames': {
    expect: [401, 403, 403, 403, 200, 200, 403, 200],
    call: (f) => ({ query: { query: 'juniper', organization_id: f.ids.school.organizationId } }),
  },
  // ── auth: internal (organizations, payments, levels and tips call these) ───────────────────
  'PUT /internal/organization-members/organizations/{id}': {
    withSecret: 204,
    call: () => ({
      params: { id: randomUUID() },
      body: { slug: `matrix-${slugLetters()}`, name: 'Matrix School' },
    }),
  },
  'POST /internal/organization-members/staff/{user_id}/promote': {
    withSecret: 404,
    call: (f) => ({
      params: { user_id: randomUUID() },
      body: { organization_id: f.ids.otherSchool.organizationId },
    }),
  },
  'POST /internal/organization-members/staff': {
    withSecret: 201,
    call: (f) => ({
      body: {
        organization_id: f.ids.otherSchool.organizationId,
        email: freshEmail(),
        password: PASSWORD,
        user_type: 1,
      },
    }),
  },
  'GET /internal/accounts': { withSecret: 200, call: (f) => ({ query: { email: f.ids.parent.email } }) },
  'GET /internal/accounts/{user_id}': {
    withSecret: 200,
    call: (f) => ({ params: { user_id: f.ids.parent.userId } }),
  },
  'GET /internal/session-state/{user_id}': {
    withSecret: 200,
    call: (f) => ({ params: { user_id: f.ids.parent.userId } }),
  },
  'GET /internal/students/{student_id}/assistant': {
    withSecret: 200,
    call: (f) => ({ params: { student_id: f.ids.parent.childId } }),
  },
  'GET /internal/organizations/{organization_id}': {
    withSecret: 200,
    call: (f) => ({ params: { organization_id: f.ids.school.organizationId } }),
  },
  'PUT /internal/organization-members/staff/{user_id}': {
    withSecret: 404,
    call: () => ({ params: { user_id: randomUUID() }, body: { password: PASSWORD } }),
  },
  'DELETE /internal/organization-members/staff/{user_id}': {
    withSecret: 404,
    call: unknown('user_id'),
  },
  'PUT /internal/organization-members/classes/{id}': {
    withSecret: 204,
    call: (f) => ({
      params: { id: randomUUID() },
      body: {
        organization_id: f.ids.otherSchool.organizationId,
        details: {
          id: randomUUID(),
          name: 'Matrix class',
          unlocked_chapters: [],
          no_skip: false,
          quiz: false,
        },
        signup_token: fresh('token-token-'),
      },
    }),
  },
  'DELETE /internal/organization-members/classes/{id}': {
    withSecret: 204,
    why: 'deleting a class is idempotent: one already gone is gone',
    call: unknown('id'),
  },
  'POST /internal/organization-members/students': {
    withSecret: 201,
    call: (f) => ({
      body: {
        organization_id: f.ids.otherSchool.organizationId,
        students: [
          {
            username: fresh('pupil'),
            password: PASSWORD,
            class_id: null,
            assistant_enabled: true,
            assistant_attempt_limit: null,
          },
        ],
      },
    }),
  },
  'PUT /internal/organization-members/students/{student_id}': {
    withSecret: 404,
    call: () => ({ params: { student_id: randomUUID() }, body: { assistant_enabled: true } }),
  },
  'DELETE /internal/organization-members/students/{student_id}': {
    withSecret: 404,
    call: unknown('student_id'),
  },
  'POST /internal/organization-members/usernames': {
    withSecret: 200,
    call: (f) => ({ body: { organization_id: f.ids.school.organizationId, usernames: ['juniper'] } }),
  },
  'POST /internal/weekly-report/run': { withSecret: 200, call: () => ({ body: {} }) },

  // ── levels: course, level data, runs ───────────────────────────────────────────────────────
  'GET /api/level/course/{slug}': { expect: every(200), call: () => ({ params: { slug: 'python' } }) },
  'GET /api/level/data/{course_slug}/{slug}': {
    expect: every(200),
    call: at(INTRO_LEVEL),
  },
  'GET /api/level-data/course/{course_slug}/{slug}': {
    expect: every(200),
    call: at(INTRO_LEVEL),
  },
  'GET /api/level/guide/{course_slug}/{file}': {
    expect: every(200),
    call: at({ course_slug: 'python', file: 'intro-level1.png' }),
  },
  'POST /api/level/update/{slug}': {
    expect: RUNNERS,
    call: () => ({ params: { slug: 'intro-level1' }, body: START_RUN }),
  },
  'GET /api/credit/{execution_type}': {
    expect: every(200),
    call: at({ execution_type: 'level' }),
  },
  'GET /api/level/student-progress/{student_id}': {
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
    why: 'the parent’s page (and the child’s own)',
    call: (f) => ({ params: { student_id: f.ids.parent.childId } }),
  },
  'GET /api/level/course/{course_slug}/org-completion': {
    expect: SCHOOL_STAFF,
    call: at({ course_slug: 'python' }),
  },
  'GET /api/level/course/{course_slug}/chapter-completion': {
    expect: CLASS_STAFF,
    call: (f) => ({
      params: { course_slug: 'python' },
      query: { chapter_id: 1, class_id: f.ids.school.classId },
    }),
  },
  'GET /api/level/get_certificate/{course_slug}': {
    expect: [401, 403, 404, 404, 403, 403, 403, 403],
    why: 'a student’s own (404: not every level is complete); no student, nothing to show',
    call: at({ course_slug: 'python' }),
  },
  // ── levels: creative levels ────────────────────────────────────────────────────────────────
  'POST /api/level/creative': {
    expect: signedIn(201),
    call: () => {
      const slug = fresh('matrix-save-');
      return { query: { force_create: 'true' }, body: creativePayload(slug) };
    },
  },
  'POST /api/level/creative/create': {
    expect: signedIn(201),
    call: () => ({ body: creativePayload(fresh('matrix-new-')) }),
  },
  'GET /api/level/creative': { expect: signedIn(200) },
  'GET /api/level/creative/public': { expect: every(200) },
  'GET /api/level/creative/public/paginated': { expect: every(200) },
  'GET /api/level/creative/public/creator/{creator_user_id}': {
    expect: every(200),
    call: (f) => ({ params: { creator_user_id: f.ids.school.teacherUserId } }),
  },
  'GET /api/level/creative/public/creator/{creator_user_id}/paginated': {
    expect: every(200),
    call: (f) => ({ params: { creator_user_id: f.ids.school.teacherUserId } }),
  },
  'GET /api/level/creative/public/creator/{creator_user_id}/stats': {
    expect: every(200),
    call: (f) => ({ params: { creator_user_id: f.ids.school.teacherUserId } }),
  },
  'GET /api/level/creative/school': { expect: [401, 403, 403, 200, 200, 200, 200, 403] },
  'GET /api/level/creative/check-slug/{course_id}/{level_slug}': {
    expect: signedIn(200),
    call: at({ course_id: 'python', level_slug: 'any-slug' }),
  },
  'GET /api/level/creative/{level_slug}': {
    expect: [404, 404, 404, 200, 200, 200, 404, 404],
    why: 'shared with the school: its members see it, no one else learns it exists',
    call: (f) => ({ params: { level_slug: f.schoolLevel }, query: { course_id: 'python' } }),
  },
  'PUT /api/level/creative/{level_slug}': {
    expect: [401, 404, 404, 403, 200, 403, 404, 404],
    why: 'its creator edits it; the school sees it but may not change it',
    // Only the creator's call changes it: the others aim at the shared level, which they may not change.
    prepare: async (f, role, as) => ({
      level_slug: role === 'teacher' ? await schoolLevelOf(as) : f.schoolLevel,
    }),
    call: (_f, _role, prepared) => ({
      params: { level_slug: prepared.level_slug },
      query: { course_id: 'python' },
      body: { name: 'Renamed level' },
    }),
  },
  'DELETE /api/level/creative/{level_slug}': {
    expect: [401, 404, 404, 403, 200, 403, 404, 404],
    // Only the creator's call changes it: the others aim at the shared level, which they may not change.
    prepare: async (f, role, as) => ({
      level_slug: role === 'teacher' ? await schoolLevelOf(as) : f.schoolLevel,
    }),
    call: (_f, _role, prepared) => ({
      params: { level_slug: prepared.level_slug },
      query: { course_id: 'python' },
    }),
  },
  'POST /api/level/creative/{level_slug}/proof': {
    expect: [401, 404, 404, 403, 200, 403, 404, 404],
    oneAtATime: true,
    call: (f) => ({
      params: { level_slug: f.schoolLevel },
      query: { course_id: 'python' },
      body: { code: SOLVING_CODE },
    }),
  },
  'POST /api/level/creative/{level_slug}/report': {
    expect: [401, 404, 404, 200, 403, 200, 404, 404],
    why: 'those who may play it report it; its creator does not report their own level',
    call: (f) => ({
      params: { level_slug: f.schoolLevel },
      query: { course_id: 'python', user_id: f.ids.school.teacherUserId },
      body: { reason: 'Not a kind level' },
    }),
  },
  'PUT /api/level/creative/{level_slug}/hidden': {
    expect: STAFF_ONLY,
    why: 'staff moderate; showing a level that is not hidden changes nothing',
    call: (f) => ({
      params: { level_slug: f.schoolLevel },
      query: { course_id: 'python', user_id: f.ids.school.teacherUserId },
      body: { hidden: false },
    }),
  },
  'GET /api/level/creative/reports': { expect: STAFF_ONLY },
  'GET /api/level/creative/template/{map_path}': {
    expect: every(200),
    call: at({ map_path: 'creative-pantry.json' }),
  },
  // ── levels: quizzes, awards, teacher guide, challenges ─────────────────────────────────────
  'GET /api/level/quiz/{course_id}/{chapter_id}': {
    expect: every(200),
    call: at(QUIZ_1),
  },
  'POST /api/level/quiz/{course_id}/{chapter_id}/attempt': {
    expect: every(201),
    call: at(QUIZ_1),
  },
  'POST /api/level/quiz/{course_id}/{chapter_id}/answer': {
    expect: [404, 200, 200, 200, 200, 200, 200, 200],
    why: 'the caller’s own attempt; a visitor’s belongs to a visitor cookie this call does not carry',
    prepare: async (_f, role, as) => {
      const caller = role === 'anonymous' ? null : await as(role);
      if (!caller) return { attempt_id: randomUUID(), question_id: 'q1' };
      const view = await created<{ questions: { id: string }[] }>(
        await caller.get('/api/level/quiz/python/chapter-1'),
        'the quiz',
      );
      const attempt = await created<{ attempt_id: string }>(
        await caller.post('/api/level/quiz/python/chapter-1/attempt'),
        'an attempt',
      );
      return { attempt_id: attempt.attempt_id, question_id: view.questions[0].id };
    },
    call: (_f, _role, prepared) => ({
      params: { course_id: 'python', chapter_id: 'chapter-1' },
      body: { attempt_id: prepared.attempt_id, question_id: prepared.question_id, choice: 0 },
    }),
  },
  'GET /api/level/badges/{student_id}': {
    expect: THE_CHILD,
    call: (f) => ({ params: { student_id: f.ids.parent.childId } }),
  },
  'GET /api/level/certificates/{student_id}': {
    expect: THE_CHILD,
    call: (f) => ({ params: { student_id: f.ids.parent.childId } }),
  },
  'GET /api/level/certificate/{certificate_id}': {
    expect: every(404),
    why: 'the public verification page of a certificate never issued',
    call: unknown('certificate_id'),
  },
  'GET /api/level/certificate/{certificate_id}/pdf': {
    expect: every(404),
    call: unknown('certificate_id'),
  },
  'GET /api/level/certificate/{certificate_id}/png': {
    expect: every(404),
    call: unknown('certificate_id'),
  },
  'POST /api/level/certificate/{certificate_id}/revoke': {
    expect: [401, 403, 403, 403, 403, 403, 403, 404],
    call: unknown('certificate_id'),
  },
  'GET /api/level/teacher-guide': { expect: every(200) },
  'GET /api/level/teacher-guide/{course_id}/{chapter_id}': {
    expect: every(200),
    call: at({ course_id: 'python', chapter_id: '1' }),
  },
  'GET /api/level/challenges': { expect: every(200) },
  'GET /api/level/challenge/{slug}': {
    expect: every(200),
    call: at({ slug: 'animal-hello' }),
  },
  'POST /api/level/challenge/{slug}/run': {
    expect: RUNNERS,
    call: at({ slug: 'animal-hello' }),
  },
  'POST /api/level/challenge/{slug}/submit': {
    expect: RUNNERS,
    oneAtATime: true,
    call: () => ({ params: { slug: 'animal-hello' }, body: { code: 'print("hello")\n' } }),
  },
  'GET /internal/certificates/{course_slug}/{student_id}': {
    withSecret: 200,
    call: (f) => ({ params: { course_slug: 'python', student_id: f.ids.parent.childId } }),
  },
  'GET /internal/weekly-summary/{student_id}': {
    withSecret: 200,
    call: (f) => ({ params: { student_id: f.ids.parent.childId }, query: WEEK }),
  },

  // ── tips ───────────────────────────────────────────────────────────────────────────────────
  'POST /api/chatgpt/generate-tip-level-async': {
    expect: RUNNERS,
    call: () => ({
      body: {
        last_prompt: TOO_FAR,
        slug: 'intro-level1',
        error_message: 'Wrong way, you bumped into a wall.',
      },
    }),
  },
  'POST /api/chatgpt/generate-tip-challenge-async': {
    expect: RUNNERS,
    call: () => ({
      body: {
        description: 'Print hello',
        last_prompt: 'print("helo")\n',
        error_message: 'Not quite: hello expected',
      },
    }),
  },
  'POST /api/chatgpt/generate-tip': {
    expect: RUNNERS,
    call: () => ({
      body: {
        last_prompt: TOO_FAR,
        slug: 'intro-level1',
        error_message: 'Wrong way, you bumped into a wall.',
      },
    }),
  },
  'GET /api/credit/level_assistant': { expect: every(200) },
  'GET /api/credit/challenge_assistant': { expect: every(200) },
  'GET /api/credit/usage': {
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
    why: 'the child and its parent only',
    call: (f) => ({ query: { student_id: f.ids.parent.childId } }),
  },
  'GET /internal/assistant-usage/{student_id}': {
    withSecret: 200,
    call: (f) => ({ params: { student_id: f.ids.parent.childId }, query: WEEK }),
  },

  // ── organizations ──────────────────────────────────────────────────────────────────────────
  'GET /api/organization/current': { expect: [401, 403, 403, 200, 200, 200, 200, 403] },
  'PUT /api/organization/current': {
    expect: [401, 403, 403, 403, 403, 200, 409, 403],
    why: 'another school’s admin renaming theirs to this school’s slug: taken',
    call: (f) => ({ body: { name: 'Green Hill School', slug: f.ids.school.slug } }),
  },
  'GET /api/organization/check-slug-exists': {
    expect: every(200),
    call: () => ({ query: { slug: 'any-school' } }),
  },
  'GET /api/organization/by-slug': {
    expect: every(200),
    call: (f) => ({ query: { slug: f.ids.school.slug } }),
  },
  'GET /api/organization/invitation': {
    expect: every(404),
    why: 'an invitation never sent',
    call: () => ({ query: { token: BOGUS_TOKEN } }),
  },
  'POST /api/organization/registration': {
    expect: [401, 201, 403, 403, 409, 409, 409, 201],
    throwaway: true,
    why: 'a parent account registers a school and becomes its admin; members of a school already have one',
    call: () => ({ body: { name: 'New School', slug: `new-${slugLetters()}` } }),
  },
  'GET /api/organization/teachers': { expect: [401, 403, 403, 403, 403, 200, 200, 403] },
  'GET /api/organization/teachers/{teacher_id}': {
    expect: SCHOOL_ADMIN,
    call: (f) => ({ params: { teacher_id: f.ids.school.teacherUserId } }),
  },
  'POST /api/organization/teacher': {
    expect: [401, 403, 403, 403, 403, 201, 201, 403],
    call: () => ({ body: { email: freshEmail(), name: 'Mr Osei', password: PASSWORD } }),
  },
  'PUT /api/organization/teacher/{teacher_id}': {
    expect: SCHOOL_ADMIN,
    call: (f) => ({ params: { teacher_id: f.ids.school.teacherUserId }, body: { name: 'Ms Rivera' } }),
  },
  'DELETE /api/organization/teacher/{teacher_id}': {
    expect: SCHOOL_ADMIN,
    prepare: async (_f, _role, as) => {
      const teacher = { email: freshEmail(), name: 'Mr Leaving', password: PASSWORD };
      return { teacher_id: await madeBy(as, 'admin', '/api/organization/teacher', teacher) };
    },
    call: (_f, _role, prepared) => ({ params: { teacher_id: prepared.teacher_id } }),
  },
  'POST /api/organization/invite-teacher': {
    expect: [401, 403, 403, 403, 403, 201, 201, 403],
    call: () => ({ query: { email: freshEmail() } }),
  },
  'POST /api/organization/accept-invitation': {
    expect: every(400),
    why: 'a link never sent: refused alike for everyone',
    call: () => ({ body: { token: BOGUS_TOKEN, name: 'Ms Rivera', password: PASSWORD } }),
  },
  'GET /api/organization/classes': { expect: SCHOOL_STAFF },
  'POST /api/organization/classes': {
    expect: [401, 403, 403, 403, 201, 201, 201, 403],
    call: () => ({ body: { name: 'Another class' } }),
  },
  'GET /api/organization/classes/{class_id}': {
    expect: CLASS_STAFF,
    call: (f) => ({ params: { class_id: f.ids.school.classId } }),
  },
  'PUT /api/organization/classes/{class_id}': {
    expect: CLASS_STAFF,
    call: (f) => ({ params: { class_id: f.ids.school.classId }, body: { name: 'Class 4B' } }),
  },
  'DELETE /api/organization/classes/{class_id}': {
    expect: CLASS_STAFF,
    prepare: async (_f, _role, as) => {
      return {
        class_id: await madeBy(as, 'teacher', '/api/organization/classes', { name: 'Class to delete' }),
      };
    },
    call: (_f, _role, prepared) => ({ params: { class_id: prepared.class_id } }),
  },
  'GET /api/organization/class-teachers/{class_id}': {
    expect: CLASS_STAFF,
    call: (f) => ({ params: { class_id: f.ids.school.classId } }),
  },
  'GET /api/organization/class-teachers/{class_id}/{user_id}': {
    expect: CLASS_STAFF,
    call: (f) => ({ params: { class_id: f.ids.school.classId, user_id: f.ids.school.teacherUserId } }),
  },
  'PUT /api/organization/class-teachers': {
    expect: SCHOOL_ADMIN,
    call: (f) => ({ body: { class_id: f.ids.school.classId, teacher_ids: [f.ids.school.teacherUserId] } }),
  },
  'GET /api/organization/class-by-token': {
    expect: every(200),
    call: (f) => ({ query: { token: f.ids.school.classToken } }),
  },
  'GET /api/organization/students': { expect: SCHOOL_STAFF },
  'POST /api/organization/students': {
    expect: [401, 403, 403, 403, 201, 201, 403, 403],
    why: 'into this school’s class: another school’s admin may not',
    call: (f) => ({ body: { username: fresh('pupil'), password: PASSWORD, class_id: f.ids.school.classId } }),
  },
  'GET /api/organization/students/{student_id}': {
    expect: [401, 403, 403, 200, 200, 200, 403, 403],
    call: (f) => ({ params: { student_id: f.ids.school.orgStudentId } }),
  },
  'PUT /api/organization/students/{student_id}': {
    expect: CLASS_STAFF,
    call: (f) => ({ params: { student_id: f.ids.school.orgStudentId }, body: { name: 'Juniper' } }),
  },
  'DELETE /api/organization/students/{student_id}': {
    expect: CLASS_STAFF,
    prepare: async (f, _role, as) => {
      const student = { username: fresh('leaving'), password: PASSWORD, class_id: f.ids.school.classId };
      return { student_id: await madeBy(as, 'teacher', '/api/organization/students', student) };
    },
    call: (_f, _role, prepared) => ({ params: { student_id: prepared.student_id } }),
  },
  'POST /api/organization/bulk-create-students': {
    expect: [401, 403, 403, 403, 201, 201, 403, 403],
    call: (f) => ({ body: { class_id: f.ids.school.classId, dry_run: true, rows: [{ name: 'Ann Lee' }] } }),
  },
  'POST /api/organization/transfer-students': {
    expect: CLASS_STAFF,
    call: (f) => ({ body: { student_ids: [f.ids.school.orgStudentId], class_id: f.ids.school.classId } }),
  },
  'POST /internal/organization-students/class-signup': {
    withSecret: 201,
    call: (f) => ({ body: { token: f.ids.school.classToken, username: fresh('pupil'), password: PASSWORD } }),
  },
  'GET /internal/organization-students/{student_id}/assistant': {
    withSecret: 200,
    call: (f) => ({ params: { student_id: f.ids.school.orgStudentId } }),
  },

  // ── payments ───────────────────────────────────────────────────────────────────────────────
  'POST /api/payment/paddle': {
    expect: every(400),
    why: 'Paddle’s webhook: without Paddle’s signature nobody gets in, signed in or not',
    call: () => ({ body: {} }),
  },
  'GET /api/payment/current-plan': { expect: signedIn(200) },
  'GET /api/payment/catalogue': { expect: every(200) },
  'GET /api/payment/current-subscription': { expect: BILLING },
  'GET /api/payment/active-subscriptions': { expect: BILLING },
  'POST /api/payment/cancel-subscription': {
    expect: [401, 404, 403, 403, 403, 404, 404, 404],
    why: 'a subscription nobody has',
    call: () => ({ query: { purchase_id: randomUUID() } }),
  },
  'GET /api/payment/preview-subscription-upgrade': {
    expect: [401, 404, 403, 403, 403, 404, 404, 404],
    why: 'no subscription to upgrade',
    call: () => ({ query: { plan_name: 'parent_yearly' } }),
  },
  'POST /api/payment/upgrade-subscription': {
    expect: [401, 404, 403, 403, 403, 404, 404, 404],
    call: () => ({ query: { plan_name: 'parent_yearly' } }),
  },
  'GET /api/payment/upgrade-to-organization': { expect: [401, 403, 403, 403, 403, 200, 200, 403] },
  'POST /api/payment/checkout': {
    expect: [401, 200, 403, 403, 403, 400, 400, 200],
    why: 'a school buys organization plans, not a family’s course',
    call: () => ({ query: { plan_name: 'advanced_python_course' } }),
  },
  'GET /api/payment/refund-eligibility/{purchase_id}': {
    expect: [401, 200, 403, 403, 403, 404, 404, 404],
    call: (f) => ({ params: { purchase_id: f.purchaseId } }),
  },
  'POST /api/payment/request-refund': {
    expect: [401, 404, 403, 403, 403, 404, 404, 404],
    why: 'a purchase nobody made (the parent’s own refund is the refund tests’)',
    call: () => ({ query: { purchase_id: randomUUID(), reason: 'not for us' } }),
  },
  'GET /api/payment/refunds': { expect: BILLING },
  'GET /api/payment/has-unassigned-purchases': { expect: PARENT_ACCOUNT },
  'POST /api/payment/assign-purchase': {
    expect: [401, 404, 403, 403, 403, 403, 403, 404],
    why: 'a course the parent did not buy: nothing to assign (assigning is the purchase tests’)',
    call: (f) => ({ query: { student_id: f.ids.parent.childId, course_name: 'advanced-python' } }),
  },
  'GET /api/payment/transfer-purchases': {
    expect: STAFF_ONLY,
    why: 'staff move purchases between accounts (here: from staff’s own account, which has none)',
    call: (f) => ({ query: { from_email: f.ids.staff.email, to_email: f.ids.parent.email } }),
  },
  'GET /api/auth/set-paid': {
    expect: STAFF_ONLY,
    call: (f) => ({ query: { email: f.ids.staff.email, paid: 'false' } }),
  },
  'GET /api/profile/{course_slug}/students/purchased': {
    expect: PARENT_ACCOUNT,
    call: at({ course_slug: 'python' }),
  },
  'GET /api/profile/{course_slug}/students/not-purchased': {
    expect: PARENT_ACCOUNT,
    call: at({ course_slug: 'python' }),
  },
  'GET /api/profile/students/purchases/all': { expect: PARENT_ACCOUNT },
  'GET /internal/entitlements': {
    withSecret: 200,
    call: (f) => ({ query: { user_id: f.ids.parent.userId } }),
  },
  'PUT /internal/organizations/{organization_id}/trial': {
    withSecret: 200,
    call: () => ({ params: { organization_id: randomUUID() }, body: {} }),
  },
};

import { randomUUID } from 'node:crypto';
import type { TestBrowser } from '@pylands/common/testing';
import {
  BADGE_PATHS,
  CERTIFICATE_PATHS,
  STUDENT_AWARDS_FORBIDDEN_MESSAGE,
  type CertificateList,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import {
  anotherFamily,
  castKnown,
  castOf,
  platformStaff,
  ROLES,
  startOrgStack,
  type Cast,
  type OrgStack,
  type Role,
} from './org-stack';

/**
 * Badges and certificates (issue 23) by every kind of caller: the levels matrix's roles, another
 * family's student and platform staff. A student's awards are for the student, their parent,
 * their class's teacher and their school's admin, and staff; the verification and its files are
 * public; revocation is staff's.
 */
type AwardsRole = Role | 'otherFamily' | 'staff';
const AWARDS_ROLES: AwardsRole[] = [...ROLES, 'otherFamily', 'staff'];

let org: OrgStack;
let cast: Cast;
let browsers: Record<AwardsRole, TestBrowser>;
const certificate = { child: '', orgStudent: '' };

/** The levels before intro-level4 recorded as completed (replays are tested elsewhere): the list then issues "first steps". */
async function firstSteps(reader: TestBrowser, studentId: string): Promise<CertificateList> {
  await org.levels.get(DataSource).query(
    `INSERT INTO "levels"."level_completions" ("student_id", "course_id", "level_slug", "last_status", "attempts", "completed_at")
     SELECT $1, 'python', slug, 'complete', 1, now() FROM unnest($2::text[]) AS slug`,
    [studentId, ['intro-level1', 'intro-level2', 'intro-level3']],
  );
  return (await reader.get<CertificateList>(CERTIFICATE_PATHS.list(studentId))).body;
}

beforeAll(async () => {
  org = await startOrgStack();
  cast = await castOf(org);
  browsers = { ...cast.browsers, otherFamily: await anotherFamily(org), staff: await platformStaff(org) };
  await castKnown(cast);
  const child = await firstSteps(cast.browsers.parent, cast.child.id);
  const orgStudent = await firstSteps(cast.browsers.teacher, cast.orgStudent.id);
  certificate.child = child.certificates[0].id;
  certificate.orgStudent = orgStudent.certificates[0].id;
});

afterAll(async () => {
  await org?.close();
});

it('prints a class student’s name and school on their certificate, a family child’s username', async () => {
  const orgStudent = await browsers.staff.get(CERTIFICATE_PATHS.verify(certificate.orgStudent));
  expect(orgStudent.body).toMatchObject({
    student_name: cast.orgStudent.name || cast.orgStudent.username,
    // The school's own name (auth's), not the class's.
    school_name: 'Green Hill School',
    kind: 'first-steps',
  });
  const child = await browsers.staff.get(CERTIFICATE_PATHS.verify(certificate.child));
  expect(child.body).toMatchObject({ student_name: cast.child.username, school_name: null });
});

type Call = (browser: TestBrowser) => Promise<{ status: number; body?: unknown }>;
/** Files are fetched from the app directly (the test browser reads text); the id is known only once issued. */
const raw = (url: () => string) => async () => {
  const response = await org.levels.getHttpAdapter().getInstance().inject({ method: 'GET', url: url() });
  return { status: response.statusCode };
};

// Expected status per role: anonymous, parent, parentStudent, orgStudent, teacher, admin,
// otherAdmin, otherFamily, staff.
const CHILD = [401, 200, 200, 403, 403, 403, 403, 403, 200];
const ORG_STUDENT = [401, 403, 403, 200, 200, 200, 403, 403, 200];
const NOBODY = [401, 403, 403, 403, 403, 403, 403, 403, 403];
const EVERYONE = [200, 200, 200, 200, 200, 200, 200, 200, 200];
const MATRIX: [string, Call, number[]][] = [
  ['GET level/badges/{a family’s child}', (b) => b.get(BADGE_PATHS.list(cast.child.id)), CHILD],
  ['GET level/badges/{a class student}', (b) => b.get(BADGE_PATHS.list(cast.orgStudent.id)), ORG_STUDENT],
  ['GET level/certificates/{a family’s child}', (b) => b.get(CERTIFICATE_PATHS.list(cast.child.id)), CHILD],
  [
    'GET level/certificates/{a class student}',
    (b) => b.get(CERTIFICATE_PATHS.list(cast.orgStudent.id)),
    ORG_STUDENT,
  ],
  [
    'GET level/badges/{an id no student has} (staff read anyone’s, an empty list)',
    (b) => b.get(BADGE_PATHS.list(randomUUID())),
    [...NOBODY.slice(0, 8), 200],
  ],
  ['GET level/badges/{not an id}', (b) => b.get(BADGE_PATHS.list('x OR 1=1')), NOBODY],
  ['GET level/certificate/{id}', (b) => b.get(CERTIFICATE_PATHS.verify(certificate.child)), EVERYONE],
  ['GET level/certificate/{id}/png', raw(() => CERTIFICATE_PATHS.png(certificate.child)), EVERYONE],
  [
    'POST level/certificate/{id}/revoke',
    (b) => b.post(CERTIFICATE_PATHS.revoke(certificate.orgStudent)),
    [...NOBODY.slice(0, 8), 200],
  ],
];

describe.each(MATRIX)('%s', (name, call, expected) => {
  it.each(AWARDS_ROLES.map((role, i) => [role, expected[i]] as const))('%s → %i', async (role, status) => {
    const response = await call(browsers[role]);
    expect(response.status).toBe(status);
    if (status === 403)
      expect(response.body).toMatchObject({
        message: name.includes('revoke')
          ? 'Only Pylands staff can revoke a certificate.'
          : STUDENT_AWARDS_FORBIDDEN_MESSAGE,
      });
  });
});

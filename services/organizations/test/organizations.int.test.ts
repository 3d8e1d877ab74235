import type { TestBrowser } from '@pylands/common/testing';
import {
  API_PATHS,
  ORGANIZATION_PATHS as P,
  SLUG_RULE_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  type InvitationDetails,
  type BulkCreateStudentsResponse,
  type ClassByToken,
  type CurrentUser,
  type Organization,
  type OrganizationClass,
  type PublicOrganization,
  type OrganizationStudent,
  type Teacher,
} from '@pylands/contracts';
import {
  addTeacher,
  createClass,
  PASSWORD,
  registerSchool,
  signUp,
  startStack,
  authWithoutOrganizations,
  unique,
  type School,
  type Stack,
} from './stack';

let stack: Stack;
let school: School;
let other: School;

beforeAll(async () => {
  stack = await startStack();
  school = await registerSchool(stack);
  other = await registerSchool(stack);
});

afterAll(async () => {
  await stack.close();
});

const MISSING = '00000000-0000-4000-8000-000000000000';

async function loginStudent(slug: string, username: string, password: string): Promise<TestBrowser> {
  const browser = stack.browser();
  const response = await browser.post<CurrentUser>(P.loginOrg, {
    organization_slug: slug,
    username,
    password,
  });
  expect(response.status).toBe(200);
  return browser;
}

describe('registration and organization details', () => {
  it('makes the registering parent the admin: auth/current says so and GET current answers the organization', async () => {
    const current = await school.admin.get<CurrentUser>(API_PATHS.auth.current);
    expect(current.body).toMatchObject({
      organization_id: school.organization.id,
      user_details: { user_type: 2 },
      is_student: false,
    });
    const organization = await school.admin.get<Organization>(P.current);
    expect(organization.status).toBe(200);
    expect(organization.body).toEqual(school.organization);
  });

  it("keeps the registering admin's own name: the teachers list shows it", async () => {
    const list = await school.admin.get<Teacher[]>(P.teachers);
    expect(list.body.find((teacher) => teacher.role === 'admin')).toMatchObject({
      name: 'Mrs Head',
      email: school.adminEmail,
    });
  });

  it('refuses anonymous callers (401), a taken slug (409), a malformed slug (422) and a second registration (409), in plain words', async () => {
    expect((await stack.browser().post(P.registration, { name: 'X', slug: 'some-school' })).status).toBe(401);
    const parent = stack.browser();
    await signUp(parent);
    const taken = await parent.post<{ message: string }>(P.registration, {
      name: 'Copy',
      slug: school.organization.slug,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SLUG_TAKEN_MESSAGE);
    for (const slug of ['Upper-Case', 'with space', 'digits1', '-dash']) {
      const refused = await parent.post<{ message: string }>(P.registration, { name: 'X', slug });
      expect(refused.status).toBe(422);
      // The sentence a school reads, without the field's name in front.
      expect(refused.body.message).toBe(SLUG_RULE_MESSAGE);
    }
    const short = await parent.post<{ message: string }>(P.registration, { name: 'X', slug: 'a' });
    expect(short.status).toBe(422);
    expect(short.body.message).toBe('The login link name needs at least 3 letters.');
    // Other fields still name themselves.
    const unnamed = await parent.post<{ message: string }>(P.registration, { name: '', slug: 'fine-school' });
    expect(unnamed.body.message).toBe('name: name is required');
    expect((await school.admin.post(P.registration, { name: 'Again', slug: 'again-school' })).status).toBe(
      409,
    );
  });

  it("by-slug answers a school's name for its login page, to anyone; 404 for no school", async () => {
    const anonymous = stack.browser();
    const found = await anonymous.get<PublicOrganization>(P.bySlug(other.organization.slug));
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ name: other.organization.name, slug: other.organization.slug });
    expect((await anonymous.get(P.bySlug('no-such-school'))).status).toBe(404);
    expect((await anonymous.get(P.bySlug('Bad_Slug'))).status).toBe(422);
  });

  it('check-slug-exists answers for anyone and validates the slug', async () => {
    const anonymous = stack.browser();
    expect((await anonymous.get(P.checkSlugExists(school.organization.slug))).body).toEqual({ exists: true });
    expect((await anonymous.get(P.checkSlugExists('no-such-school'))).body).toEqual({ exists: false });
    expect((await anonymous.get(P.checkSlugExists('Bad_Slug'))).status).toBe(422);
  });

  it('PUT current renames the organization (admin), refuses a taken slug (409), a teacher (403) and a parent (403)', async () => {
    const renamed = await school.admin.put<Organization>(P.current, {
      name: 'Green Hill Primary',
      slug: school.organization.slug,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Green Hill Primary');
    expect((await school.admin.get<Organization>(P.current)).body.name).toBe('Green Hill Primary');
    expect((await school.admin.put(P.current, { name: 'X', slug: other.organization.slug })).status).toBe(
      409,
    );
    expect((await school.admin.put(P.current, { name: '', slug: 'fine-slug' })).status).toBe(422);
    const { browser: teacher } = await addTeacher(stack, school);
    expect((await teacher.put(P.current, { name: 'Mine', slug: 'mine-now' })).status).toBe(403);
    expect((await teacher.get(P.current)).status).toBe(200);
    const parent = stack.browser();
    await signUp(parent);
    expect((await parent.get(P.current)).status).toBe(403);
    expect((await stack.browser().get(P.current)).status).toBe(401);
  });
});

describe('teachers', () => {
  it('add, list, get, edit (also the password: the teacher signs in with the new one), delete', async () => {
    const email = `${unique('t')}@example.com`;
    const created = await school.admin.post<Teacher>(P.teacher, {
      email,
      name: 'Mr Lee',
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email, name: 'Mr Lee', role: 'teacher', class_ids: [] });
    const list = await school.admin.get<Teacher[]>(P.teachers);
    expect(list.body.map((teacher) => teacher.email)).toEqual(
      expect.arrayContaining([school.adminEmail, email]),
    );
    expect((await school.admin.get<Teacher>(P.teachersById(created.body.id))).body.email).toBe(email);

    const edited = await school.admin.put<Teacher>(P.teacherById(created.body.id), {
      name: 'Mr Lee Jr',
      password: 'new password 1',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.name).toBe('Mr Lee Jr');
    const login = (password: string) =>
      stack
        .browser()
        .post(P.loginOrg, { organization_slug: school.organization.slug, username: email, password });
    expect((await login(PASSWORD)).status).toBe(401);
    expect((await login('new password 1')).status).toBe(200);

    expect((await school.admin.delete(P.teacherById(created.body.id))).status).toBe(200);
    expect((await school.admin.get(P.teachersById(created.body.id))).status).toBe(404);
    expect((await login('new password 1')).status).toBe(401);
  });

  it('409 for an email that has an account, 422 for bad input, 404 unknown, 403 across organizations and for teachers', async () => {
    expect(
      (await school.admin.post(P.teacher, { email: school.adminEmail, name: 'A', password: PASSWORD }))
        .status,
    ).toBe(409);
    expect(
      (await school.admin.post(P.teacher, { email: 'not-an-email', name: 'A', password: PASSWORD })).status,
    ).toBe(422);
    expect(
      (await school.admin.post(P.teacher, { email: 'a@b.co', name: 'A', password: 'short' })).status,
    ).toBe(422);
    expect((await school.admin.get(P.teachersById(MISSING))).status).toBe(404);
    expect((await school.admin.get(P.teachersById('nope'))).status).toBe(400);
    const { teacher, browser } = await addTeacher(stack, school);
    expect((await other.admin.get(P.teachersById(teacher.id))).status).toBe(403);
    expect((await other.admin.put(P.teacherById(teacher.id), { name: 'Stolen' })).status).toBe(403);
    expect((await other.admin.delete(P.teacherById(teacher.id))).status).toBe(403);
    expect((await browser.get(P.teachers)).status).toBe(403);
    expect(
      (await browser.post(P.teacher, { email: 'x@example.com', name: 'X', password: PASSWORD })).status,
    ).toBe(403);
    expect((await stack.browser().get(P.teachers)).status).toBe(401);
  });

  it('edit and delete: 409 for a taken email or deleting oneself, 422 bad input, 404 unknown, 401 anonymous, 403 for teachers', async () => {
    const { teacher, browser } = await addTeacher(stack, school);
    const { teacher: colleague } = await addTeacher(stack, school);
    expect((await school.admin.put(P.teacherById(teacher.id), { email: colleague.email })).status).toBe(409);
    expect((await school.admin.put(P.teacherById(teacher.id), { email: 'nope' })).status).toBe(422);
    expect((await school.admin.put(P.teacherById(teacher.id), { password: 'short' })).status).toBe(422);
    expect((await school.admin.put(P.teacherById(teacher.id), { role: 'admin' })).status).toBe(422);
    expect((await school.admin.put(P.teacherById(MISSING), { name: 'Nobody' })).status).toBe(404);
    expect((await school.admin.delete(P.teacherById(MISSING))).status).toBe(404);
    expect((await stack.browser().put(P.teacherById(teacher.id), { name: 'X' })).status).toBe(401);
    expect((await stack.browser().delete(P.teacherById(teacher.id))).status).toBe(401);
    expect((await browser.put(P.teacherById(colleague.id), { name: 'X' })).status).toBe(403);
    expect((await browser.delete(P.teacherById(colleague.id))).status).toBe(403);
    const admin = (await school.admin.get<Teacher[]>(P.teachers)).body.find((t) => t.role === 'admin')!;
    expect((await school.admin.delete(P.teacherById(admin.id))).status).toBe(409);
    // Nothing refused was changed.
    expect((await school.admin.get<Teacher>(P.teachersById(teacher.id))).body).toMatchObject({
      email: teacher.email,
      name: teacher.name,
    });
  });

  it('invite-teacher emails a link; accepting it creates a signed-in teacher of the organization, once', async () => {
    const email = `${unique('invited')}@example.com`;
    expect((await school.admin.post(P.inviteTeacher(email))).status).toBe(201);
    const mail = await stack.mailbox.next(email);
    // The email names the school (as it is called now) and the admin who invited.
    const name = (await school.admin.get<Organization>(P.current)).body.name;
    expect(mail.subject).toBe(`You are invited to teach at ${name} on Pylands`);
    expect(mail.text).toContain(`Mrs Head, an administrator of ${name}, invited you to join ${name}`);
    const link = new URL(mail.links[0]);
    const token = link.searchParams.get('invitation')!;
    expect(link.pathname).toBe('/en/login-org');
    // Its page can name the school before the teacher accepts (anyone with the link).
    const details = await stack.browser().get<InvitationDetails>(P.invitation(token));
    expect(details.status).toBe(200);
    expect(details.body).toEqual({
      organization: { name, slug: school.organization.slug },
      email,
    });
    expect((await stack.browser().get(P.invitation('x'.repeat(40)))).status).toBe(404);
    const invited = stack.browser();
    const accepted = await invited.post(P.acceptInvitation, {
      token,
      name: 'Ms Invited',
      password: PASSWORD,
    });
    expect(accepted.status).toBe(200);
    const current = await invited.get<CurrentUser>(API_PATHS.auth.current);
    expect(current.body).toMatchObject({
      email,
      organization_id: school.organization.id,
      user_details: { user_type: 1 },
    });
    expect((await invited.get<OrganizationClass[]>(P.classes)).status).toBe(200);
    expect(
      (await stack.browser().post(P.acceptInvitation, { token, name: 'Again', password: PASSWORD })).status,
    ).toBe(400);
    // Used, the invitation no longer names the school.
    expect((await stack.browser().get(P.invitation(token))).status).toBe(404);
    expect((await school.admin.post(P.inviteTeacher('bad'))).status).toBe(422);
    expect((await other.admin.get<Teacher[]>(P.teachers)).body.map((t) => t.email)).not.toContain(email);
  });

  it('invite-teacher writes the email and its link in the admin’s interface language', async () => {
    const email = `${unique('eingeladen')}@example.com`;
    expect((await school.admin.post(P.inviteTeacher(email, 'de'))).status).toBe(201);
    const mail = await stack.mailbox.next(email);
    const name = (await school.admin.get<Organization>(P.current)).body.name;
    expect(mail.subject).toBe(`Sie sind eingeladen, an ${name} auf Pylands zu unterrichten`);
    expect(new URL(mail.links[0]).pathname).toBe('/de/login-org');
    const unsupported = await school.admin.post(P.inviteTeacher(`${unique('x')}@example.com`, 'xx'));
    expect(unsupported.status).toBe(422);
    expect(unsupported.body).toMatchObject({ message: 'language: language is not supported' });
  });
});

describe('classes and class teachers', () => {
  it('a teacher creates a class they teach, with unlocked chapters, no_skip and quiz; admins see every class', async () => {
    const { teacher, browser } = await addTeacher(stack, school);
    const created = await createClass(browser, {
      name: 'Robots',
      unlocked_chapters: [1, 3, 'x:loops'],
      no_skip: true,
      quiz: true,
    });
    expect(created).toMatchObject({
      name: 'Robots',
      unlocked_chapters: [1, 3, 'x:loops'],
      no_skip: true,
      quiz: true,
      teacher_ids: [teacher.id],
      student_count: 0,
    });
    expect(created.signup_token.length).toBeGreaterThan(10);
    expect((await browser.get<OrganizationClass[]>(P.classes)).body.map((c) => c.id)).toEqual([created.id]);
    expect((await school.admin.get<OrganizationClass[]>(P.classes)).body.map((c) => c.id)).toContain(
      created.id,
    );

    const edited = await browser.put<OrganizationClass>(P.class(created.id), {
      unlocked_chapters: [2],
      no_skip: false,
    });
    expect(edited.body).toMatchObject({ unlocked_chapters: [2], no_skip: false, quiz: true, name: 'Robots' });
    const renewed = await browser.put<OrganizationClass>(P.class(created.id), { renew_signup_token: true });
    expect(renewed.body.signup_token).not.toBe(created.signup_token);
    expect((await stack.browser().get(P.classByToken(created.signup_token))).status).toBe(404);
    const byToken = await stack.browser().get<ClassByToken>(P.classByToken(renewed.body.signup_token));
    expect(byToken.body).toEqual({
      class_id: created.id,
      name: 'Robots',
      organization: expect.objectContaining({ slug: school.organization.slug }),
    });

    expect((await browser.delete(P.class(created.id))).status).toBe(200);
    expect((await browser.get(P.class(created.id))).status).toBe(404);
  });

  it('422 bad chapters, 404 unknown, 403 another teacher, another organization, parents; 401 anonymous', async () => {
    const { browser: teacher } = await addTeacher(stack, school);
    const { browser: colleague } = await addTeacher(stack, school);
    expect((await teacher.post(P.classes, { name: 'X', unlocked_chapters: ['chapter one'] })).status).toBe(
      422,
    );
    expect((await teacher.post(P.classes, { name: 'X', no_skip: 'yes' })).status).toBe(422);
    expect((await teacher.post(P.classes, { name: '' })).status).toBe(422);
    const mine = await createClass(teacher);
    expect((await teacher.get(P.class(MISSING))).status).toBe(404);
    expect((await colleague.get(P.class(mine.id))).status).toBe(403);
    expect((await colleague.put(P.class(mine.id), { name: 'Taken' })).status).toBe(403);
    expect((await colleague.delete(P.class(mine.id))).status).toBe(403);
    expect((await other.admin.get(P.class(mine.id))).status).toBe(403);
    expect((await other.admin.put(P.class(mine.id), { name: 'Taken' })).status).toBe(403);
    const parent = stack.browser();
    await signUp(parent);
    expect((await parent.get(P.classes)).status).toBe(403);
    expect((await stack.browser().get(P.classes)).status).toBe(401);
    expect((await stack.browser().get(P.classByToken('x'.repeat(20)))).status).toBe(404);
  });

  it('class-teachers: the admin assigns teachers; teachers and assignment are read back; foreign teachers are refused', async () => {
    const { teacher: a, browser: aBrowser } = await addTeacher(stack, school);
    const { teacher: b, browser: bBrowser } = await addTeacher(stack, school);
    const { teacher: foreign } = await addTeacher(stack, other);
    const klass = await createClass(aBrowser);
    const put = await school.admin.put(P.classTeachersPut, { class_id: klass.id, teacher_ids: [a.id, b.id] });
    expect(put.status).toBe(200);
    expect(
      (await school.admin.get<{ teacher_ids: string[] }>(P.classTeachers(klass.id))).body.teacher_ids.sort(),
    ).toEqual([a.id, b.id].sort());
    expect((await bBrowser.get(P.class(klass.id))).status).toBe(200);
    expect((await bBrowser.get(P.classTeacher(klass.id, b.id))).body).toEqual({
      class_id: klass.id,
      user_id: b.id,
      assigned: true,
    });
    expect((await bBrowser.get(P.classTeacher(klass.id, foreign.id))).body).toMatchObject({
      assigned: false,
    });
    expect(
      (await school.admin.put(P.classTeachersPut, { class_id: klass.id, teacher_ids: [foreign.id] })).status,
    ).toBe(422);
    expect((await school.admin.put(P.classTeachersPut, { class_id: MISSING, teacher_ids: [] })).status).toBe(
      404,
    );
    expect((await aBrowser.put(P.classTeachersPut, { class_id: klass.id, teacher_ids: [a.id] })).status).toBe(
      403,
    );
    expect((await other.admin.put(P.classTeachersPut, { class_id: klass.id, teacher_ids: [] })).status).toBe(
      403,
    );
    expect((await other.admin.get(P.classTeachers(klass.id))).status).toBe(403);
    expect((await school.admin.put(P.classTeachersPut, { class_id: 'x', teacher_ids: [] })).status).toBe(422);
  });
});

describe('organization students', () => {
  it('add one: the student signs in at the school address with username and password; auth/current carries the class', async () => {
    const { browser: teacher } = await addTeacher(stack, school);
    const klass = await createClass(teacher, { name: 'Pythons', unlocked_chapters: [1, 2], no_skip: true });
    const username = unique('kid');
    const created = await teacher.post<OrganizationStudent>(P.students, {
      username,
      name: 'Kim Park',
      password: PASSWORD,
      class_id: klass.id,
      assistant_enabled: false,
      assistant_attempt_limit: 5,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      username,
      name: 'Kim Park',
      class_id: klass.id,
      assistant_enabled: false,
      assistant_attempt_limit: 5,
    });
    const kid = await loginStudent(school.organization.slug, username.toUpperCase(), PASSWORD);
    const current = await kid.get<CurrentUser>(API_PATHS.auth.current);
    expect(current.body).toMatchObject({
      email: '',
      is_student: true,
      student_id: created.body.id,
      organization_id: school.organization.id,
      user_details: { user_type: 0 },
      student_details: { username },
      class_details: { name: 'Pythons', unlocked_chapters: [1, 2], no_skip: true, quiz: false },
    });
    // The play screen reads the student's own assistant settings.
    expect((await kid.get<OrganizationStudent>(P.student(created.body.id))).body.assistant_enabled).toBe(
      false,
    );
    // A class change reaches auth/current at once.
    await teacher.put(P.class(klass.id), { quiz: true });
    expect((await kid.get<CurrentUser>(API_PATHS.auth.current)).body.class_details?.quiz).toBe(true);
    // The student cannot manage the organization.
    expect((await kid.get(P.students)).status).toBe(403);
    expect((await kid.get(P.classes)).status).toBe(403);
    // Wrong school or password: 401.
    expect(
      (
        await stack
          .browser()
          .post(P.loginOrg, { organization_slug: other.organization.slug, username, password: PASSWORD })
      ).status,
    ).toBe(401);
    expect(
      (
        await stack.browser().post(P.loginOrg, {
          organization_slug: school.organization.slug,
          username,
          password: 'wrong password',
        })
      ).status,
    ).toBe(401);
    expect((await stack.browser().post(P.loginOrg, { username, password: PASSWORD })).status).toBe(422);
  });

  it('edit (username, password, assistant settings), delete: the deleted student can no longer sign in or use the old cookie', async () => {
    const username = unique('edit');
    const created = await school.admin.post<OrganizationStudent>(P.students, {
      username,
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    const kid = await loginStudent(school.organization.slug, username, PASSWORD);
    const renamed = unique('renamed');
    const edited = await school.admin.put<OrganizationStudent>(P.student(created.body.id), {
      username: renamed,
      password: 'another password',
      assistant_attempt_limit: null,
      assistant_enabled: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ username: renamed, assistant_attempt_limit: null });
    // A new password ends the student's sessions.
    expect((await kid.get(API_PATHS.auth.current)).status).toBe(401);
    await loginStudent(school.organization.slug, renamed, 'another password');
    const again = await loginStudent(school.organization.slug, renamed, 'another password');
    expect((await school.admin.delete(P.student(created.body.id))).status).toBe(200);
    expect((await again.get(API_PATHS.auth.current)).status).toBe(401);
    expect(
      (
        await stack.browser().post(P.loginOrg, {
          organization_slug: school.organization.slug,
          username: renamed,
          password: 'another password',
        })
      ).status,
    ).toBe(401);
    expect((await school.admin.get(P.student(created.body.id))).status).toBe(404);
  });

  it('409 taken usernames (case-insensitive), 422 bad input, 403 other organizations and teachers of other classes', async () => {
    const { browser: teacher } = await addTeacher(stack, school);
    const { browser: colleague } = await addTeacher(stack, school);
    const klass = await createClass(teacher);
    const username = unique('dup');
    const created = await teacher.post<OrganizationStudent>(P.students, {
      username,
      password: PASSWORD,
      class_id: klass.id,
    });
    expect(
      (
        await teacher.post(P.students, {
          username: username.toUpperCase(),
          password: PASSWORD,
          class_id: klass.id,
        })
      ).status,
    ).toBe(409);
    // The same username is free in another organization.
    expect((await other.admin.post(P.students, { username, password: PASSWORD })).status).toBe(201);
    expect(
      (await teacher.post(P.students, { username: 'a b', password: PASSWORD, class_id: klass.id })).status,
    ).toBe(422);
    expect(
      (await teacher.post(P.students, { username: unique('ok'), password: 'short', class_id: klass.id }))
        .status,
    ).toBe(422);
    expect((await teacher.post(P.students, { username: unique('ok'), password: PASSWORD })).status).toBe(422);
    expect(
      (await teacher.post(P.students, { username: unique('ok'), password: PASSWORD, class_id: MISSING }))
        .status,
    ).toBe(422);
    expect((await teacher.put(P.student(MISSING), { name: 'x' })).status).toBe(404);
    expect((await colleague.get(P.student(created.body.id))).status).toBe(403);
    expect((await colleague.put(P.student(created.body.id), { name: 'x' })).status).toBe(403);
    expect((await colleague.delete(P.student(created.body.id))).status).toBe(403);
    expect((await colleague.get<OrganizationStudent[]>(P.students)).body).toEqual([]);
    expect((await other.admin.get(P.student(created.body.id))).status).toBe(403);
    expect((await other.admin.delete(P.student(created.body.id))).status).toBe(403);
    expect((await other.admin.get<OrganizationStudent[]>(P.students)).body.map((s) => s.id)).not.toContain(
      created.body.id,
    );
    expect((await teacher.get<OrganizationStudent[]>(P.students)).body.map((s) => s.id)).toEqual([
      created.body.id,
    ]);
  });

  it('edit, assistant settings and transfer refuse bad input (422), taken usernames (409), unknown ids (404), anonymous callers (401) and other organizations (403)', async () => {
    const { browser: teacher } = await addTeacher(stack, school);
    const klass = await createClass(teacher);
    const make = async (prefix: string) =>
      (
        await teacher.post<OrganizationStudent>(P.students, {
          username: unique(prefix),
          password: PASSWORD,
          class_id: klass.id,
        })
      ).body;
    const kim = await make('kim');
    const lee = await make('lee');
    expect((await teacher.put(P.student(kim.id), { username: lee.username.toUpperCase() })).status).toBe(409);
    expect((await teacher.put(P.student(kim.id), { assistant_attempt_limit: -1 })).status).toBe(422);
    expect((await teacher.put(P.student(kim.id), { assistant_attempt_limit: 1.5 })).status).toBe(422);
    expect((await teacher.put(P.student(kim.id), { assistant_enabled: 'no' })).status).toBe(422);
    expect((await teacher.put(P.student(kim.id), { class_id: MISSING })).status).toBe(422);
    expect((await stack.browser().put(P.student(kim.id), { assistant_enabled: false })).status).toBe(401);
    expect((await other.admin.put(P.student(kim.id), { assistant_enabled: false })).status).toBe(403);
    expect((await teacher.get<OrganizationStudent>(P.student(kim.id))).body).toMatchObject({
      username: kim.username,
      assistant_enabled: true,
      assistant_attempt_limit: null,
      class_id: klass.id,
    });
    const limited = await teacher.put<OrganizationStudent>(P.student(kim.id), {
      assistant_enabled: true,
      assistant_attempt_limit: 0,
    });
    expect(limited.status).toBe(200);
    expect(limited.body.assistant_attempt_limit).toBe(0);

    const target = await createClass(teacher, { name: 'Target' });
    expect(
      (await stack.browser().post(P.transferStudents, { student_ids: [kim.id], class_id: target.id })).status,
    ).toBe(401);
    expect(
      (await teacher.post(P.transferStudents, { student_ids: ['nope'], class_id: target.id })).status,
    ).toBe(422);
    expect(
      (await teacher.post(P.transferStudents, { student_ids: [kim.id], class_id: MISSING })).status,
    ).toBe(422);
    // A teacher may not leave students without a class (only admins see those).
    expect((await teacher.post(P.transferStudents, { student_ids: [kim.id], class_id: null })).status).toBe(
      422,
    );
    // One unknown id refuses the whole transfer: nobody moves.
    expect(
      (await teacher.post(P.transferStudents, { student_ids: [kim.id, MISSING], class_id: target.id }))
        .status,
    ).toBe(404);
    expect((await teacher.get<OrganizationStudent>(P.student(kim.id))).body.class_id).toBe(klass.id);
    const moved = await school.admin.post<{ moved: number }>(P.transferStudents, {
      student_ids: [kim.id, lee.id],
      class_id: null,
    });
    expect(moved.body).toEqual({ moved: 2 });
    expect((await school.admin.get<OrganizationStudent>(P.student(lee.id))).body.class_id).toBeNull();
    expect((await teacher.get(P.student(lee.id))).status).toBe(403);
  });

  it('bulk create: a preview with generated usernames and per-row errors, then all at once with passwords shown once', async () => {
    const { browser: teacher } = await addTeacher(stack, school);
    const klass = await createClass(teacher);
    const existing = unique('taken');
    await teacher.post(P.students, { username: existing, password: PASSWORD, class_id: klass.id });
    const preview = await teacher.post<BulkCreateStudentsResponse>(P.bulkCreateStudents, {
      class_id: klass.id,
      dry_run: true,
      rows: [
        { name: 'Ana María López' },
        { name: 'Ben' },
        { name: 'Taken', username: existing },
        { name: 'Bad', username: 'a b' },
        { name: '' },
      ],
    });
    expect(preview.status).toBe(201);
    expect(preview.body.created).toBe(false);
    expect(preview.body.rows[0]).toMatchObject({ row: 1, error: null, password: null, id: null });
    expect(preview.body.rows[0].username).toMatch(/^anamarial\d{2,}$/);
    expect(preview.body.rows[1].username).toMatch(/^ben\d{2,}$/);
    expect(preview.body.rows.slice(2).map((row) => row.error)).toEqual([
      'This username is already taken',
      'username must be 3 to 30 characters: letters, digits, _ or -',
      'Give a name or a username',
    ]);
    const refused = await teacher.post<{ message: string }>(P.bulkCreateStudents, {
      class_id: klass.id,
      rows: [{ name: 'Cleo' }, { name: 'Taken', username: existing }],
    });
    // Only a taken username: a conflict, named by its row; nobody is created.
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`Row 2 (${existing}): This username is already taken`);
    const invalid = await teacher.post<{ message: string }>(P.bulkCreateStudents, {
      class_id: klass.id,
      rows: [{ name: 'Cleo' }, { name: 'Bad', username: 'a b' }],
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.message).toContain('Row 2');
    expect((await teacher.get<OrganizationStudent[]>(P.students)).body).toHaveLength(1);

    // The screen sends back its preview's usernames: exactly those accounts are made.
    const proposed = await teacher.post<BulkCreateStudentsResponse>(P.bulkCreateStudents, {
      class_id: klass.id,
      dry_run: true,
      rows: [{ name: 'Ava S' }, { name: 'Cara L' }],
    });
    const made = await teacher.post<BulkCreateStudentsResponse>(P.bulkCreateStudents, {
      class_id: klass.id,
      rows: proposed.body.rows.map(({ name, username }) => ({ name, username })),
    });
    expect(made.status).toBe(201);
    expect(made.body.rows.map((row) => row.username)).toEqual(proposed.body.rows.map((row) => row.username));

    const rows = Array.from({ length: 12 }, (_, i) => ({ name: `Pupil Number${i}` }));
    const created = await teacher.post<BulkCreateStudentsResponse>(P.bulkCreateStudents, {
      class_id: klass.id,
      rows,
    });
    expect(created.status).toBe(201);
    expect(created.body.created).toBe(true);
    expect(new Set(created.body.rows.map((row) => row.username)).size).toBe(12);
    for (const row of created.body.rows) {
      expect(row.error).toBeNull();
      expect(row.password).toMatch(/^[a-z]+-\d{4}$/);
      expect(row.id).toEqual(expect.any(String));
    }
    const first = created.body.rows[0];
    await loginStudent(school.organization.slug, first.username, first.password!);
    expect((await teacher.get<OrganizationClass>(P.class(klass.id))).body.student_count).toBe(15);
    expect((await teacher.post(P.bulkCreateStudents, { class_id: klass.id, rows: [] })).status).toBe(422);
    expect((await teacher.post(P.bulkCreateStudents, { rows: [{ name: 'x' }] })).status).toBe(422);
    expect(
      (await other.admin.post(P.bulkCreateStudents, { class_id: klass.id, rows: [{ name: 'x' }] })).status,
    ).toBe(403);
  });

  it('transfer-students moves students between classes; the new class reaches auth/current', async () => {
    const { browser: teacher } = await addTeacher(stack, school);
    const from = await createClass(teacher, { name: 'From' });
    const to = await createClass(teacher, { name: 'To', unlocked_chapters: [4] });
    const username = unique('mover');
    const student = (
      await teacher.post<OrganizationStudent>(P.students, { username, password: PASSWORD, class_id: from.id })
    ).body;
    const kid = await loginStudent(school.organization.slug, username, PASSWORD);
    const moved = await teacher.post<{ moved: number }>(P.transferStudents, {
      student_ids: [student.id],
      class_id: to.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ moved: 1 });
    expect((await teacher.get<OrganizationStudent>(P.student(student.id))).body.class_id).toBe(to.id);
    expect((await kid.get<CurrentUser>(API_PATHS.auth.current)).body.class_details).toMatchObject({
      name: 'To',
      unlocked_chapters: [4],
    });
    const foreignClass = await createClass(other.admin);
    expect(
      (await teacher.post(P.transferStudents, { student_ids: [student.id], class_id: foreignClass.id }))
        .status,
    ).toBe(403);
    expect(
      (await other.admin.post(P.transferStudents, { student_ids: [student.id], class_id: foreignClass.id }))
        .status,
    ).toBe(403);
    expect((await teacher.post(P.transferStudents, { student_ids: [MISSING], class_id: to.id })).status).toBe(
      404,
    );
    expect((await teacher.post(P.transferStudents, { student_ids: [], class_id: to.id })).status).toBe(422);
  });

  it('class sign-up link: a student joins the class by token and appears in the class list', async () => {
    const { browser: teacher } = await addTeacher(stack, school);
    const klass = await createClass(teacher, { name: 'Link Class', unlocked_chapters: [1] });
    const username = unique('joiner');
    const kid = stack.browser();
    const joined = await kid.post<CurrentUser>(P.classTokenSignup, {
      token: klass.signup_token,
      username,
      password: PASSWORD,
    });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({
      is_student: true,
      organization_id: school.organization.id,
      class_details: { name: 'Link Class' },
    });
    // The class lists the student as soon as the sign-up has answered.
    const listed = (await teacher.get<OrganizationStudent[]>(P.students)).body;
    expect(listed.find((s) => s.username === username)).toMatchObject({
      id: joined.body.student_id,
      class_id: klass.id,
    });
    expect((await teacher.get<OrganizationClass>(P.class(klass.id))).body.student_count).toBe(1);
    expect(
      (
        await stack
          .browser()
          .post(P.classTokenSignup, { token: klass.signup_token, username, password: PASSWORD })
      ).status,
    ).toBe(409);
    expect(
      (
        await stack
          .browser()
          .post(P.classTokenSignup, { token: 'x'.repeat(20), username: unique('n'), password: PASSWORD })
      ).status,
    ).toBe(404);
    expect(
      (
        await stack
          .browser()
          .post(P.classTokenSignup, { token: klass.signup_token, username: 'a', password: PASSWORD })
      ).status,
    ).toBe(422);
  });

  it('class sign-up while the schools service is down: 502, and no account is left behind', async () => {
    const { browser: teacher } = await addTeacher(stack, school);
    const klass = await createClass(teacher, { name: 'Down Class' });
    const lonely = await authWithoutOrganizations(stack);
    try {
      const username = unique('early');
      const refused = await lonely.browser().post<{ message: string }>(P.classTokenSignup, {
        token: klass.signup_token,
        username,
        password: PASSWORD,
      });
      expect(refused.status).toBe(502);
      expect(refused.body.message).toBe('The schools service is unavailable. Please try again.');
      // Nothing was created: the same username signs up once the service is back.
      const joined = await stack
        .browser()
        .post(P.classTokenSignup, { token: klass.signup_token, username, password: PASSWORD });
      expect(joined.status).toBe(201);
    } finally {
      await lonely.close();
    }
  });
});

// The district, made through the real API as schools make it: each school's admin signs up,
// registers the school (which starts its 30-day trial of the small plan: every level open),
// adds its classes and creates each class's students in one bulk call with chosen usernames and
// passwords, which the students then sign in with at the school's login (login-org).
import { randomBytes } from 'node:crypto';
import { HttpClient } from './http-client.mjs';

/** Students a school's trial (the small organization plan) covers. */
const SCHOOL_STUDENT_LIMIT = 200;
const PASSWORD = 'classroom-load-42';
const TRIAL_WAIT_MS = 60_000;
const BULK_CHUNK = 5;

/** Lowercase letters only (slugs allow no digits). */
const letters = (n) => [...randomBytes(n)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

/**
 * Students are dealt to classes in turn and classes to schools in turn; enough schools that none
 * passes its trial's student limit.
 * @returns {{ school: number, klass: number, index: number }[]} one entry per student
 */
export function planDistrict(students, classes) {
  const place = (schools) =>
    Array.from({ length: students }, (_, index) => {
      const klass = index % classes;
      return { school: klass % schools, klass, index };
    });
  for (let schools = Math.max(1, Math.ceil(students / SCHOOL_STUDENT_LIMIT)); ; schools++) {
    const plan = place(schools);
    const sizes = new Map();
    for (const s of plan) sizes.set(s.school, (sizes.get(s.school) ?? 0) + 1);
    if (Math.max(...sizes.values()) <= SCHOOL_STUDENT_LIMIT) return plan;
  }
}

/** Creates these students in the class; a busy stack's 502/503 is asked again (a 409 then fails the setup). */
async function bulkCreate(admin, classId, members) {
  const body = {
    class_id: classId,
    rows: members.map((m) => ({
      name: `Student ${m.index + 1}`,
      username: `s${String(m.index + 1).padStart(4, '0')}`,
      password: PASSWORD,
    })),
  };
  for (let attempt = 1; ; attempt++) {
    const answer = await admin.call(null, 'POST', '/api/organization/bulk-create-students', body);
    if (answer.status === 201) return answer.body;
    if (![502, 503].includes(answer.status) || attempt === 3)
      throw new Error(`bulk-create-students answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

/** Waits until the school's trial (asked by organizations of payments) shows as its plan. */
async function waitForTrial(admin) {
  const deadline = Date.now() + TRIAL_WAIT_MS;
  for (;;) {
    const plan = await admin.must('GET', '/api/payment/current-plan');
    if (plan.subscription) return plan.subscription;
    if (Date.now() > deadline) throw new Error('the school trial did not start within a minute');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function makeSchool(baseUrl, number, classNumbers, studentsOf, run) {
  const admin = new HttpClient(baseUrl, null, 300_000);
  await admin.must('POST', '/api/auth/signup', {
    email: `load-admin-${run}-${number}@example.com`,
    password: PASSWORD,
  });
  const slug = `load-${run}-school-${letters(6)}`;
  await admin.must('POST', '/api/organization/registration', { name: `Load School ${number + 1}`, slug });
  await waitForTrial(admin);
  const accounts = [];
  for (const klass of classNumbers) {
    const created = await admin.must('POST', '/api/organization/classes', { name: `Class ${klass + 1}` });
    const members = studentsOf(klass);
    // A few at a time: each password is hashed (argon2) by auth while organizations waits 15 s for it.
    for (let from = 0; from < members.length; from += BULK_CHUNK) {
      const chunk = members.slice(from, from + BULK_CHUNK);
      const bulk = await bulkCreate(admin, created.id, chunk);
      bulk.rows.forEach((row, i) =>
        accounts.push({ ...chunk[i], slug, username: row.username, password: PASSWORD, studentId: row.id }),
      );
    }
  }
  return accounts;
}

/**
 * @returns {Promise<{ slug: string, username: string, password: string, studentId: string, school: number, klass: number, index: number }[]>}
 */
export async function setUpDistrict(baseUrl, { students, classes }) {
  const plan = planDistrict(students, classes);
  const schools = new Set(plan.map((s) => s.school)).size;
  const run = letters(4);
  const studentsOf = (klass) => plan.filter((s) => s.klass === klass);
  const made = await Promise.all(
    Array.from({ length: schools }, (_, school) => {
      const classNumbers = [...new Set(plan.filter((s) => s.school === school).map((s) => s.klass))];
      return makeSchool(baseUrl, school, classNumbers, studentsOf, run);
    }),
  );
  return made.flat().sort((a, b) => a.index - b.index);
}

import type { TestBrowser } from '@pylands/common/testing';
import { API_PATHS, CHALLENGE_PATHS } from '@pylands/contracts';
import { castOf, ROLES, startOrgStack, until, type Cast, type OrgStack } from './org-stack';

/**
 * The challenge calls (issue 23) by every kind of caller: a visitor, a parent with no student
 * chosen, the parent's chosen student, a school class's student, its teacher, the school's admin
 * and another school's admin.
 */
let org: OrgStack;
let cast: Cast;

beforeAll(async () => {
  org = await startOrgStack();
  cast = await castOf(org);
  // Wait until levels has heard of the child's parent.
  await until(
    () => cast.browsers.parent.get(API_PATHS.level.course('python', cast.child.id)),
    (response) => response.status === 200,
  );
});

afterAll(async () => {
  await org?.close();
});

type Call = (browser: TestBrowser) => Promise<{ status: number }>;
const FREE = 'animal-hello';
const CHAPTER_3 = 'counting-sheep';

// Expected status per role, in ROLES order:
// anonymous, parent, parentStudent, orgStudent, teacher, admin, otherAdmin.
const MATRIX: [string, Call, number[]][] = [
  ['GET level/challenges', (b) => b.get(CHALLENGE_PATHS.list), [200, 200, 200, 200, 200, 200, 200]],
  [
    'GET level/challenge/{slug} (chapter 1)',
    (b) => b.get(CHALLENGE_PATHS.challenge(FREE)),
    [200, 200, 200, 200, 200, 200, 200],
  ],
  [
    // The family bought nothing; schools are entitled during their trial.
    'GET level/challenge/{slug} (chapter 3)',
    (b) => b.get(CHALLENGE_PATHS.challenge(CHAPTER_3)),
    [402, 402, 402, 200, 200, 200, 200],
  ],
  [
    'GET level/challenge/{slug} (unknown)',
    (b) => b.get(CHALLENGE_PATHS.challenge('no-such-challenge')),
    [404, 404, 404, 404, 404, 404, 404],
  ],
  [
    'POST level/challenge/{slug}/run',
    (b) => b.post(CHALLENGE_PATHS.run(FREE)),
    [200, 403, 200, 200, 403, 403, 403],
  ],
  [
    'POST level/challenge/{slug}/submit',
    (b) => b.post(CHALLENGE_PATHS.submit(FREE), { code: 'print("Hello")\n' }),
    [200, 403, 200, 200, 403, 403, 403],
  ],
  [
    'POST level/challenge/{slug}/submit (chapter 3)',
    (b) => b.post(CHALLENGE_PATHS.submit(CHAPTER_3), { code: 'print("Zzz")\n' }),
    [402, 403, 402, 200, 403, 403, 403],
  ],
  ['GET credit/challenge', (b) => b.get(API_PATHS.credit('challenge')), [200, 200, 200, 200, 200, 200, 200]],
];

describe('challenges role × endpoint matrix', () => {
  // Submissions run every case in Pyodide, for each role that may run code: they take a while.
  it.each(MATRIX)(
    '%s',
    async (_name, call, expected) => {
      const actual: number[] = [];
      for (const role of ROLES) actual.push((await call(cast.browsers[role])).status);
      expect(Object.fromEntries(ROLES.map((role, i) => [role, actual[i]]))).toEqual(
        Object.fromEntries(ROLES.map((role, i) => [role, expected[i]])),
      );
    },
    240_000,
  );
});

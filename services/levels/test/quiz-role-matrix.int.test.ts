import type { TestBrowser } from '@pylands/common/testing';
import { API_PATHS, QUIZ_PATHS, type QuizAttempt } from '@pylands/contracts';
import { quizKey } from './quiz-helpers';
import { castOf, ROLES, startOrgStack, until, type Cast, type OrgStack } from './org-stack';

/** The quiz routes by every kind of caller (roles as in role-matrix.int.test.ts). */
let org: OrgStack;
let cast: Cast;

beforeAll(async () => {
  org = await startOrgStack();
  cast = await castOf(org);
  await until(
    () => cast.browsers.teacher.get(API_PATHS.level.course('python', cast.orgStudent.id)),
    (response) => response.status === 200,
  );
});

afterAll(async () => {
  await org?.close();
});

type Call = (browser: TestBrowser) => Promise<{ status: number }>;
const question = quizKey('python', 1).questions[0];

/** Answers the first question of a fresh attempt `starter` started (the caller's own by default). */
const answerAttemptOf =
  (starter?: () => TestBrowser): Call =>
  async (browser) => {
    const attempt = await (starter?.() ?? browser).post<QuizAttempt>(QUIZ_PATHS.attempt('python', 1));
    return browser.post(QUIZ_PATHS.answer('python', 1), {
      attempt_id: attempt.body.attempt_id,
      question_id: question.id,
      choice: 0,
    });
  };

// Expected status per role, in ROLES order:
// anonymous, parent, parentStudent, orgStudent, teacher, admin, otherAdmin.
const MATRIX: [string, Call, number[]][] = [
  [
    'GET level/quiz/{course}/{chapter} (a free chapter)',
    (b) => b.get(QUIZ_PATHS.quiz('python', 1)),
    [200, 200, 200, 200, 200, 200, 200],
  ],
  [
    // As level data: a new school's trial opens every chapter to its members; a family has bought nothing.
    'GET level/quiz/{course}/{chapter} (a chapter to buy)',
    (b) => b.get(QUIZ_PATHS.quiz('python', 3)),
    [402, 402, 402, 200, 200, 200, 200],
  ],
  [
    'POST level/quiz/{course}/{chapter}/attempt',
    (b) => b.post(QUIZ_PATHS.attempt('python', 1)),
    [201, 201, 201, 201, 201, 201, 201],
  ],
  [
    // A visitor's attempt belongs to its pylands_anon cookie, which this caller does not keep.
    'POST level/quiz/{course}/{chapter}/answer (the caller’s own attempt)',
    answerAttemptOf(),
    [404, 200, 200, 200, 200, 200, 200],
  ],
  [
    'POST level/quiz/{course}/{chapter}/answer (the class student’s attempt)',
    answerAttemptOf(() => cast.browsers.orgStudent),
    [404, 404, 404, 200, 404, 404, 404],
  ],
];

describe('quiz role × endpoint matrix', () => {
  it.each(MATRIX)('%s', async (_name, call, expected) => {
    const actual: number[] = [];
    for (const role of ROLES) actual.push((await call(cast.browsers[role])).status);
    expect(Object.fromEntries(ROLES.map((role, i) => [role, actual[i]]))).toEqual(
      Object.fromEntries(ROLES.map((role, i) => [role, expected[i]])),
    );
  });
});

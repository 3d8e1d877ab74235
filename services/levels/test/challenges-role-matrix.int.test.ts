import { API_PATHS, CHALLENGE_PATHS } from '@pylands/contracts';
import { describeRoleMatrix, useCast, type MatrixRow } from './org-stack';

/**
 * The challenge calls (issue 23) by every kind of caller: a visitor, a parent with no student
 * chosen, the parent's chosen student, a school class's student, its teacher, the school's admin
 * and another school's admin.
 */
const cast = useCast();
const FREE = 'animal-hello';
const CHAPTER_3 = 'counting-sheep';

// Expected status per role, in ROLES order:
// anonymous, parent, parentStudent, orgStudent, teacher, admin, otherAdmin.
const MATRIX: MatrixRow[] = [
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

// Submissions run every case in Pyodide, for each role that may run code: they take a while.
describeRoleMatrix('challenges role × endpoint matrix', MATRIX, cast, 240_000);

// The same calls by one student on the otherwise idle stack, just before the lessons: what each
// costs on this machine at this moment (other work on a shared machine included), to read the
// lesson figures against.
import { Stats } from './stats.mjs';
import { CALLS, Student } from './student.mjs';
import { COURSE } from './levels.mjs';

const READS = 10;
const COMPLETIONS = 3;

/**
 * @param {{ slug: string, username: string, password: string, studentId: string, klass: number }} account
 * @param {ReturnType<typeof import('./levels.mjs').loadLevels>} levels
 * @returns {Promise<{ student: Student, calls: Record<string, any> }>} the student (its ledger is checked with the others')
 */
export async function measureAlone(baseUrl, account, levels) {
  const stats = new Stats();
  const student = new Student(account, {
    baseUrl,
    stats,
    levels,
    levelMs: 0,
    classOffsetMs: () => 0,
    t0: performance.now(),
    endAt: Infinity,
  });
  stats.start();
  await student.signIn();
  student.signedIn = true;
  for (let i = 0; i < READS; i++) {
    await student.client.call(CALLS.current, 'GET', '/api/auth/current');
    await student.client.call(CALLS.course, 'GET', `/api/level/course/${COURSE}`);
    await student.client.call(
      CALLS.data,
      'GET',
      `/api/level/data/${COURSE}/${levels[i % levels.length].slug}`,
    );
  }
  // Levels at the end of the course, which the lessons do not reach in a run of minutes.
  for (const level of levels.slice(-COMPLETIONS)) {
    await student.runStart(level, level.solution);
    await student.complete(level);
  }
  stats.end();
  return { student, calls: stats.summary() };
}

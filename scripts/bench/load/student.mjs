// One simulated student's lesson. The class's teacher opens a level for everyone every
// `levelSeconds` (classes start a little apart, as lessons do); each student opens it within a few
// seconds, reads and types, and a share of them first run the level's wrong program, watch it
// fail, ask the coding assistant and fix it. Halfway through the level the teacher says "now run
// it": everyone still working runs within a few seconds of that, so a class's completions arrive
// together. A child refused at sign-in clicks again; one whose completion could not be checked
// runs again. Each run is `in_progress` when it starts and, when it wins, a `complete` with the
// run's seed and popup answers (the server replays it) after the animation has played.
import { randomInt } from 'node:crypto';
import { HttpClient, NO_ANSWER } from './http-client.mjs';
import { COURSE } from './levels.mjs';

/** Figures the report groups (names of the calls). */
export const CALLS = {
  login: 'auth/login-org',
  current: 'auth/current',
  course: 'level/course',
  data: 'level/data',
  runStart: 'level/update in_progress',
  verdict: 'level/update complete (verdict)',
  /** A completion answered as saved and being checked: verified soon after (see checks.mjs). */
  checkedLater: 'level/update complete (checked later)',
  tip: 'chatgpt/generate-tip-level-async',
};

/** Share of first runs that are the level's wrong program; share of those that ask for a tip. */
const WRONG_FIRST = 0.4;
const ASKS_TIP = 0.7;
/** The class signs in during the lesson's first seconds; the first level opens after that. */
const SIGN_IN_MS = 15_000;
/** Runs again after a completion that could not be checked. */
const MAX_RETRIES = 2;

const uniform = (min, max) => min + Math.random() * (max - min);
const ok = (status) => status >= 200 && status < 300;
/** No answer, or a gateway's "the service did not answer": the call may or may not have landed. */
const unknown = (status) => status === NO_ANSWER || status === 502 || status === 504;

/**
 * What the student was told about each level, to compare with what was recorded.
 * @typedef {{ runsOk: number, runsUnknown: number, completesOk: number, completesUnknown: number, completesRefused: number }} LevelLedger
 */

export class Student {
  /**
   * @param {{ slug: string, username: string, password: string, studentId: string, klass: number }} account
   * @param {{ baseUrl: string, stats: import('./stats.mjs').Stats, levels: ReturnType<typeof import('./levels.mjs').loadLevels>, levelMs: number, classOffsetMs: (klass: number) => number, t0: number, endAt: number }} run
   */
  constructor(account, run) {
    this.account = account;
    this.run = run;
    this.client = new HttpClient(run.baseUrl, run.stats);
    /** @type {Map<string, LevelLedger>} */
    this.ledger = new Map();
    /** Completions answered as saved and being checked: when sent (epoch ms), to time their verification. */
    /** @type {{ slug: string, sentAt: number }[]} */
    this.checkedLater = [];
    this.signedIn = false;
  }

  now() {
    return performance.now() - this.run.t0;
  }

  /** Waits until `at` (ms since the start); false when the run's time is up by then. */
  async until(at) {
    const wait = at - this.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return this.now() < this.run.endAt;
  }

  pause(ms) {
    return this.until(this.now() + ms);
  }

  entry(slug) {
    let e = this.ledger.get(slug);
    if (!e) {
      e = { runsOk: 0, runsUnknown: 0, completesOk: 0, completesUnknown: 0, completesRefused: 0 };
      this.ledger.set(slug, e);
    }
    return e;
  }

  async lesson() {
    const classStart = this.run.classOffsetMs(this.account.klass);
    // The class signs in as the lesson starts, each child at their own speed.
    if (!(await this.until(classStart + uniform(0, SIGN_IN_MS)))) return;
    if (!(await this.signIn())) return;
    this.signedIn = true;
    await this.client.call(CALLS.current, 'GET', '/api/auth/current');
    await this.client.call(CALLS.course, 'GET', `/api/level/course/${COURSE}`);
    const { levels, levelMs } = this.run;
    for (let k = 0; ; k++) {
      const opensAt = classStart + SIGN_IN_MS + levelMs * k;
      if (!(await this.until(opensAt + uniform(0, 3000)))) return;
      if (!(await this.playLevel(levels[k % levels.length], opensAt))) return;
    }
  }

  /**
   * login-org; a child refused (429: too many sign-ins from the school's address) clicks again a
   * few seconds later, until the lesson ends. Every try counts in the figures.
   */
  async signIn() {
    for (;;) {
      const login = await this.client.call(CALLS.login, 'POST', '/api/auth/login-org', {
        organization_slug: this.account.slug,
        username: this.account.username,
        password: this.account.password,
      });
      if (ok(login.status)) return true;
      if (!(await this.pause(uniform(3000, 8000)))) return false;
    }
  }

  /** One level; false when the run's time ran out on the way. */
  async playLevel(level, opensAt) {
    const { levelMs } = this.run;
    const data = await this.client.call(CALLS.data, 'GET', `/api/level/data/${COURSE}/${level.slug}`);
    if (!ok(data.status)) return this.pause(5000);
    // Reading the guide and typing.
    if (!(await this.pause(uniform(6000, 14_000)))) return false;
    if (level.wrong && Math.random() < WRONG_FIRST) {
      await this.runStart(level, level.wrong);
      // The run animates and fails.
      if (!(await this.pause(uniform(2000, 4000)))) return false;
      if (Math.random() < ASKS_TIP) await this.askTip(level);
      if (!(await this.pause(uniform(3000, 8000)))) return false;
    }
    // "Now run it": the teacher's word halfway through the level.
    const runAt = Math.max(this.now(), opensAt + levelMs / 2) + uniform(0, 4000);
    if (!(await this.until(runAt))) return false;
    // A completion that could not be checked (503, 429) is run again a little later, twice at most.
    for (let tries = 0; ; tries++) {
      await this.runStart(level, level.solution);
      if (!(await this.pause(uniform(2000, 4000)))) return false;
      const status = await this.complete(level);
      if (![429, 503].includes(status) || tries === MAX_RETRIES) break;
      if (!(await this.pause(uniform(5000, 10_000)))) return false;
    }
    await this.client.call(CALLS.course, 'GET', `/api/level/course/${COURSE}`);
    return true;
  }

  /** `name`: the figure it counts toward (null: counted by the caller). */
  update(level, status, code, replay, name = CALLS.runStart) {
    return this.client.call(name, 'POST', `/api/level/update/${level.slug}`, {
      last_status: status,
      last_code_executed: code,
      level_slug: level.slug,
      course_id: COURSE,
      ...replay,
    });
  }

  async runStart(level, code) {
    const answer = await this.update(level, 'in_progress', code);
    const e = this.entry(level.slug);
    if (ok(answer.status)) e.runsOk++;
    else if (unknown(answer.status)) e.runsUnknown++;
  }

  async complete(level) {
    const seed = randomInt(0, 2 ** 32 - 1);
    const answer = await this.update(
      level,
      'complete',
      level.solution,
      { seed, answers: level.answers },
      null,
    );
    // Saved and being checked (a full or unreachable queue): the verdict comes later, no retry.
    const later = ok(answer.status) && answer.body?.verification === 'pending';
    this.run.stats.record(later ? CALLS.checkedLater : CALLS.verdict, answer.ms, answer.status);
    if (later) this.checkedLater.push({ slug: level.slug, sentAt: Date.now() - answer.ms });
    const e = this.entry(level.slug);
    if (ok(answer.status)) e.completesOk++;
    else if (unknown(answer.status)) e.completesUnknown++;
    else e.completesRefused++;
    return answer.status;
  }

  askTip(level) {
    return this.client.call(CALLS.tip, 'POST', '/api/chatgpt/generate-tip-level-async', {
      last_prompt: level.wrong,
      course_name: COURSE,
      slug: level.slug,
      player_position: level.start,
      facing_direction: [0, -1],
      error_message: null,
      error_key: level.errorKey,
      error_line: null,
    });
  }
}

import type { TutorTip } from './first-tip';
import { codeLines, indentOf } from './code-edits';
import type { LevelFacts } from './level-facts';
import type { Action } from './run-actions';
import { tip } from './tip-edit';
import { say } from './tutor-text';

const sameShape = (a: Action | undefined, b: Action | undefined) =>
  !!a && !!b && a.kind === b.kind && (a.kind !== 'act' || (b.kind === 'act' && a.command === b.command));

/**
 * A `for ... in range(N)` loop that ran too few times: after the loop's last action the reference run
 * goes on with more rounds of the same actions, and the learner's program does not. `k` is the first
 * action where the runs differ.
 */
export function shortLoopTip(
  facts: LevelFacts,
  learner: Action[],
  solution: Action[],
  k: number,
): TutorTip | null {
  const lines = codeLines(facts.code);
  for (let i = 0; i < lines.length; i++) {
    const header = /^(\s*)for\s+\w+\s+in\s+range\((\d+)\)\s*:/.exec(lines[i]);
    if (!header) continue;
    const times = Number(header[2]);
    const loopLine = i + 1;
    const end = lines.findIndex((l, j) => j > i && l.trim() !== '' && indentOf(l).length <= header[1].length);
    const inBody = (line: number | null) => line !== null && line > loopLine && (end < 0 || line <= end);
    const indices = learner.flatMap((a, j) => (inBody(a.event.line) ? [j] : []));
    if (times <= 0 || indices.length === 0 || indices.length % times !== 0) continue;
    const after = indices[indices.length - 1] + 1;
    if (after > k) continue;
    const perRound = indices.slice(indices.length - indices.length / times).map((j) => learner[j]);
    const roundAt = (actions: Action[], at: number) =>
      perRound.every((a, j) => sameShape(a, actions[at + j]));
    if (roundAt(learner, after)) continue;
    let extra = 0;
    while (roundAt(solution, after + extra * perRound.length)) extra++;
    if (extra === 0) continue;
    return tip(facts.code, loopLine, say('tips.loop.needsMore', { count: times, needed: times + extra }), {
      modify: lines[i].replace(/range\(\d+\)/, `range(${times + extra})`),
      teach: {
        problem: say('tips.loop.notEnough', { count: times }),
        question: say('tips.loop.howManyTimes'),
      },
    });
  }
  return null;
}

import type { LevelContent } from '@pylands/content';
import type { Tip } from '@pylands/contracts';
import {
  COMMAND_NAMES,
  formatMessage,
  isMessageKey,
  walkability,
  type GameEvent,
  type Vec2,
} from '@pylands/game-engine';
import {
  assignmentLine,
  callArgument,
  callText,
  codeLines,
  editDistance,
  indentOf,
  insertLine,
  lastCodeLine,
  lineAt,
  pyLiteral,
  replaceLine,
  withCallArgument,
} from './code-edits';

/** What a replay of a program showed (the worker runs it in Pyodide when it can). */
export interface RunFacts {
  events: readonly GameEvent[];
  error?: { message: string; line: number | null; key?: string };
  complete: boolean;
  /** The completion check's own failure (assign, compare). */
  completionError?: { key: string; message: string };
}

/** Everything the built-in tutor knows about one failed run. */
export interface LevelFacts {
  level: LevelContent;
  code: string;
  /** What the play screen reported. */
  error: { message: string | null; key: string | null; line: number | null };
  position: Vec2;
  facing: Vec2;
  /** The learner's run replayed on the server (absent when the worker could not run it). */
  run?: RunFacts;
  /** The reference solution's run: compared with the learner's, never shown. */
  solution?: RunFacts;
}

type Step = { kind: 'step'; to: Vec2; facing: Vec2; event: GameEvent; index: number };
type Face = { kind: 'face'; facing: Vec2; before: Vec2; event: GameEvent };
type Blocked = { kind: 'blocked'; facing: Vec2; event: GameEvent };
type Act = { kind: 'act'; command: string; args: readonly unknown[]; event: GameEvent };
type Action = Step | Face | Blocked | Act;

const same = (a: Vec2, b: Vec2) => a[0] === b[0] && a[1] === b[1];
const facingOf = (t: { rotationX: number; rotationY: number }): Vec2 => [t.rotationX, t.rotationY];
const rightOf = ([x, y]: Vec2): Vec2 => [-y, x];
const leftOf = ([x, y]: Vec2): Vec2 => [y, -x];

/** The turn(s) from one facing to another. */
function turnsBetween(from: Vec2, to: Vec2): string[] {
  if (same(rightOf(from), to)) return ['turn_right()'];
  if (same(leftOf(from), to)) return ['turn_left()'];
  if (same(from, to)) return [];
  return ['turn_right()', 'turn_right()'];
}

/**
 * A run as a list of what the character did, cell by cell: each step of a move, each change of
 * facing (consecutive turns merged), a bumped wall, and every other command with its arguments.
 */
export function actionsOf(events: readonly GameEvent[]): Action[] {
  const actions: Action[] = [];
  for (const event of events) {
    if (event.command === 'move_forward') {
      (event.path ?? []).forEach((to, index) =>
        actions.push({ kind: 'step', to, facing: facingOf(event.to), event, index }),
      );
      if (event.blocked || event.error?.key === 'move.wall')
        actions.push({ kind: 'blocked', facing: facingOf(event.to), event });
    } else if (event.command === 'turn_left' || event.command === 'turn_right') {
      const last = actions[actions.length - 1];
      if (last?.kind === 'face') {
        last.facing = facingOf(event.to);
        if (same(last.facing, last.before)) actions.pop();
      } else actions.push({ kind: 'face', facing: facingOf(event.to), before: facingOf(event.from), event });
    } else actions.push({ kind: 'act', command: event.command, args: event.args, event });
  }
  return actions;
}

function sameAction(a: Action, b: Action): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'step' && b.kind === 'step') return same(a.to, b.to);
  if (a.kind === 'face' && b.kind === 'face') return same(a.facing, b.facing);
  if (a.kind === 'act' && b.kind === 'act')
    return a.command === b.command && JSON.stringify(a.args) === JSON.stringify(b.args);
  return a.kind === 'blocked';
}

/** Steps in a row from index k that go the same way. */
function straightSteps(actions: Action[], k: number): number {
  const first = actions[k];
  if (first?.kind !== 'step') return 0;
  let n = 0;
  while (actions[k + n]?.kind === 'step' && same((actions[k + n] as Step).facing, first.facing)) n++;
  return n;
}

function tip(
  code: string,
  line: number,
  text: string,
  edit: { add?: string; modify?: string } = {},
  sufficient = false,
): Tip {
  const lines = codeLines(code);
  const lineNumber = Math.max(1, Math.min(line, lines.length + 1));
  let resulted = code;
  if (edit.modify !== undefined) resulted = replaceLine(code, lineNumber, edit.modify);
  else if (edit.add !== undefined) resulted = insertLine(code, lineNumber, edit.add);
  return {
    text,
    code_to_add: edit.add ?? '',
    code_to_modify: edit.modify ?? '',
    line_number: lineNumber,
    resulted_code: resulted,
    is_code_sufficient: sufficient,
  };
}

const PYTHON_ERROR = /^(\w+Error|\w+Exception|KeyboardInterrupt)\b:?\s*(.*)$/m;

/** Python's own errors: indentation, syntax, misspelt commands, names without a value. */
function pythonErrorTip(facts: LevelFacts, message: string, line: number): Tip | null {
  const { code } = facts;
  const text = lineAt(code, line);
  const match = PYTHON_ERROR.exec(message);
  const kind = match?.[1] ?? '';
  const detail = match?.[2] ?? message;
  if (kind === 'IndentationError' || kind === 'TabError' || /indent/i.test(detail)) {
    if (/unexpected indent/.test(detail))
      return tip(
        code,
        line,
        `Line ${line} has spaces at the start, but it is not inside a loop, if or function. Start it at the left edge.`,
        { modify: text.trimStart() },
      );
    if (/expected an indented block/.test(detail))
      return tip(
        code,
        line,
        `The lines inside a for, if or def must start with 4 spaces. Indent line ${line}.`,
        { modify: `${indentOf(lineAt(code, line - 1))}    ${text.trimStart()}` },
      );
    const previous = lineAt(code, line - 1);
    return tip(
      code,
      line,
      `The spaces at the start of line ${line} do not match the lines around it. Lines in the same block start with the same number of spaces.`,
      {
        modify: `${previous.trimEnd().endsWith(':') ? `${indentOf(previous)}    ` : indentOf(previous)}${text.trimStart()}`,
      },
    );
  }
  if (kind === 'NameError') {
    const name = /name '([^']+)' is not defined/.exec(detail)?.[1];
    if (!name) return null;
    const candidates = COMMAND_NAMES.map((command) => ({
      command,
      distance: editDistance(name.toLowerCase(), command),
    })).sort((a, b) => a.distance - b.distance);
    const best = candidates[0];
    if (best && best.distance <= Math.max(2, Math.floor(best.command.length / 4)))
      return tip(
        code,
        line,
        `Python does not know "${name}". Check the spelling: did you mean ${best.command}?`,
        { modify: text.replace(new RegExp(`\\b${name}\\b`), best.command) },
      );
    const itemTypes = new Set(facts.level.items.map((item) => item.type));
    if (itemTypes.has(name))
      return tip(code, line, `Names of things are text: put quotes around "${name}" on line ${line}.`, {
        modify: text.replace(new RegExp(`\\b${name}\\b`), `"${name}"`),
      });
    return tip(
      code,
      line,
      `On line ${line} you use ${name} before it has a value. Create it first, like ${name} = ..., or check the spelling.`,
    );
  }
  if (kind === 'SyntaxError') {
    const hint = /expected ':'/.test(detail)
      ? 'A for, if, while or def line ends with a colon (:).'
      : /never closed|unmatched|parenthes/.test(detail)
        ? 'Every ( needs a ) and every " needs a closing ".'
        : 'Check the brackets, quotes and colons.';
    const fixed =
      /expected ':'/.test(detail) && !text.trimEnd().endsWith(':') ? `${text.trimEnd()}:` : undefined;
    return tip(code, line, `Python cannot read line ${line}. ${hint}`, fixed ? { modify: fixed } : {});
  }
  if (kind === 'TypeError' || kind === 'AttributeError' || kind === 'ValueError')
    return tip(
      code,
      line,
      `Line ${line} asks for something Python cannot do (${kind}). Look at the Code Book to see how this command is written.`,
    );
  return null;
}

/**
 * When the move that went wrong takes its steps from a variable, the fix belongs where the variable
 * gets its value: `steps = 6` then `move_forward(steps)`.
 */
function movementTip(facts: LevelFacts, event: GameEvent, rightSteps: number, why: string): Tip {
  const { code } = facts;
  const line = event.line ?? lastCodeLine(code);
  const text = lineAt(code, line);
  const argument = callArgument(text, 'move_forward');
  if (argument && /^[A-Za-z_]\w*$/.test(argument)) {
    const assigned = assignmentLine(code, argument, line);
    if (assigned)
      return tip(
        code,
        assigned,
        `${why} move_forward(${argument}) on line ${line} walks ${event.args[0]} steps. Which value should ${argument} have?`,
        { modify: `${indentOf(lineAt(code, assigned))}${argument} = ${rightSteps}` },
      );
  }
  if (rightSteps === 0) return tip(code, line, `${why} Take line ${line} out, or turn first.`);
  return tip(code, line, `${why} Try ${rightSteps} step${rightSteps === 1 ? '' : 's'} on line ${line}.`, {
    modify: withCallArgument(text, 'move_forward', String(rightSteps)),
  });
}

/**
 * A `for ... in range(N)` loop that ran too few times: after the loop's last action the reference run
 * goes on with more rounds of the same actions, and the learner's program does not.
 */
function shortLoopTip(facts: LevelFacts, learner: Action[], solution: Action[], k: number): Tip | null {
  const lines = codeLines(facts.code);
  const sameShape = (a: Action | undefined, b: Action | undefined) =>
    !!a && !!b && a.kind === b.kind && (a.kind !== 'act' || (b.kind === 'act' && a.command === b.command));
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
    return tip(
      facts.code,
      loopLine,
      `Good loop! It runs ${times} time${times === 1 ? '' : 's'}, but the level needs it to run ${times + extra} times.`,
      { modify: lines[i].replace(/range\(\d+\)/, `range(${times + extra})`) },
    );
  }
  return null;
}

/** Compares the learner's run with the reference run and explains the first place they differ. */
function traceTip(facts: LevelFacts, run: RunFacts, reference: RunFacts): Tip | null {
  const { code } = facts;
  const learner = actionsOf(run.events);
  const solution = actionsOf(reference.events);
  let k = 0;
  while (k < learner.length && k < solution.length && sameAction(learner[k], solution[k])) k++;
  const mine = learner[k];
  const next = solution[k];
  if (!next) {
    // The reference run is over here: the learner walked on past the goal.
    if (mine && (mine.kind === 'step' || mine.kind === 'blocked') && mine.event.command === 'move_forward') {
      const matched = mine.kind === 'step' ? mine.index : (mine.event.path ?? []).length;
      return movementTip(
        facts,
        mine.event,
        matched,
        `You walk too far: the goal is ${matched} step${matched === 1 ? '' : 's'} away.`,
      );
    }
    return null;
  }

  const loop = shortLoopTip(facts, learner, solution, k);
  if (loop) return loop;

  // The program stopped (or errored on a command that is not a move) before the level was done.
  if (!mine || (mine.kind === 'act' && next.kind !== 'act' && mine.event.error)) {
    const last = learner[k - 1];
    const after = last?.event.line ?? lastCodeLine(code);
    const indent = indentOf(lineAt(code, after));
    if (next.kind === 'step') {
      const n = straightSteps(solution, k);
      if (last?.kind === 'step' && last.event.command === 'move_forward' && same(last.facing, next.facing))
        return movementTip(
          facts,
          last.event,
          last.index + 1 + n,
          `Almost there! You need to walk ${n} more step${n === 1 ? '' : 's'} this way.`,
        );
      return tip(code, after + 1, `Keep going: walk ${n} step${n === 1 ? '' : 's'} next.`, {
        add: `${indent}move_forward(${n})`,
      });
    }
    if (next.kind === 'face') {
      const turns = turnsBetween(next.before, next.facing);
      return tip(code, after + 1, `Now turn to face the path: use ${turns.join(' and ')}.`, {
        add: `${indent}${turns[0]}`,
      });
    }
    if (next.kind === 'act') {
      const call = callText(next.command, next.args);
      return tip(
        code,
        (mine?.event.line ?? after + 1) as number,
        `You are in the right place. Now use ${next.command}() here.`,
        mine?.event.line
          ? { add: `${indentOf(lineAt(code, mine.event.line))}${call}` }
          : { add: `${indent}${call}` },
      );
    }
    return null;
  }

  // Walked on (or into a wall) where the path turns: too many steps, or a missing turn.
  if ((mine.kind === 'step' || mine.kind === 'blocked') && next.kind === 'face') {
    const matched = mine.kind === 'step' ? mine.index : (mine.event.path ?? []).length;
    const turns = turnsBetween(next.before, next.facing);
    if (matched > 0)
      return movementTip(
        facts,
        mine.event,
        matched,
        `You walk too far: after ${matched} step${matched === 1 ? '' : 's'} the path turns.`,
      );
    const line = mine.event.line ?? lastCodeLine(code);
    return tip(code, line, `Turn before line ${line}: use ${turns.join(' and ')} to face the path.`, {
      add: `${indentOf(lineAt(code, line))}${turns[0]}`,
    });
  }

  // Turned (or acted) too early: the previous walk was too short.
  if ((mine.kind === 'face' || mine.kind === 'act' || mine.kind === 'blocked') && next.kind === 'step') {
    const last = learner[k - 1];
    const n = straightSteps(solution, k);
    if (last?.kind === 'step' && same(last.facing, next.facing))
      return movementTip(
        facts,
        last.event,
        last.index + 1 + n,
        `Not yet! Walk ${n} more step${n === 1 ? '' : 's'} before line ${mine.event.line ?? ''}.`.replace(
          ' before line .',
          '.',
        ),
      );
    const line = mine.event.line ?? lastCodeLine(code);
    if (mine.kind === 'blocked' && !same(mine.facing, next.facing)) {
      const turns = turnsBetween(mine.facing, next.facing);
      return tip(code, line, `Wrong way, there is a wall. Use ${turns.join(' and ')} before line ${line}.`, {
        add: `${indentOf(lineAt(code, line))}${turns[0]}`,
      });
    }
    return tip(code, line, `Walk ${n} step${n === 1 ? '' : 's'} before line ${line}.`, {
      add: `${indentOf(lineAt(code, line))}move_forward(${n})`,
    });
  }

  // Turned the wrong way.
  if (mine.kind === 'face' && next.kind === 'face') {
    const line = mine.event.line ?? lastCodeLine(code);
    const turns = turnsBetween(next.before, next.facing);
    return tip(
      code,
      line,
      `Look at the map: on line ${line} the path goes the other way. Try ${turns.join(' and ')}.`,
      turns.length === 1
        ? { modify: lineAt(code, line).replace(/turn_(left|right)\s*\(\s*\)/, turns[0]) }
        : {},
    );
  }

  // Walked past something without the command the level needs there (a missing collect).
  if ((mine.kind === 'step' || mine.kind === 'face' || mine.kind === 'blocked') && next.kind === 'act') {
    const walked = mine.kind === 'blocked' ? (mine.event.path ?? []).length : 0;
    if (walked > 0)
      return movementTip(
        facts,
        mine.event,
        walked,
        `You walk too far: stop after ${walked} step${walked === 1 ? '' : 's'} and use ${next.command}() there.`,
      );
    if (mine.kind === 'step' && mine.index > 0)
      return movementTip(
        facts,
        mine.event,
        mine.index,
        `Stop after ${mine.index} step${mine.index === 1 ? '' : 's'}: here you need ${callText(next.command, next.args)}.`,
      );
    const line = mine.event.line ?? lastCodeLine(code);
    const call = callText(next.command, next.args);
    const text =
      next.command === 'collect'
        ? `Don't forget to pick up the ${String(next.args[0])}: add ${call} before line ${line}.`
        : `Before line ${line}, use ${next.command}() here.`;
    return tip(code, line, text, { add: `${indentOf(lineAt(code, line))}${call}` });
  }

  if (mine.kind === 'act' && next.kind === 'act') {
    const line = mine.event.line ?? lastCodeLine(code);
    const call = callText(next.command, next.args);
    if (mine.command === next.command) {
      const argument = callArgument(lineAt(code, line), mine.command);
      const wanted = next.args.map(pyLiteral).join(', ');
      const what = mine.command === 'collect' ? 'item name' : 'value';
      // The argument may come from a variable: point there.
      if (argument && /^[A-Za-z_]\w*$/.test(argument) && next.args.length === 1) {
        const assigned = assignmentLine(code, argument, line);
        if (assigned)
          return tip(
            code,
            assigned,
            `Check the value of ${argument}: ${mine.command}() on line ${line} needs another ${what}.`,
            {
              modify: `${indentOf(lineAt(code, assigned))}${argument} = ${wanted}`,
            },
          );
      }
      return tip(code, line, `Check the ${what} on line ${line}: look at the map and the guide.`, {
        modify: withCallArgument(lineAt(code, line), mine.command, wanted),
      });
    }
    return tip(code, line, `Here the level needs ${next.command}(), not ${mine.command}().`, {
      modify: `${indentOf(lineAt(code, line))}${call}`,
    });
  }
  return null;
}

/** The variable the level checks has the wrong value. */
function variableTip(facts: LevelFacts, name: string): Tip | null {
  const goal = facts.level.levelGoals.find(
    (g) => (g.action === 'assign' || g.action === 'compare') && g.variable === name,
  );
  const line = assignmentLine(facts.code, name);
  const expected =
    goal?.action === 'assign' ? (goal.depends?.count ?? goal.depends?.type) : goal?.expectedData;
  if (!line)
    return tip(
      facts.code,
      lastCodeLine(facts.code) + 1,
      `The level checks a variable called ${name}. Create it with ${name} = ... and give it the right value.`,
    );
  const simple = /^\s*\w+\s*=\s*("[^"]*"|'[^']*'|-?\d+(\.\d+)?)\s*$/.test(lineAt(facts.code, line));
  return tip(
    facts.code,
    line,
    `Check ${name} on line ${line}: when the program ends, ${name} must hold a different value. Read the guide again.`,
    simple && expected !== undefined && typeof expected !== 'object'
      ? { modify: `${indentOf(lineAt(facts.code, line))}${name} = ${pyLiteral(expected)}` }
      : {},
  );
}

/** Which way is open from where the character stopped (no replay available). */
function wallTip(facts: LevelFacts, line: number): Tip {
  const { level, position, facing, code } = facts;
  const walkable = walkability(
    level.map,
    level.items.map((item) => ({ ...item, state: item.data ?? null, present: true })),
  );
  const step = (d: Vec2): Vec2 => [position[0] + d[0], position[1] + d[1]];
  const options: [string, Vec2][] = [
    ['turn_left()', leftOf(facing)],
    ['turn_right()', rightOf(facing)],
  ];
  const open = options.find(([, d]) => walkable(step(d)));
  const text = lineAt(code, line);
  if (open)
    return tip(
      code,
      line,
      `Wrong way, you bumped into a wall. The path goes on to the side: try ${open[0]} before line ${line}.`,
      {
        add: `${indentOf(text)}${open[0]}`,
      },
    );
  return tip(
    code,
    line,
    `Wrong way, you bumped into a wall. Count the steps to the end of the path and use fewer on line ${line}.`,
  );
}

/**
 * The built-in tutor: a tip for the first mistake of a failed run. Python errors first (they stop the
 * program before it moves), then the replayed run against the reference run, then the play screen's
 * own facts. It changes or adds at most one line, so the whole solution is never shown.
 */
export function levelTip(facts: LevelFacts): Tip {
  const { code } = facts;
  const errorMessage = facts.run?.error?.message ?? facts.error.message ?? '';
  const errorKey = facts.run ? (facts.run.error?.key ?? null) : facts.error.key;
  const errorLine = facts.run ? (facts.run.error?.line ?? null) : facts.error.line;

  if (errorMessage && !errorKey) {
    const python = pythonErrorTip(facts, errorMessage, errorLine ?? lastCodeLine(code));
    if (python) return python;
  }
  if (facts.run && facts.solution) {
    if (facts.run.complete)
      return tip(
        code,
        lastCodeLine(code),
        'Your program completes the level. Press Run again to watch it!',
        {},
        true,
      );
    const completion = facts.run.completionError;
    if (!errorKey && completion && (completion.key === 'assign' || completion.key === 'compare')) {
      const name = /value of (\w+)/.exec(completion.message)?.[1];
      const variable = name ? variableTip(facts, name) : null;
      if (variable) return variable;
    }
    const traced = traceTip(facts, facts.run, facts.solution);
    if (traced) return traced;
  }
  const line = errorLine ?? lastCodeLine(code);
  if (errorKey === 'move.wall') return wallTip(facts, line);
  if (errorKey === 'assign' || errorKey === 'compare') {
    const name = /value of (\w+)/.exec(errorMessage)?.[1];
    const variable = name ? variableTip(facts, name) : null;
    if (variable) return variable;
  }
  if (errorKey && isMessageKey(errorKey))
    return tip(
      code,
      line,
      `${formatMessage(errorKey, {})} Look at line ${line}.`.replace(/\{\w+\}/g, 'enough'),
    );
  if (errorMessage)
    return tip(code, line, `Something went wrong on line ${line}: ${errorMessage.slice(0, 200)}`);
  return tip(
    code,
    lastCodeLine(code) + 1,
    'Your program ended before the level was finished. Read the goals in the guide and add the next step at the end.',
  );
}

import type { Tip } from '@pylands/contracts';
import { formatMessage, isMessageKey } from '@pylands/game-engine';
import { lastCodeLine } from './code-edits';
import { tipForAttempt, type TutorTip } from './first-tip';
import type { LevelFacts } from './level-facts';
import { pythonErrorTip } from './python-error-tip';
import { tip } from './tip-edit';
import { traceTip } from './trace-tip';
import { variableTipFor } from './variable-tip';
import { wallTip } from './wall-tip';

/**
 * The built-in tutor: a tip for the first mistake of a failed run. Python errors first (they stop the
 * program before it moves), then the replayed run against the reference run, then the play screen's
 * own facts. It changes or adds at most one line, so the whole solution is never shown. The child's
 * first tip on the level (`earlierTips` 0) teaches: what went wrong and a guiding question, no code.
 */
export function levelTip(facts: LevelFacts, earlierTips: number): Tip {
  return tipForAttempt(firstMistakeTip(facts), earlierTips);
}

function firstMistakeTip(facts: LevelFacts): TutorTip {
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
      const variable = variableTipFor(facts, completion.message);
      if (variable) return variable;
    }
    const traced = traceTip(facts, facts.run, facts.solution);
    if (traced) return traced;
  }
  const line = errorLine ?? lastCodeLine(code);
  if (errorKey === 'move.wall') return wallTip(facts, line);
  if (errorKey === 'assign' || errorKey === 'compare') {
    const variable = variableTipFor(facts, errorMessage);
    if (variable) return variable;
  }
  if (errorKey && isMessageKey(errorKey))
    return tip(
      code,
      line,
      `${formatMessage(errorKey, {})} Look at line ${line}.`.replace(/\{\{\w+\}\}/g, 'enough'),
    );
  if (errorMessage)
    return tip(code, line, `Something went wrong on line ${line}: ${errorMessage.slice(0, 200)}`);
  return tip(
    code,
    lastCodeLine(code) + 1,
    'Your program ended before the level was finished. Read the goals in the guide and add the next step at the end.',
    {
      teach: {
        problem: 'Your program ended before the level was finished.',
        question: 'Read the goals in the guide: what should your character do next?',
      },
    },
  );
}

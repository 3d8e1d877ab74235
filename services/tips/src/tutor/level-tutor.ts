import type { Tip } from '@pylands/contracts';
import { isMessageKey } from '@pylands/game-engine';
import { lastCodeLine } from './code-edits';
import { tipForAttempt, type TutorTip } from './first-tip';
import type { LevelFacts } from './level-facts';
import { pythonErrorTip } from './python-error-tip';
import { tip } from './tip-edit';
import { traceTip } from './trace-tip';
import { variableTipFor } from './variable-tip';
import { wallTip } from './wall-tip';
import { say } from './tutor-text';

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
    if (facts.run.complete) return tip(code, lastCodeLine(code), say('tips.level.completes'), {}, true);
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
      // The rule's message without its numbers (the tutor does not know them): "enough" stands in.
      say('tips.level.ruleAt', {
        message: say(`game.${errorKey}`).replace(/\{\{\w+\}\}/g, say('tips.level.enough')),
        line,
      }),
    );
  if (errorMessage)
    return tip(code, line, say('tips.level.wentWrong', { line, message: errorMessage.slice(0, 200) }));
  return tip(code, lastCodeLine(code) + 1, say('tips.level.endedEarly'), {
    teach: {
      problem: say('tips.level.endedEarlyProblem'),
      question: say('tips.level.whatNext'),
    },
  });
}

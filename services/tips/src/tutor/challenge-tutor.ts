import type { ChallengeTipRequest, Tip } from '@pylands/contracts';
import { failingExample } from './challenge-example';
import { codeLines, lastCodeLine } from './code-edits';
import { tipForAttempt, type TutorTip } from './first-tip';
import { tip } from './tip-edit';
import { say } from './tutor-text';

const meaningful = (line: string) => line.trim() !== '' && !line.trim().startsWith('#');

/**
 * Challenges are plain Python with a description and a reference solution (tips finds ours by the
 * description, challenge-reference.ts): the first line where the learner's program differs from the
 * reference (ignoring blank lines and comments) gets the tip, or the line missing before a right
 * one; only that one line is shown. The child's first tip on the challenge (`earlierTips` 0)
 * teaches: the failing example and a guiding question, and no code anywhere in the tip, since a
 * one-line challenge's one line is its whole answer.
 */
export function challengeTip(request: ChallengeTipRequest, earlierTips: number): Tip {
  const given = tipForAttempt(firstDifferenceTip(request), earlierTips);
  if (!given.teaches) return given;
  return { ...given, code_to_add: '', code_to_modify: '', resulted_code: request.last_prompt };
}

function firstDifferenceTip(request: ChallengeTipRequest): TutorTip {
  const code = request.last_prompt;
  const mine = codeLines(code)
    .map((text, i) => ({ text, line: i + 1 }))
    .filter((l) => meaningful(l.text));
  const reference = codeLines(request.solution).filter(meaningful);
  const example = failingExample(request.error_message);
  const error = request.error_message ? /line (\d+)/.exec(request.error_message) : null;
  if (request.error_message && error) {
    const line = Number(error[1]);
    // The page's message starts with the example ("Test 1 (with ...): ... on line 2: "): the error itself is enough.
    const detail = (request.error_message.split('\n').pop() ?? '').replace(/^[\s\S]*?line \d+: /, '');
    const problem = say('tips.challenge.stopped', { line, detail: detail.slice(0, 160) });
    return tip(code, line, `${problem} ${say('tips.challenge.checkLine')}`, {
      teach: { problem, question: say('tips.challenge.notUnderstand', { line }) },
    });
  }
  for (let i = 0; i < reference.length; i++) {
    const have = mine[i];
    if (!have) {
      const line = lastCodeLine(code) + 1;
      return tip(code, line, say('tips.challenge.goodStart'), {
        add: reference[i],
        teach:
          mine.length === 0
            ? {
                problem: example ?? say('tips.challenge.nothingYet'),
                question: say('tips.challenge.whatPrint'),
              }
            : {
                problem: example ?? say('tips.challenge.stopsEarly'),
                question: say('tips.challenge.afterLine', { line: mine[mine.length - 1].line }),
              },
      });
    }
    if (have.text.trim() !== reference[i].trim()) {
      // The child's line is right but belongs later: something is missing before it, not wrong in it.
      if (reference.slice(i + 1).some((later) => later.trim() === have.text.trim()))
        return tip(code, have.line, say('tips.challenge.somethingBefore', { line: have.line }), {
          add: reference[i],
          teach: {
            problem: `${example ? `${example} ` : ''}${say('tips.challenge.missingBefore', { line: have.line })}`,
            question: say('tips.challenge.whatFirst'),
          },
        });
      return tip(code, have.line, say('tips.challenge.lookClosely', { line: have.line }), {
        modify: reference[i],
        teach: {
          problem: example ?? say('tips.challenge.notQuite', { line: have.line }),
          question: example
            ? say('tips.challenge.whichPart', { line: have.line })
            : say('tips.challenge.doDifferently', { line: have.line }),
        },
      });
    }
  }
  const line = Math.max(1, Math.min(lastCodeLine(code), codeLines(code).length));
  if (!request.error_message) return tip(code, line, say('tips.challenge.looksRight'), {}, true);
  return tip(code, line, say('tips.challenge.readError', { message: request.error_message.slice(0, 160) }), {
    teach: {
      problem: example ?? say('tips.challenge.notYet'),
      question: say('tips.challenge.whichPartProgram'),
    },
  });
}

import type { Tip } from '@pylands/contracts';
import { say } from './tutor-text';

/** How a first tip teaches: what went wrong, then a question that leads the child to the fix. */
export interface Teaching {
  problem: string;
  question: string;
}

/** A tutor's tip before it is given: the telling text plus, where the tip kind has one, its teaching text. */
export type TutorTip = Tip & { teach?: Teaching };

/** For tips without a teaching text of their own: the line, and a question that makes the child look at it. */
function genericTeaching(tip: Tip): Teaching {
  return {
    problem: say('tips.generic.problem', { line: tip.line_number }),
    question: say('tips.generic.question'),
  };
}

/**
 * The tip this child gets: the first tip on a level or challenge teaches (names what went wrong and
 * asks a guiding question, no code in the text); later tips tell the code to add or change. The
 * edit fields stay filled here (a level's editor still points at the right line); the challenge
 * tutor empties them.
 */
export function tipForAttempt({ teach, ...tip }: TutorTip, earlierTips: number): Tip {
  if (earlierTips > 0 || tip.is_code_sufficient) return tip;
  const { problem, question } = teach ?? genericTeaching(tip);
  return { ...tip, text: `${problem} ${question}`, teaches: true };
}

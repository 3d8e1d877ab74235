import { MAX_CODE_LENGTH, type ChallengeTipRequest } from '@pylands/contracts';

/**
 * Doc 2 §7's challenge tip payload: the description, the code as `last_prompt` and what went wrong.
 * `solution` is empty: the browser never has it (the tips service finds the reference itself).
 */
export function challengeTipRequest(
  description: string,
  code: string,
  problem: string | null,
  /** The interface's language: the tip is written in it. */
  language?: string,
): ChallengeTipRequest {
  return {
    description: description.slice(0, 4000),
    solution: '',
    last_prompt: code.slice(0, MAX_CODE_LENGTH),
    error_message: problem ? problem.slice(0, 2000) : null,
    ...(language ? { language } : {}),
  };
}

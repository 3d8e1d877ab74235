import { tipSchema, type Tip } from '@pylands/contracts';
import { codeLines } from '../tutor/code-edits';

/** Longest tip text shown in the bubble (370 px wide, a few lines). */
export const MAX_TIP_TEXT = 400;

const UNSAFE = /https?:\/\/|<\s*script|\bimport\s+os\b|\bsubprocess\b|\beval\s*\(|\bexec\s*\(/i;

const normalise = (code: string) =>
  codeLines(code)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

/**
 * Lines of `resulted` that are neither in the learner's code nor the one line the tip adds or changes:
 * a tip that rewrites more than that is a solution dump, not a tip.
 */
export function newLines(learnerCode: string, resulted: string): string[] {
  const had = new Map<string, number>();
  for (const line of normalise(learnerCode)) had.set(line, (had.get(line) ?? 0) + 1);
  const fresh: string[] = [];
  for (const line of normalise(resulted)) {
    const left = had.get(line) ?? 0;
    if (left > 0) had.set(line, left - 1);
    else fresh.push(line);
  }
  return fresh;
}

/**
 * What a child may see: the Tip shape, short text and code, nothing that looks like a link or a
 * shell, at most one new line of code, and never the reference solution (or most of it) as the
 * suggested code. Returns the reason it was refused, or null.
 */
export function unsafeTipReason(tip: unknown, learnerCode: string, solution?: string): string | null {
  const parsed = tipSchema.safeParse(tip);
  if (!parsed.success) return 'not a tip';
  const t = parsed.data;
  if (t.text.length > MAX_TIP_TEXT) return 'text too long';
  if ([t.text, t.code_to_add, t.code_to_modify].some((s) => UNSAFE.test(s))) return 'unsafe content';
  if (codeLines(t.code_to_add).length > 1 || codeLines(t.code_to_modify).length > 1)
    return 'more than one line of code';
  if (t.resulted_code && newLines(learnerCode, t.resulted_code).length > 2) return 'rewrites the program';
  if (solution) {
    const reference = normalise(solution).filter(
      (line) => !line.startsWith('from ') && !line.startsWith('import '),
    );
    const shown = new Set(normalise(`${t.text}\n${t.code_to_add}\n${t.code_to_modify}`));
    const textLines = new Set(normalise(t.text.replace(/\.\s+/g, '\n')));
    const revealed = reference.filter((line) => shown.has(line) || textLines.has(line)).length;
    if (reference.length >= 3 && revealed > Math.max(1, Math.floor(reference.length / 2)))
      return 'shows the solution';
    if (t.resulted_code && !t.is_code_sufficient) {
      const learnerHas = new Set(normalise(learnerCode));
      const copied = reference.filter(
        (line) => !learnerHas.has(line) && normalise(t.resulted_code).includes(line),
      );
      if (reference.length >= 3 && copied.length > 2) return 'shows the solution';
    }
  }
  return null;
}

/** True when a tip's text holds a line of the solution (imports aside), alone or inside a sentence. */
export function showsSolutionLine(text: string, solution: string): boolean {
  const flat = text.replace(/\s+/g, ' ');
  return normalise(solution)
    .filter((line) => !line.startsWith('from ') && !line.startsWith('import '))
    .some((line) => line.length >= 6 && flat.includes(line.replace(/\s+/g, ' ')));
}

export function assertSafeTip(tip: unknown, learnerCode: string, solution?: string): Tip {
  const reason = unsafeTipReason(tip, learnerCode, solution);
  if (reason) throw new UnsafeTipError(reason);
  return tipSchema.parse(tip);
}

export class UnsafeTipError extends Error {
  constructor(readonly reason: string) {
    super(`The tip was refused: ${reason}`);
    this.name = 'UnsafeTipError';
  }
}

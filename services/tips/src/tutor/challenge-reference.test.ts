import { loadServerChallenge } from '@pylands/content';
import { tipSchema } from '@pylands/contracts';
import { BuiltinTipProvider } from '../providers/builtin-provider';
import { answerTipJob } from '../worker/tip-worker';
import { challengeByDescription, withReferenceSolution } from './challenge-reference';

// Browsers send the §7 payload without the reference solution (they never get it): the worker finds
// our challenge by its description and the built-in tutor compares with its solution.
const builtin = new BuiltinTipProvider(null);
const carrots = loadServerChallenge('double-carrots')!;
const sheep = loadServerChallenge('counting-sheep')!;

const ask = (request: {
  description: string;
  last_prompt: string;
  solution?: string;
  error_message?: string | null;
}) =>
  answerTipJob(
    { kind: 'challenge', request: { solution: '', error_message: null, ...request } },
    builtin,
    builtin,
  );

it('recognises a challenge by its description, whatever its line endings and spacing', () => {
  expect(challengeByDescription(carrots.description)?.slug).toBe('double-carrots');
  expect(challengeByDescription(`  ${carrots.description.replace(/\n/g, '\r\n')}  `)?.slug).toBe(
    'double-carrots',
  );
  expect(challengeByDescription('Print the numbers 1 to 3.')).toBeUndefined();
});

it("uses our solution over whatever the page sent, and keeps the caller's for a task we do not know", () => {
  const request = {
    description: carrots.description,
    solution: 'print(1)',
    last_prompt: '',
    error_message: null,
  };
  expect(withReferenceSolution(request).solution).toBe(carrots.solution);
  const unknown = { ...request, description: 'Print the numbers 1 to 3.' };
  expect(withReferenceSolution(unknown)).toEqual(unknown);
});

it('points a starter with `pass` at the line to change, from the description alone', async () => {
  const { tip } = await ask({ description: carrots.description, last_prompt: carrots.starter });
  expect(tipSchema.parse(tip)).toMatchObject({
    line_number: 3,
    code_to_modify: '    return carrots * 2',
    is_code_sufficient: false,
  });
});

it('adds the next missing line, one at a time, never the whole solution', async () => {
  const { tip } = await ask({ description: sheep.description, last_prompt: sheep.starter });
  // The starter's print("Zzz") is right but comes last: the loop goes before it, print("Zzz") stays.
  expect(tip).toMatchObject({
    line_number: 2,
    code_to_add: 'for number in range(1, sheep + 1):',
    code_to_modify: '',
    is_code_sufficient: false,
  });
  expect(tip.text).toMatch(/^Line 2 is right, but something must happen before it/);
  expect(tip.resulted_code).toContain('print("Zzz")');
  expect(tip.resulted_code).not.toContain('print(number, "sheep")');
});

it('says a right program is right', async () => {
  const { tip } = await ask({ description: sheep.description, last_prompt: sheep.solution });
  expect(tip.is_code_sufficient).toBe(true);
});

it('without a known description or a sent solution, gives no code (nothing to compare with)', async () => {
  const { tip } = await ask({ description: 'Print the numbers 1 to 3.', last_prompt: 'print(1)\n' });
  expect([tip.code_to_add, tip.code_to_modify]).toEqual(['', '']);
});

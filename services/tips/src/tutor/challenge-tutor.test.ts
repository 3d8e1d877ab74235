import { loadServerChallenge } from '@pylands/content';
import { tipSchema, type ChallengeTipRequest } from '@pylands/contracts';
import { BuiltinTipProvider } from '../providers/builtin-provider';
import { failingExample } from './challenge-example';
import { challengeTip } from './challenge-tutor';

const animal = loadServerChallenge('animal-hello')!;
const sheep = loadServerChallenge('counting-sheep')!;
/** The message the challenge page sends after a run whose first example printed the wrong text. */
const WRONG_GREETING =
  "Test 1: with animal = 'cow', your program should print:\nThe cow says hello!\nbut it printed:\nThe cow says hello";
const request = (last_prompt: string, error_message: string | null = null): ChallengeTipRequest => ({
  description: animal.description,
  solution: animal.solution,
  last_prompt,
  error_message,
});
const provider = new BuiltinTipProvider(null);

/** Everything of a tip the challenge page can show or put in the editor. */
const shown = (tip: object) => JSON.stringify(tip);

describe('the first challenge tip teaches', () => {
  it('gives a one-line challenge no line of its answer: the failing example and a question instead', async () => {
    const first = await provider.challengeTip(request(animal.starter, null), 0);
    expect(shown(first)).not.toContain('says hello!")');
    expect(first).toMatchObject({
      code_to_add: '',
      code_to_modify: '',
      resulted_code: animal.starter,
      teaches: true,
    });
    expect(first.text).toMatch(/\?$/);
    const later = await provider.challengeTip(request(animal.starter, null), 1);
    expect(later.code_to_add).toBe('print("The", animal, "says hello!")');
    expect(later.teaches).toBeUndefined();
  });

  it('says what the example printed and what it should print, and asks about the line that differs', () => {
    const code = '# greet\nprint("The", animal, "says hello")\n';
    const first = challengeTip(request(code, WRONG_GREETING), 0);
    expect(tipSchema.parse(first).text).toBe(
      `Example 1: with animal = 'cow', your program printed "The cow says hello", but it should print "The cow says hello!". ` +
        'Which part of line 2 makes your output different?',
    );
    expect(first).toMatchObject({ line_number: 2, code_to_modify: '', resulted_code: code });
    // The second tip tells the line.
    expect(challengeTip(request(code, WRONG_GREETING), 1)).toMatchObject({
      line_number: 2,
      code_to_modify: 'print("The", animal, "says hello!")',
    });
  });

  it('points at a Python error with a question, and says nothing to teach once the program is right', () => {
    const broken = challengeTip(
      request(
        'print("The", animl, "says hello!")',
        "Test 1 (with animal = 'cow'): your code stopped with an error on line 1: NameError: name 'animl' is not defined",
      ),
      0,
    );
    expect(broken.text).toBe(
      "Python stopped on line 1: NameError: name 'animl' is not defined. What on line 1 could Python not understand?",
    );
    const right = challengeTip(request(animal.solution), 0);
    expect(right).toMatchObject({ is_code_sufficient: true });
    expect(right.teaches).toBeUndefined();
  });

  it('asks what comes first when a right line is too early, without adding the missing one', () => {
    const first = challengeTip(
      { ...request(sheep.starter), description: sheep.description, solution: sheep.solution },
      0,
    );
    expect(first.text).toBe(
      'Line 2 is right, but something is missing before it. What does the task ask your program to do first?',
    );
    expect(first.code_to_add).toBe('');
    expect(first.resulted_code).toBe(sheep.starter);
  });
});

describe('failingExample', () => {
  it('puts a wrong output on one line, "nothing" for an empty one', () => {
    expect(failingExample('Test 2: double(3) should print:\n6\nbut it printed: nothing.')).toBe(
      'Example 2: double(3) printed nothing, but it should print "6".',
    );
    expect(failingExample('Test 1: your program should print:\n1\n2\nbut it printed:\n1')).toBe(
      'Example 1: your program printed "1", but it should print "1 / 2".',
    );
  });

  it('keeps the first line of any other message, and nothing without one', () => {
    expect(failingExample('Test 1: there is no function called double. Did you change its name?\nmore')).toBe(
      'Example 1: there is no function called double. Did you change its name?',
    );
    expect(failingExample(null)).toBeNull();
  });
});

import { caseMessage, caseText, englishCaseMessage, type CaseTranslate } from './case-text';

/** A German fixture (the translations land later): the verdict's words come from the locale keys. */
const GERMAN: Record<string, string> = {
  'challenges.case.givenPrint':
    'Test {{number}}: {{call}} sollte dein Programm ausgeben:{{expected}}aber es gab aus:{{got}}',
  'challenges.case.given': 'mit {{values}}',
  'challenges.case.nothing': 'nichts.',
};
const german: CaseTranslate = (key, values = {}) =>
  (GERMAN[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe('case texts', () => {
  const printedNothing = caseText('givenPrint', { number: 2, given: 'eggs = 6', expected: '1\n0', got: '' });

  it('words a verdict in English from en.json', () => {
    expect(englishCaseMessage(printedNothing)).toBe(
      'Test 2: with eggs = 6, your program should print:\n1\n0\nbut it printed: nothing.',
    );
  });

  it("words the same verdict in the child's language, printed text on its own lines", () => {
    expect(caseMessage(german, printedNothing)).toBe(
      'Test 2: mit eggs = 6 sollte dein Programm ausgeben:\n1\n0\naber es gab aus: nichts.',
    );
  });

  it('picks the English plural form by the count', () => {
    expect(englishCaseMessage(caseText('timeout', { number: 1, count: 1 }))).toContain('more than 1 second.');
    expect(englishCaseMessage(caseText('timeout', { number: 1, count: 5 }))).toContain(
      'more than 5 seconds.',
    );
  });
});

import { messageLines } from './message-lines';

describe('messageLines', () => {
  it('shows the expected and the printed text as code between the words', () => {
    const message =
      "Test 2: with animal = 'pig', your program should print:\nThe pig says hello!\nbut it printed:\nHello pig";
    expect(messageLines(message)).toEqual([
      { text: "Test 2: with animal = 'pig', your program should print:", code: false },
      { text: 'The pig says hello!', code: true },
      { text: 'but it printed:', code: false },
      { text: 'Hello pig', code: true },
    ]);
  });

  it("finds the printed lines by their count in the child's language", () => {
    const text = {
      key: 'challenges.case.givenPrint',
      params: { number: 2, given: "animal = 'pig'", expected: 'The pig\nsays hello!', got: '' },
    };
    const message =
      "Test 2: mit animal = 'pig' sollte dein Programm Folgendes ausgeben:\nThe pig\nsays hello!\naber es gab aus: nichts.";
    expect(messageLines(message, text).map((line) => line.code)).toEqual([false, true, true, false]);
  });

  it('keeps a one-line message as words', () => {
    expect(messageLines('Test 1: there is no function called double.')).toEqual([
      { text: 'Test 1: there is no function called double.', code: false },
    ]);
  });
});

import { exampleExpectation, exampleInput } from './example-text';

describe('example text', () => {
  it('writes a function example as the call a child would type', () => {
    const shape = { kind: 'function' as const, name: 'card' };
    expect(exampleInput(shape, { args: ['Mia', 8] })).toEqual({ kind: 'call', lines: ["card('Mia', 8)"] });
  });

  it('writes a program example as one assignment per given variable', () => {
    const shape = { kind: 'program' as const, given: ['left', 'right'] };
    expect(exampleInput(shape, { given: { left: 'apples', right: 3 } })).toEqual({
      kind: 'given',
      lines: ["left = 'apples'", 'right = 3'],
    });
  });

  it('shows the value to give back as Python writes it, and the text to print', () => {
    expect(exampleExpectation({ args: [2024], returns: true })).toEqual({ returns: 'True', prints: null });
    expect(exampleExpectation({ given: { eggs: 14 }, prints: '2\n2' })).toEqual({
      returns: null,
      prints: '2\n2',
    });
  });

  it('tells "gives back None" apart from "gives back nothing is expected"', () => {
    expect(exampleExpectation({ args: [], returns: null }).returns).toBe('None');
    expect(exampleExpectation({ args: [] }).returns).toBeNull();
  });
});

import type { ChallengeExample, ChallengeView } from '@pylands/contracts';
import { pythonRepr } from '@pylands/python-runner/browser';

/** What an example puts in, written as Python: `double(3)`, or `eggs = 14` per given variable. */
export interface ExampleInput {
  kind: 'call' | 'given';
  lines: string[];
}

export function exampleInput(shape: ChallengeView['shape'], example: ChallengeExample): ExampleInput {
  if (shape.kind === 'function')
    return { kind: 'call', lines: [`${shape.name}(${(example.args ?? []).map(pythonRepr).join(', ')})`] };
  return {
    kind: 'given',
    lines: Object.entries(example.given ?? {}).map(([name, value]) => `${name} = ${pythonRepr(value)}`),
  };
}

/** What must come out: the value given back (as Python writes it) and/or the printed text. */
export interface ExampleExpectation {
  returns: string | null;
  prints: string | null;
}

export function exampleExpectation(example: ChallengeExample): ExampleExpectation {
  return {
    returns: 'returns' in example ? pythonRepr(example.returns) : null,
    prints: example.prints ?? null,
  };
}

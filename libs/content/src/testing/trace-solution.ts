import { spawnSync } from 'child_process';
import type { Command } from '@pylands/game-engine';

/** What a reference solution does: the commands it calls and the variables it leaves behind. */
export interface SolutionTrace {
  commands: Omit<Command, 'line'>[];
  variables: Record<string, unknown>;
}

/**
 * A stand-in `player` module for CPython: every command is recorded instead of played, and
 * question() answers from the list given
 * (recorded as its second argument, as the runner passes it to the engine) and read() returns the
 * texts given, in order. It lets the tests check that the hand-written command
 * lists match solution.py without the Pyodide runner (which has its own tests).
 */
const HARNESS = String.raw`
import json, sys, types

data = json.loads(sys.stdin.read())
answers = list(data["answers"])
texts = list(data["texts"])
calls = []

def command(name, returns=None):
    def call(*args):
        record = {"name": name, "args": list(args)}
        calls.append(record)
        if name == "question":
            # The runner hands the engine the child's answer as a second argument.
            answer = answers.pop(0)
            record["args"].append(answer)
            return answer
        if name == "read":
            return texts.pop(0)
        return returns
    return call

player = types.ModuleType("player")
names = ["move_forward", "turn_left", "turn_right", "push", "build", "speak", "water", "collect",
         "open", "close", "place", "plant", "combine", "write", "read", "question", "display"]
for n in names:
    setattr(player, n, command(n))
player.__all__ = names
sys.modules["player"] = player

scope = {"__name__": "__main__"}
exec(compile(data["source"], "<exec>", "exec"), scope)
plain = (bool, int, float, str, list, dict, tuple)
variables = {k: v for k, v in scope.items() if not k.startswith("_") and isinstance(v, plain)}
print(json.dumps({"commands": calls, "variables": variables}, default=str))
`;

let python: string | null | undefined;

/** The system's python3, or null when there is none (the trace tests are then skipped). */
export function findPython(): string | null {
  if (python === undefined) {
    python = spawnSync('python3', ['--version']).status === 0 ? 'python3' : null;
  }
  return python;
}

/** Runs the solution in CPython with the recording player module. */
export function traceSolution(source: string, answers: boolean[] = [], texts: string[] = []): SolutionTrace {
  const result = spawnSync(findPython() ?? 'python3', ['-c', HARNESS], {
    input: JSON.stringify({ source, answers, texts }),
    encoding: 'utf8',
    timeout: 10_000,
  });
  if (result.status !== 0) throw new Error(`solution failed in python3: ${result.stderr}`);
  return JSON.parse(result.stdout) as SolutionTrace;
}

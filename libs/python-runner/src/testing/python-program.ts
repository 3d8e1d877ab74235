/** A command list (as content's tests write runs) turned back into the Python a child would type. */
export interface CommandCall {
  name: string;
  args: unknown[];
}

/** A JSON value as a Python literal. */
export function pythonLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(pythonLiteral).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${pythonLiteral(v)}`).join(', ')}}`;
}

/**
 * The program, plus the popup answers it needs: a question's answer is recorded as its second
 * argument (as the runner hands it to the engine), so it becomes a replay answer here.
 */
export function pythonProgram(
  commands: CommandCall[],
  variables: Record<string, unknown>,
): { code: string; answers: boolean[] } {
  const answers: boolean[] = [];
  const lines = ['from player import *'];
  for (const { name, args } of commands) {
    let callArgs = args;
    if (name === 'question') {
      answers.push(args[1] === true);
      callArgs = args.slice(0, 1);
    }
    lines.push(`${name}(${callArgs.map(pythonLiteral).join(', ')})`);
  }
  for (const [name, value] of Object.entries(variables)) lines.push(`${name} = ${pythonLiteral(value)}`);
  return { code: lines.join('\n') + '\n', answers };
}

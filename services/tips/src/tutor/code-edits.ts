/** Small helpers on the learner's source: lines, indentation, one-line edits, Python literals. */

export function codeLines(code: string): string[] {
  return code.replace(/\r\n?/g, '\n').split('\n');
}

export function lineAt(code: string, line: number): string {
  return codeLines(code)[line - 1] ?? '';
}

export function indentOf(text: string): string {
  return /^[ \t]*/.exec(text)?.[0] ?? '';
}

/** The code with line `line` replaced (1-based). */
export function replaceLine(code: string, line: number, text: string): string {
  const lines = codeLines(code);
  if (line >= 1 && line <= lines.length) lines[line - 1] = text;
  return lines.join('\n');
}

/** The code with `text` inserted so that it becomes line `line` (past the end: appended). */
export function insertLine(code: string, line: number, text: string): string {
  const lines = codeLines(code);
  while (lines.length > 0 && lines.length < line - 1 && lines[lines.length - 1] === '') lines.pop();
  const at = Math.min(Math.max(0, line - 1), lines.length);
  lines.splice(at, 0, text);
  return lines.join('\n');
}

/** The last line that holds code (not blank, not a comment); 1 when there is none. */
export function lastCodeLine(code: string): number {
  const lines = codeLines(code);
  for (let i = lines.length - 1; i >= 0; i--) {
    const t = lines[i].trim();
    if (t && !t.startsWith('#')) return i + 1;
  }
  return 1;
}

/** A JSON value as Python source: "log", 3, ["grape", "empty_jar"], True. */
export function pyLiteral(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value === null || value === undefined) return 'None';
  if (Array.isArray(value)) return `[${value.map(pyLiteral).join(', ')}]`;
  if (typeof value === 'object')
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${JSON.stringify(k)}: ${pyLiteral(v)}`)
      .join(', ')}}`;
  return String(value);
}

export function callText(command: string, args: readonly unknown[]): string {
  return `${command}(${args.map(pyLiteral).join(', ')})`;
}

/** Levenshtein distance, for misspelt command names. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const saved = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = saved;
    }
  }
  return row[b.length];
}

/** The argument source of the first call of `command` on a line: `move_forward(steps)` → "steps". */
export function callArgument(text: string, command: string): string | null {
  const match = new RegExp(`\\b${command}\\s*\\(([^()]*)\\)`).exec(text);
  return match ? match[1].trim() : null;
}

/** Replaces the argument list of the first call of `command` on a line. */
export function withCallArgument(text: string, command: string, argument: string): string {
  return text.replace(new RegExp(`\\b${command}\\s*\\(([^()]*)\\)`), `${command}(${argument})`);
}

/** The last line (before `before`) that assigns `name = ...` at any indentation. */
export function assignmentLine(code: string, name: string, before = Number.POSITIVE_INFINITY): number | null {
  const lines = codeLines(code);
  let found: number | null = null;
  const pattern = new RegExp(`^\\s*${name.replace(/[^\w]/g, '')}\\s*=[^=]`);
  for (let i = 0; i < lines.length && i + 1 < before; i++) if (pattern.test(lines[i])) found = i + 1;
  return found;
}

/** Lines that count against maxLinesOfCode: not empty and not a comment (doc 2 §5). */
export function countCodeLines(code: string): number {
  return code.split(/\r?\n/).filter((line) => {
    const trimmed = line.trim();
    return trimmed !== '' && !trimmed.startsWith('#');
  }).length;
}

/** A saved file is plain text; `.py` is appended when missing. */
export function pythonFileName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  return trimmed.toLowerCase().endsWith('.py') ? trimmed : `${trimmed}.py`;
}

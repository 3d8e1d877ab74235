/** A saved file is plain text; `.py` is appended when missing. */
export function pythonFileName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  return trimmed.toLowerCase().endsWith('.py') ? trimmed : `${trimmed}.py`;
}

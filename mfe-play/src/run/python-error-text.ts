/** Renders a locale key with its values (react-i18next's `t`, or i18next's in tests). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The Python errors explained in the child's own words: the locale key under `error.python.` and,
 * where the text names something, the pattern that finds it in Python's detail. Any other kind
 * gets the generic text.
 */
const EXPLAINED: Record<string, { key: string; name?: RegExp }> = {
  SyntaxError: { key: 'SyntaxError' },
  IndentationError: { key: 'IndentationError' },
  TabError: { key: 'IndentationError' },
  NameError: { key: 'NameError', name: /'([^']+)'/ },
  // "cannot access local variable 'x' where it is not associated with a value"
  UnboundLocalError: { key: 'NameError', name: /'([^']+)'/ },
  TypeError: { key: 'TypeError' },
  ZeroDivisionError: { key: 'ZeroDivisionError' },
  AttributeError: { key: 'AttributeError', name: /has no attribute '([^']+)'/ },
  ValueError: { key: 'ValueError' },
  IndexError: { key: 'IndexError' },
};

/** "NameError: name 'x' is not defined" → kind NameError, detail "name 'x' is not defined". */
function parseLastLine(lastLine: string): { kind: string; detail: string } {
  const match = /^([A-Za-z_][\w.]*)(?::\s*(.*))?$/.exec(lastLine.trim());
  if (!match) return { kind: '', detail: lastLine };
  // A class from a module comes qualified ("pyodide.ffi.JsException"): its name is the last part.
  return { kind: match[1].split('.').pop()!, detail: match[2] ?? '' };
}

/**
 * A Python error's last line in a 7–16-year-old's words, led by the line it happened on, e.g.
 * "Line 3: Python did not recognise the name 'x'. Check the spelling, or give it a value first."
 */
export function explainPythonError(t: Translate, lastLine: string, line: number | null): string {
  const { kind, detail } = parseLastLine(lastLine);
  const known = EXPLAINED[kind];
  const name = known?.name ? known.name.exec(detail)?.[1] : undefined;
  // A text that names something needs the name; without it the generic text is clearer.
  const text =
    known && (!known.name || name)
      ? t(`error.python.${known.key}`, name ? { name } : undefined)
      : t('error.python.other', { kind: kind || 'Error' });
  return line ? t('error.python.atLine', { line, text }) : text;
}

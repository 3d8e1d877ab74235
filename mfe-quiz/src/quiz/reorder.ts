/** The list with the item at `from` moved to `to` (both clamped to the list); a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/** A line's leading spaces as indentation steps of four (tabs count as one step). */
export function indentSteps(line: string): number {
  const lead = /^[ \t]*/.exec(line)?.[0] ?? '';
  let spaces = 0;
  for (const ch of lead) spaces += ch === '\t' ? 4 : 1;
  return Math.floor(spaces / 4);
}

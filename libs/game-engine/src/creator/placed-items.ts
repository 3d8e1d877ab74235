import type { Item, LevelGoal, Vec2 } from '../types';

type Entry = Record<string, unknown>;

/** A cell as the creator writes it ({x, y}) or as levels do ([x, y]); undefined when it is neither. */
export function cellOf(value: unknown): Vec2 | undefined {
  if (Array.isArray(value) && value.length === 2 && value.every(Number.isInteger))
    return [value[0], value[1]];
  if (typeof value === 'object' && value !== null) {
    const { x, y } = value as { x?: unknown; y?: unknown };
    if (Number.isInteger(x) && Number.isInteger(y)) return [x as number, y as number];
  }
  return undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * The level creator's placed items (001 §3 "Placed item") as the engine's items. A build marker
 * becomes the structure, hidden until built, on its target cell; a command marker (speak …) the
 * X mark of its style on its cell; anything else the item itself. Items already in the engine's
 * form pass through; an item without a cell is dropped (it could never be reached).
 */
export function engineItemsOf(placed: readonly Entry[]): Item[] {
  const items: Item[] = [];
  for (const entry of placed) {
    const action = text(entry.action) ?? 'collect';
    const position = cellOf(entry.position);
    if (!position) continue;
    if (action === 'build') {
      const build = (entry.buildData ?? {}) as Entry;
      const type = text(build.buildType) ?? text(entry.type);
      if (!type) continue;
      items.push({ action, type, position: cellOf(entry.targetPosition) ?? position });
      continue;
    }
    const command = action !== 'collect' && action !== 'finish';
    const type = command ? (text(entry.xmarkType) ?? text(entry.type) ?? 'xmark') : text(entry.type);
    if (!type) continue;
    const item: Item = { action, type, position };
    const sprite = text(entry.sprite);
    if (sprite && !command) item.sprite = sprite;
    const data = text(entry.data);
    if (data !== undefined && !command) item.data = data;
    items.push(item);
  }
  return items;
}

/** Goals with their cells in the engine's form ([x, y]), whichever form the creator wrote them in. */
export function engineGoalsOf(goals: readonly Entry[]): LevelGoal[] {
  return goals.map((goal) => {
    const out = { ...goal } as Entry;
    for (const key of ['position', 'targetPosition'] as const) {
      if (goal[key] === undefined) continue;
      const cell = cellOf(goal[key]);
      if (cell) out[key] = cell;
      else delete out[key];
    }
    return out as unknown as LevelGoal;
  });
}

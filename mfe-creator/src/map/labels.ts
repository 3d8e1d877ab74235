import type { PlacedItem } from '@pylands/game-engine';

/** §2: a placed item's uppercase label: its action (a command's action name), else its type, else COMMAND. */
export function itemLabel(item: PlacedItem, commandText: string): string {
  const label = item.action || item.type;
  return label ? label.toUpperCase() : commandText;
}

export interface CellGroup {
  x: number;
  y: number;
  items: PlacedItem[];
}

/** Items grouped by cell, in placing order (the last placed is on top). */
export function groupByCell(items: readonly PlacedItem[]): CellGroup[] {
  const groups = new Map<string, CellGroup>();
  for (const item of items) {
    const key = `${item.position.x},${item.position.y}`;
    const group = groups.get(key) ?? { x: item.position.x, y: item.position.y, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

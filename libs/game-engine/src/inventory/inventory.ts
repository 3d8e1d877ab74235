import type { InventoryEntry } from '../types';
import { normalizeType } from '../objects/object-kinds';

/** What the player carries, in the order first picked up. Names match loosely ("logs" = "log"). */
export class Inventory {
  private readonly entries: InventoryEntry[] = [];

  count(type: string): number {
    return this.find(type)?.count ?? 0;
  }

  add(type: string, amount = 1): void {
    const entry = this.find(type);
    if (entry) entry.count += amount;
    else this.entries.push({ type, count: amount });
  }

  /** Sets a count outright (a refilled canteen is full, not fuller). */
  set(type: string, count: number): void {
    const entry = this.find(type);
    if (entry) entry.count = count;
    else this.entries.push({ type, count });
  }

  remove(type: string, amount: number): void {
    const entry = this.find(type);
    if (entry) entry.count = Math.max(0, entry.count - amount);
  }

  /** Entries with something left, copied for events. */
  list(): InventoryEntry[] {
    return this.entries.filter((e) => e.count > 0).map((e) => ({ type: e.type, count: e.count }));
  }

  private find(type: string): InventoryEntry | undefined {
    const key = normalizeType(type);
    return this.entries.find((e) => normalizeType(e.type) === key);
  }
}

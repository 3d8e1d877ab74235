import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AdjustmentState, SubscriptionState, TransactionState } from './paddle-objects';

type Json = Record<string, unknown>;

interface SavedState {
  transactions: [string, TransactionState][];
  subscriptions: [string, SubscriptionState][];
  adjustments: [string, AdjustmentState][];
  customers: [string, Json][];
}

/**
 * What the local Paddle knows (Paddle's own records), in memory and, with a file, kept across
 * restarts of `npm start` like a real Paddle account keeps them. Tests run without a file.
 */
export class LocalState {
  readonly transactions = new Map<string, TransactionState>();
  readonly subscriptions = new Map<string, SubscriptionState>();
  readonly adjustments = new Map<string, AdjustmentState>();
  readonly customers = new Map<string, Json>();

  constructor(private readonly file: string | null) {
    if (!file || !existsSync(file)) return;
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<SavedState>;
    for (const [id, value] of saved.transactions ?? []) this.transactions.set(id, value);
    for (const [id, value] of saved.subscriptions ?? []) this.subscriptions.set(id, value);
    for (const [id, value] of saved.adjustments ?? []) this.adjustments.set(id, value);
    for (const [id, value] of saved.customers ?? []) this.customers.set(id, value);
  }

  /** Writes the whole state (small: one developer's purchases); a rename so a crash never leaves half a file. */
  save(): void {
    if (!this.file) return;
    const state: SavedState = {
      transactions: [...this.transactions],
      subscriptions: [...this.subscriptions],
      adjustments: [...this.adjustments],
      customers: [...this.customers],
    };
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(state), { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}

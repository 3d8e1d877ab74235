import type { KAPLAYCtx, TimerController } from 'kaplay';
import { prefersReducedMotion } from '../motion/reducedMotion';

type LerpValue = Parameters<KAPLAYCtx['tween']>[0];

interface Pending {
  controller: TimerController;
  resolve: () => void;
}

/**
 * Promise wrappers over kaplay tweens and timers. `await k.tween(...)` hangs after the first
 * tween, so each one resolves from onEnd; cancelAll() (reset, destroy) settles every pending
 * promise so a play() in progress can finish instead of waiting forever.
 */
export class Animator {
  private readonly pending = new Set<Pending>();

  constructor(private readonly k: KAPLAYCtx) {}

  tween<V extends LerpValue>(
    from: V,
    to: V,
    ms: number,
    setValue: (value: V) => void,
    ease?: (t: number) => number,
  ): Promise<void> {
    if (ms <= 0) {
      setValue(to);
      return Promise.resolve();
    }
    // Reduced motion: the end state at once, then the same time, so the pace of a run stays.
    if (prefersReducedMotion()) {
      setValue(to);
      return this.wait(ms);
    }
    return new Promise<void>((resolve) => {
      const controller = this.k.tween(from, to, ms / 1000, setValue, ease);
      const entry: Pending = { controller, resolve };
      this.pending.add(entry);
      controller.onEnd(() => {
        this.pending.delete(entry);
        resolve();
      });
    });
  }

  wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const controller = this.k.wait(ms / 1000);
      const entry: Pending = { controller, resolve };
      this.pending.add(entry);
      controller.onEnd(() => {
        this.pending.delete(entry);
        resolve();
      });
    });
  }

  /** True while a tween or a wait is running. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  cancelAll(): void {
    for (const entry of this.pending) {
      entry.controller.cancel();
      entry.resolve();
    }
    this.pending.clear();
  }
}

import type { GameEvent, GoalProgress } from '@pylands/game-engine';
import { BASE_STEP_MS } from '../motion/timing';
import type { SoundBoard } from '../sound/soundBoard';
import type { PlayOptions } from '../types';
import { animateEvent } from './eventAnimation';
import { FOOTPRINT_LINGER_MS, type FramePacer } from './framePacer';
import type { Scene } from './scene';

interface PlaybackStage {
  /** Settles once the scene is up (or will never be). */
  ready: () => Promise<void>;
  scene: () => Scene | null;
  destroyed: () => boolean;
  pacer: FramePacer;
  sounds: SoundBoard;
  goals: (progress: GoalProgress[]) => void;
}

/** Plays a run's events on the scene one after the other; a newer run or reset cancels an older one. */
export class Playback {
  stepMs = BASE_STEP_MS;
  playing = false;
  eventsPlayed = 0;
  private runId = 0;

  constructor(private readonly stage: PlaybackStage) {}

  play(events: readonly GameEvent[], opts: PlayOptions): Promise<void> {
    // Taken at once, so a speed change made right after play() is not overwritten.
    if (opts.stepMs > 0) this.stepMs = opts.stepMs;
    return this.run(events, opts);
  }

  setStepMs(ms: number): void {
    if (ms > 0) this.stepMs = ms;
  }

  /** Cancels the run being played (reset, destroy). */
  cancel(): void {
    this.runId++;
    this.playing = false;
  }

  private async run(events: readonly GameEvent[], opts: PlayOptions): Promise<void> {
    const { stage } = this;
    await stage.ready();
    const s = stage.scene();
    if (!s || stage.destroyed()) return;
    const myRun = ++this.runId;
    this.eventsPlayed = 0;
    this.playing = true;
    // A frame waiting out the idle pace runs now: the first step shows at once.
    stage.pacer.wake();
    const signal = opts.signal;
    const cancelled = (): boolean => stage.destroyed() || myRun !== this.runId || Boolean(signal?.aborted);
    const onAbort = (): void => s.animator.cancelAll();
    signal?.addEventListener('abort', onAbort, { once: true });
    s.pathPreview.clear();
    const eventStage = {
      animator: s.animator,
      character: s.character,
      items: s.items,
      overlay: s.overlay,
      stepMs: () => this.stepMs,
      cancelled,
      sound: (name: Parameters<SoundBoard['play']>[0]) => stage.sounds.play(name),
      goals: stage.goals,
    };
    try {
      for (let i = 0; i < events.length; i++) {
        if (cancelled()) break;
        opts.onEvent?.(events[i], i);
        await animateEvent(eventStage, events[i]);
        if (!cancelled()) this.eventsPlayed = i + 1;
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
      if (myRun === this.runId) {
        this.playing = false;
        if (!stage.destroyed()) s.character.stopWalking();
        // The last footprints fade after the run.
        stage.pacer.wake(FOOTPRINT_LINGER_MS);
      }
    }
  }
}

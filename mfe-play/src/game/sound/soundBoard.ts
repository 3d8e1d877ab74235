import { afterStart } from '../../start/afterStart';
import { SOUND_NAMES, soundUrl, soundVolume, type SoundName } from './soundNames';

/** What a test or a debugging tool can read about the sounds. */
export interface SoundStats {
  muted: boolean;
  /** Sounds decoded and ready to play (all eight once loading has finished). */
  loaded: number;
  /** Plays asked for by the animation, by name, muted or not. */
  requested: Partial<Record<SoundName, number>>;
  /** Plays actually started on the audio output. */
  played: number;
  /** Audio context state: 'running', 'suspended' (autoplay policy), 'closed' or 'unavailable'. */
  audio: string;
}

/**
 * One AudioContext for the page: browsers limit how many may exist, and a level change creates a
 * new view. It starts suspended until the page has had a user gesture (autoplay policy).
 */
let sharedContext: AudioContext | null | undefined;
/** Decoded sounds by URL, kept across views so a level change does not fetch them again. */
const decoded = new Map<string, Promise<AudioBuffer | null>>();
/** The first view's sounds are fetched and decoded once the page's start is over. */
let audioAllowed: Promise<void> | null = null;

/** The browser's AudioContext class (prefixed in older Safari); undefined without WebAudio. */
function audioContextClass(): typeof AudioContext | undefined {
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
  );
}

function audioContext(): AudioContext | null {
  if (sharedContext !== undefined) return sharedContext;
  try {
    const Ctor = audioContextClass();
    sharedContext = Ctor ? new Ctor() : null;
  } catch {
    sharedContext = null;
  }
  if (sharedContext) {
    // The first click or key press anywhere on the page lets audio start.
    const unlock = (): void => {
      void resume();
      if (sharedContext?.state === 'running') {
        document.removeEventListener('pointerdown', unlock, true);
        document.removeEventListener('keydown', unlock, true);
      }
    };
    document.addEventListener('pointerdown', unlock, true);
    document.addEventListener('keydown', unlock, true);
  }
  return sharedContext;
}

async function resume(): Promise<void> {
  try {
    if (sharedContext?.state === 'suspended') await sharedContext.resume();
  } catch {
    // Blocked by the autoplay policy: stay silent until a gesture.
  }
}

function decode(url: string): Promise<AudioBuffer | null> {
  let buffer = decoded.get(url);
  if (!buffer) {
    audioAllowed ??= afterStart();
    buffer = audioAllowed
      .then(() => fetch(url))
      .then((response) =>
        response.ok ? response.arrayBuffer() : Promise.reject(new Error(`${response.status}`)),
      )
      .then((data) => {
        const ctx = audioContext();
        return ctx ? ctx.decodeAudioData(data) : null;
      })
      .catch((error: unknown) => {
        console.warn(`[game] sound not loaded: ${url}`, error);
        decoded.delete(url);
        return null;
      });
    decoded.set(url, buffer);
  }
  return buffer;
}

/**
 * The view's sound effects through WebAudio. Never throws: with audio blocked (autoplay policy),
 * missing files or no WebAudio at all the game simply stays silent.
 */
export class SoundBoard {
  private readonly buffers = new Map<SoundName, AudioBuffer>();
  private readonly requested: Partial<Record<SoundName, number>> = {};
  private played = 0;
  private muted: boolean;
  private destroyed = false;
  private readonly live = new Set<AudioBufferSourceNode>();

  constructor(
    private readonly assetsBase: string,
    muted: boolean,
  ) {
    this.muted = muted;
  }

  /** Loads every sound; resolves (never rejects) when all have loaded or failed. */
  async preload(): Promise<void> {
    if (!audioContextClass()) return;
    await Promise.all(
      SOUND_NAMES.map(async (name) => {
        const buffer = await decode(soundUrl(this.assetsBase, name));
        if (buffer) this.buffers.set(name, buffer);
      }),
    );
  }

  play(name: SoundName): void {
    this.requested[name] = (this.requested[name] ?? 0) + 1;
    if (this.muted || this.destroyed) return;
    try {
      const ctx = audioContext();
      const buffer = this.buffers.get(name);
      if (!ctx || !buffer || ctx.state === 'closed') return;
      if (ctx.state === 'suspended') void resume();
      const source = ctx.createBufferSource();
      source.buffer = buffer;
      const gain = ctx.createGain();
      gain.gain.value = soundVolume(name);
      source.connect(gain).connect(ctx.destination);
      source.onended = () => this.live.delete(source);
      this.live.add(source);
      source.start();
      this.played += 1;
    } catch {
      // Audio must never break the game.
    }
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (muted) this.stopAll();
  }

  destroy(): void {
    this.destroyed = true;
    this.stopAll();
  }

  stats(): SoundStats {
    return {
      muted: this.muted,
      loaded: this.buffers.size,
      requested: { ...this.requested },
      played: this.played,
      audio: sharedContext ? sharedContext.state : 'unavailable',
    };
  }

  private stopAll(): void {
    for (const source of this.live) {
      try {
        source.stop();
      } catch {
        // Already stopped.
      }
    }
    this.live.clear();
  }
}

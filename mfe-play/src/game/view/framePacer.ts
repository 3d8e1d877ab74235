import { FOOTSTEP_FADE_MS } from '../motion/timing';

/**
 * kaplay draws the whole map on every animation frame, even when nothing on it moves. With software
 * WebGL (school laptops without a usable GPU driver, headless browsers) that keeps most of a CPU
 * core busy while the map stands still: the core a starting Python, the editor and the rest of the
 * machine need. A pacer lets one kaplay context draw at the display's rate while something moves or
 * has just changed, and otherwise one frame every IDLE_FRAME_MS (which also keeps kaplay's clock,
 * whose steps are capped at 250 ms, in time).
 */
export const IDLE_FRAME_MS = 250;
/** How long frames keep the display's rate after a gesture or a step (zoom, click, reset). */
export const SETTLE_MS = 300;
/**
 * After a change that is drawn once and stays (the scene appearing, the goals panel, a new canvas
 * size): a few frames, not SETTLE_MS of them. With software WebGL each frame costs the page
 * 20–50 ms, and the scene appears while Python and the editor are still starting.
 */
export const REDRAW_MS = 50;
/** After a run: the last footprints fade at the display's rate. */
export const FOOTPRINT_LINGER_MS = FOOTSTEP_FADE_MS + 400;
/**
 * With software WebGL, moving frames come at most this often (30 a second): each frame costs the
 * CPU the same whether the display shows 30 or 60 of them, and a walk at 30 frames a second still
 * reads as smooth (tweens follow the clock, not the frame count). Measured in headless Chromium: a
 * run of intro-level1 and its dialog cost the browser ~6.1 s of CPU instead of ~8.9.
 */
export const SOFTWARE_FRAME_MS = 1000 / 30;
/** A display frame this close to the spacing counts: 60 Hz frames come 16.7 ms apart, not exactly. */
const FRAME_SLACK_MS = 4;

type Frame = FrameRequestCallback;

/** kaplay's frame callback → the pacer of its context. */
const paced = new WeakMap<Frame, FramePacer>();
let nativeRequest: ((callback: Frame) => number) | null = null;

/** kaplay asks `requestAnimationFrame` anew for each frame: the page's function is wrapped once. */
function installPacing(): (callback: Frame) => number {
  if (nativeRequest) return nativeRequest;
  const native = window.requestAnimationFrame.bind(window);
  nativeRequest = native;
  window.requestAnimationFrame = (callback) => paced.get(callback)?.request(callback) ?? native(callback);
  return native;
}

export class FramePacer {
  private activeUntil = 0;
  private parked: { callback: Frame; timer: ReturnType<typeof setTimeout> } | null = null;
  private readonly native: (callback: Frame) => number;
  private minFrameMs = 0;
  private lastFrameAt = Number.NEGATIVE_INFINITY;

  /**
   * `moving`: true while something on the map animates (frames then always run at the display's
   * rate, or at SOFTWARE_FRAME_MS in software WebGL).
   */
  constructor(private readonly moving: () => boolean) {
    this.native = installPacing();
  }

  /** Runs kaplay's start, taking over the frame callback its loop requests. */
  adopt<T>(start: () => T): T {
    const pacing = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => {
      paced.set(callback, this);
      return pacing(callback);
    };
    try {
      return start();
    } finally {
      window.requestAnimationFrame = pacing;
    }
  }

  /** Something changed: frames run at the display's rate for `ms` (a waiting frame runs now). */
  wake(ms = SETTLE_MS): void {
    this.activeUntil = Math.max(this.activeUntil, performance.now() + ms);
    const parked = this.parked;
    if (!parked) return;
    this.parked = null;
    clearTimeout(parked.timer);
    this.native(parked.callback);
  }

  /** Software WebGL (`isSoftwareWebGL`): moving frames at most every SOFTWARE_FRAME_MS. */
  drawInSoftware(software: boolean): void {
    this.minFrameMs = software ? SOFTWARE_FRAME_MS : 0;
  }

  /** Whether frames run at the display's rate now (the view's inspect() reports it). */
  get active(): boolean {
    return this.moving() || performance.now() < this.activeUntil;
  }

  request(callback: Frame): number {
    if (this.active) return this.native(this.minFrameMs ? this.spaced(callback) : callback);
    const timer = setTimeout(() => {
      if (this.parked?.callback !== callback) return;
      this.parked = null;
      this.native(callback);
    }, IDLE_FRAME_MS);
    this.parked = { callback, timer };
    // kaplay cancels its frame only when it stops, and a stopped loop's frame returns at once.
    return 0;
  }

  /** The callback at the first display frame at least minFrameMs after the last one drawn. */
  private spaced(callback: Frame): Frame {
    const frame: Frame = (time) => {
      if (time - this.lastFrameAt < this.minFrameMs - FRAME_SLACK_MS) {
        this.native(frame);
        return;
      }
      this.lastFrameAt = time;
      callback(time);
    };
    return frame;
  }
}

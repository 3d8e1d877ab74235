import { FramePacer } from './framePacer';

/** Display frames 60 a second, run by hand: the page's requestAnimationFrame queues here. */
let queued: FrameRequestCallback[] = [];
const DISPLAY_FRAME_MS = 1000 / 60;

beforeAll(() => {
  (globalThis as { window?: unknown }).window = {
    requestAnimationFrame: (callback: FrameRequestCallback) => queued.push(callback),
  };
});

/** A map that always moves, drawn by a kaplay-like loop for `frames` display frames: the frames it drew. */
function drawnFrames(software: boolean, frames: number): number[] {
  queued = [];
  const pacer = new FramePacer(() => true);
  pacer.drawInSoftware(software);
  const drawn: number[] = [];
  const loop: FrameRequestCallback = (time) => {
    drawn.push(Math.round(time / DISPLAY_FRAME_MS));
    window.requestAnimationFrame(loop);
  };
  pacer.adopt(() => window.requestAnimationFrame(loop));
  for (let i = 0; i < frames; i++) {
    const due = queued;
    queued = [];
    for (const callback of due) callback(i * DISPLAY_FRAME_MS);
  }
  return drawn;
}

describe('FramePacer while the map moves', () => {
  it('draws every display frame with a GPU', () => {
    expect(drawnFrames(false, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('draws every other display frame (30 a second) with software WebGL', () => {
    expect(drawnFrames(true, 7)).toEqual([0, 2, 4, 6]);
  });
});

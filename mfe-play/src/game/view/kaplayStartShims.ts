// What kaplay does as it starts that costs the page time and that this app does not use.

/**
 * kaplay creates an AudioContext of its own as it starts (and decodes its 'burp' into it), which
 * blocks the page for ~80 ms in Chromium; the game's sounds go through the SoundBoard's context
 * instead, created later. kaplay gets this silent stand-in for the few calls it makes on its own.
 */
class SilentAudioContext {
  readonly destination = {};
  readonly state = 'suspended';
  createGain() {
    return { gain: { value: 1 }, connect: () => undefined, disconnect: () => undefined };
  }
  createBuffer() {
    return {};
  }
  decodeAudioData() {
    return new Promise<never>(() => undefined);
  }
  suspend() {
    return Promise.resolve();
  }
  resume() {
    return Promise.resolve();
  }
  close() {
    return Promise.resolve();
  }
}

/** Runs `start` with `window.AudioContext` replaced by the silent stand-in (also where WebAudio is missing). */
export function withSilentAudio<T>(start: () => T): T {
  const scope = window as unknown as Record<string, unknown>;
  const had = 'AudioContext' in scope;
  const saved = scope.AudioContext;
  scope.AudioContext = SilentAudioContext;
  try {
    return start();
  } finally {
    if (had) scope.AudioContext = saved;
    else delete scope.AudioContext;
  }
}

type TexSubImage2D = WebGLRenderingContext['texSubImage2D'];
const skippingContexts = new WeakMap<HTMLCanvasElement, WebGLRenderingContext>();

/**
 * kaplay packs sprites into a 2048×2048 atlas canvas and uploads that whole canvas again for every
 * sprite it adds: once blank as it starts, then for its own 'ka' and 'boom' sprites (used only by
 * addKaboom). With software WebGL (no GPU driver, and headless Chromium) each upload held the page
 * 60–100 ms at every level start. This app never draws from the atlas (each of its sprites has its
 * own texture, see createGameView's loadSprite), so uploads from the atlas canvas to this view's
 * context are skipped; the canvas is recognised as the one kaplay uploads while it starts.
 */
export function withoutAtlasUploads<T>(canvas: HTMLCanvasElement, start: () => T): T {
  if (typeof WebGLRenderingContext === 'undefined') return start();
  // A canvas used again (the next level's view) drops the previous start's filter first.
  const previous = skippingContexts.get(canvas);
  if (previous) delete (previous as unknown as Record<string, unknown>).texSubImage2D;
  const atlases = new Set<HTMLCanvasElement>();
  const upload = WebGLRenderingContext.prototype.texSubImage2D as (...args: unknown[]) => void;
  let started = false;
  function skippingAtlases(this: WebGLRenderingContext, ...args: unknown[]): void {
    const source = args[6];
    if (this.canvas === canvas && source instanceof HTMLCanvasElement) {
      // During the start every canvas upload is the atlas (the view adds its sprites later).
      if (!started) atlases.add(source);
      if (atlases.has(source)) return;
    }
    upload.apply(this, args);
  }
  const proto = WebGLRenderingContext.prototype;
  proto.texSubImage2D = skippingAtlases as TexSubImage2D;
  try {
    return start();
  } finally {
    proto.texSubImage2D = upload as TexSubImage2D;
    started = true;
    // From now on only this context skips them (its later 'ka' and 'boom' uploads).
    const gl = canvas.getContext('webgl');
    if (gl) {
      Object.defineProperty(gl, 'texSubImage2D', { configurable: true, value: skippingAtlases });
      skippingContexts.set(canvas, gl);
    }
  }
}

import kaplay from 'kaplay';
import type { KAPLAYCtx } from 'kaplay';
import type { FramePacer } from './framePacer';
import { withoutAtlasUploads, withSilentAudio } from './kaplayStartShims';
import { isSoftwareWebGL } from './softwareWebGL';

/**
 * kaplay keeps one context per page in module state and tears a context down only at the end of
 * its next frame. Starts are therefore queued: each waits for the previous context's teardown, so
 * a level change (destroy then create, on the same or a new canvas) never shares GL state, and a
 * view destroyed before its turn (React StrictMode mounts twice) never starts at all.
 */
let queue: Promise<unknown> = Promise.resolve();
let previousTeardown: Promise<void> = Promise.resolve();
let live: KaplayHandle | null = null;
let instanceCount = 0;

export interface KaplayHandle {
  k: KAPLAYCtx;
  /** A font name unique to this context: kaplay caches glyph textures per font name globally. */
  font: string;
  quit(): void;
}

/** Fallback when the frame that runs the teardown never comes. */
const TEARDOWN_TIMEOUT_MS = 1000;

/**
 * kaplay's quit() deletes its GL objects and then forces a context loss, which leaves the canvas
 * dead for good (and would look like a real context loss to the page). Hiding the lose-context
 * extension during teardown keeps the canvas usable for the next view; it is restored afterwards.
 */
function keepContextAlive(canvas: HTMLCanvasElement): () => void {
  const gl = canvas.getContext('webgl');
  if (!gl) return () => undefined;
  const original = gl.getExtension.bind(gl);
  Object.defineProperty(gl, 'getExtension', {
    configurable: true,
    value: (name: string) => (name === 'WEBGL_lose_context' ? null : original(name)),
  });
  return () => {
    delete (gl as unknown as Record<string, unknown>).getExtension;
    // Teardown leaves the last texture unit active (it unbinds every unit); kaplay binds its
    // textures assuming unit 0, so a reused context would sample nothing.
    gl.activeTexture(gl.TEXTURE0);
    gl.useProgram(null);
    const attribs = gl.getParameter(gl.MAX_VERTEX_ATTRIBS) as number;
    for (let i = 0; i < attribs; i++) gl.disableVertexAttribArray(i);
  };
}

/** Resolves when `cleanedUp` fires, or after a time-out counted only while the page is visible. */
function teardownPromise(register: (done: () => void) => void): Promise<void> {
  return new Promise<void>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (): void => {
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', arm);
      resolve();
    };
    // A hidden tab draws no frames; its teardown runs once it is visible again.
    function arm(): void {
      if (timer) clearTimeout(timer);
      if (!document.hidden) timer = setTimeout(finish, TEARDOWN_TIMEOUT_MS);
    }
    document.addEventListener('visibilitychange', arm);
    arm();
    register(finish);
  });
}

/**
 * kaplay's quit() leaves its module state pointing at the stopped context, so the next kaplay()
 * would warn "KAPLAY already initialized" and quit that context a second time. Once our teardown
 * is over the slot is free.
 */
function releaseModuleSlot(k: KAPLAYCtx): void {
  const moduleState = k._k as { k: KAPLAYCtx | null };
  if (moduleState.k === k) moduleState.k = null;
}

function create(
  canvas: HTMLCanvasElement,
  background: [number, number, number],
  pacer: FramePacer,
): KaplayHandle {
  instanceCount += 1;
  const k = pacer.adopt(() =>
    withSilentAudio(() =>
      withoutAtlasUploads(canvas, () =>
        kaplay({
          canvas,
          global: false,
          crisp: true,
          texFilter: 'nearest',
          pixelDensity: Math.max(1, Math.round(window.devicePixelRatio || 1)),
          background,
          debug: false,
          // The editor keeps the keyboard focus; zoom keys come through the caller.
          focus: false,
          loadingScreen: false,
          backgroundAudio: false,
          burp: false,
          tagsAsComponents: true,
        }),
      ),
    ),
  );
  pacer.drawInSoftware(isSoftwareWebGL(canvas.getContext('webgl')));
  let quitting = false;
  const handle: KaplayHandle = {
    k,
    font: `"pylands-${instanceCount}", "Trebuchet MS", Verdana, sans-serif`,
    quit() {
      if (quitting) return;
      quitting = true;
      if (live === handle) live = null;
      const restoreContext = keepContextAlive(canvas);
      previousTeardown = teardownPromise((done) =>
        k.onCleanup(() => {
          restoreContext();
          done();
        }),
      ).then(() => releaseModuleSlot(k));
      k.quit();
      // kaplay stops at the end of its next frame, which an idle view would only draw later.
      pacer.wake();
    },
  };
  return handle;
}

/** Starts kaplay on the canvas when its turn comes; null if the view was destroyed meanwhile. */
export function startKaplay(
  canvas: HTMLCanvasElement,
  background: [number, number, number],
  cancelled: () => boolean,
  pacer: FramePacer,
): Promise<KaplayHandle | null> {
  const turn = queue.then(async () => {
    if (cancelled()) return null;
    // Only one context at a time: a view still running is stopped first.
    live?.quit();
    await previousTeardown;
    if (cancelled()) return null;
    live = create(canvas, background, pacer);
    return live;
  });
  queue = turn.catch(() => undefined);
  return turn;
}

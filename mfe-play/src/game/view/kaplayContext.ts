import kaplay from 'kaplay';
import type { KAPLAYCtx } from 'kaplay';

/**
 * kaplay keeps one context per page in module state and tears a context down only at the end of
 * its next frame. A new view therefore waits for the previous one's teardown before starting, so
 * a level change (destroy then create on the same or a new canvas) never shares GL state.
 */
let previousTeardown: Promise<void> = Promise.resolve();
let instanceCount = 0;

export interface KaplayHandle {
  k: KAPLAYCtx;
  /** A font name unique to this context: kaplay caches glyph textures per font name globally. */
  font: string;
  quit(): void;
}

const TEARDOWN_TIMEOUT_MS = 500;

export async function startKaplay(canvas: HTMLCanvasElement, background: [number, number, number]): Promise<KaplayHandle> {
  await previousTeardown;
  instanceCount += 1;
  const k = kaplay({
    canvas,
    global: false,
    crisp: true,
    texFilter: 'nearest',
    pixelDensity: Math.max(1, Math.round(window.devicePixelRatio || 1)),
    background,
    debug: false,
    focus: false,
    loadingScreen: false,
    backgroundAudio: false,
    burp: false,
    tagsAsComponents: true,
  });
  let quitting = false;
  return {
    k,
    font: `"pylands-${instanceCount}", "Trebuchet MS", Verdana, sans-serif`,
    quit() {
      if (quitting) return;
      quitting = true;
      previousTeardown = new Promise<void>((resolve) => {
        // Teardown runs at the next frame end; a hidden tab may never draw it, hence the time-out.
        const timer = setTimeout(resolve, TEARDOWN_TIMEOUT_MS);
        k.onCleanup(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      k.quit();
    },
  };
}

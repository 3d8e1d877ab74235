import type { GameEvent } from '@pylands/game-engine';
import { DEFAULT_ZOOM, frameCamera, TILE_UNITS, ZOOM_LEVELS } from '../camera/framing';
import { collectRows, initialProgress } from '../hud/collectGoals';
import { directionVector } from '../motion/direction';
import { BASE_STEP_MS } from '../motion/timing';
import type { GameView, GameViewOptions, GameViewState, PlayOptions } from '../types';
import { Animator } from './animator';
import { CHARACTER_SPRITE, CharacterActor, characterAnims } from './characterActor';
import { animateEvent } from './eventAnimation';
import { FOOTSTEP_SPRITE, Footsteps } from './footsteps';
import { ItemActors, itemSpriteName } from './itemActors';
import { startKaplay, type KaplayHandle } from './kaplayContext';
import { DEFAULT_CHARACTER, loadLevelArt, type LevelArt } from './levelArt';
import { hudIconSprite, Overlay } from './overlay';

/** Dark green-blue around the map, close to the app's dark theme. */
const BACKGROUND: [number, number, number] = [24, 32, 44];
const Z_MAP_BELOW = 0;
const Z_MAP_ABOVE = 30;

interface Scene {
  handle: KaplayHandle;
  animator: Animator;
  character: CharacterActor;
  items: ItemActors;
  footsteps: Footsteps;
  overlay: Overlay;
}

function loadSprite(
  handle: KaplayHandle,
  name: string,
  src: CanvasImageSource,
  opt?: Parameters<KaplayHandle['k']['loadSprite']>[2],
): Promise<void> {
  return new Promise((resolve, reject) => {
    handle.k
      .loadSprite(name, src as HTMLImageElement, opt)
      .onLoad(() => resolve())
      .onError(reject);
  });
}

async function registerSprites(handle: KaplayHandle, art: LevelArt): Promise<void> {
  const { layout, image } = art.character;
  const jobs: Array<Promise<void>> = [
    loadSprite(handle, CHARACTER_SPRITE, image, {
      sliceX: layout.columns,
      sliceY: layout.rows,
      anims: characterAnims(layout),
    }),
  ];
  art.below.forEach((chunk, i) => jobs.push(loadSprite(handle, `map_below_${i}`, chunk.canvas)));
  art.above.forEach((chunk, i) => jobs.push(loadSprite(handle, `map_above_${i}`, chunk.canvas)));
  art.items.forEach((itemArt, i) => {
    if (!itemArt) return;
    jobs.push(loadSprite(handle, itemSpriteName(i), itemArt.base));
    for (const [state, img] of Object.entries(itemArt.variants)) {
      if (img) jobs.push(loadSprite(handle, itemSpriteName(i, state as keyof typeof itemArt.variants), img));
    }
  });
  art.icons.forEach((img, type) => jobs.push(loadSprite(handle, hudIconSprite(type), img)));
  if (art.footstep) jobs.push(loadSprite(handle, FOOTSTEP_SPRITE, art.footstep));
  await Promise.all(jobs);
}

/**
 * Creates the game canvas renderer for one level. Framework-free: React mounts it with a canvas
 * and calls destroy() on unmount; a new view may be created on the same canvas afterwards.
 */
export function createGameView(opts: GameViewOptions): GameView {
  const { level } = opts;
  const assetsBase = opts.assetsBase ?? '/assets';
  const characterName = opts.character ?? DEFAULT_CHARACTER;
  const mapWidth = level.map.width * TILE_UNITS;
  const mapHeight = level.map.height * TILE_UNITS;
  let stepMs = BASE_STEP_MS;
  let zoom: number = DEFAULT_ZOOM;
  let camera = { centerX: mapWidth / 2, centerY: mapHeight / 2, scale: zoom / TILE_UNITS };
  let scene: Scene | null = null;
  let destroyed = false;
  let isReady = false;
  let playing = false;
  let runId = 0;
  let eventsPlayed = 0;

  const ready = (async () => {
    const art = await loadLevelArt(level, assetsBase, characterName);
    if (destroyed) return;
    const handle = await startKaplay(opts.canvas, BACKGROUND, () => destroyed);
    if (!handle) return;
    try {
      await registerSprites(handle, art);
    } catch (error) {
      handle.quit();
      throw error;
    }
    if (destroyed) {
      handle.quit();
      return;
    }
    const { k } = handle;
    art.below.forEach((c, i) => k.add([k.sprite(`map_below_${i}`), k.pos(c.x, c.y), k.z(Z_MAP_BELOW)]));
    art.above.forEach((c, i) => k.add([k.sprite(`map_above_${i}`), k.pos(c.x, c.y), k.z(Z_MAP_ABOVE)]));
    const animator = new Animator(k);
    const items = new ItemActors(k, animator, level.items, art.items);
    const character = new CharacterActor(k, art.character.layout, animator, level.start);
    const footsteps = new Footsteps(k, Boolean(opts.trails), Boolean(art.footstep));
    const overlay = new Overlay(k, handle.font, new Set(art.icons.keys()), () => ({
      x: character.obj.pos.x,
      y: character.headY(),
    }));
    overlay.setHud(collectRows(initialProgress(level.levelGoals)));
    k.onUpdate(() => {
      footsteps.update(
        k.dt() * 1000,
        character.isWalking,
        character.obj.pos.x,
        character.obj.pos.y,
        character.direction,
      );
      const framing = frameCamera({
        viewWidth: k.width(),
        viewHeight: k.height(),
        mapWidth,
        mapHeight,
        tilePx: zoom,
        focusX: character.obj.pos.x,
        focusY: character.obj.pos.y - TILE_UNITS / 2,
        pixelRatio: window.devicePixelRatio || 1,
      });
      camera = { centerX: framing.centerX, centerY: framing.centerY, scale: framing.scale };
      k.setCamScale(framing.scale);
      k.setCamPos(framing.centerX, framing.centerY);
    });
    scene = { handle, animator, character, items, footsteps, overlay };
    isReady = true;
  })();
  // The caller observes failures through `ready`; this keeps an unobserved failure from being reported twice.
  ready.catch(() => undefined);

  function resetScene(s: Scene): void {
    s.animator.cancelAll();
    s.character.place(level.start, 'up');
    s.items.restore();
    s.footsteps.clear();
    s.overlay.clearBubble();
    s.overlay.setHud(collectRows(initialProgress(level.levelGoals)));
  }

  function play(events: readonly GameEvent[], playOpts: PlayOptions): Promise<void> {
    // Taken at once, so a speed change made right after play() is not overwritten.
    if (playOpts.stepMs > 0) stepMs = playOpts.stepMs;
    return run(events, playOpts);
  }

  async function run(events: readonly GameEvent[], playOpts: PlayOptions): Promise<void> {
    await ready;
    const s = scene;
    if (!s || destroyed) return;
    const myRun = ++runId;
    eventsPlayed = 0;
    playing = true;
    const signal = playOpts.signal;
    const cancelled = (): boolean => destroyed || myRun !== runId || Boolean(signal?.aborted);
    const onAbort = (): void => s.animator.cancelAll();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      for (let i = 0; i < events.length; i++) {
        if (cancelled()) break;
        playOpts.onEvent?.(events[i], i);
        await animateEvent(
          {
            animator: s.animator,
            character: s.character,
            items: s.items,
            overlay: s.overlay,
            stepMs: () => stepMs,
            cancelled,
          },
          events[i],
        );
        if (!cancelled()) eventsPlayed = i + 1;
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
      if (myRun === runId) {
        playing = false;
        if (!destroyed) s.character.stopWalking();
      }
    }
  }

  return {
    ready,
    play,
    reset() {
      runId++;
      playing = false;
      eventsPlayed = 0;
      if (scene) resetScene(scene);
    },
    setStepMs(ms: number) {
      if (ms > 0) stepMs = ms;
    },
    setZoom(tilePx) {
      if ((ZOOM_LEVELS as readonly number[]).includes(tilePx)) zoom = tilePx;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      runId++;
      playing = false;
      if (scene) {
        scene.animator.cancelAll();
        scene.handle.quit();
        scene = null;
      }
    },
    inspect(): GameViewState {
      const c = scene?.character;
      const facing = c ? directionVector(c.direction) : ([0, -1] as [number, number]);
      return {
        ready: isReady,
        playing,
        character: {
          cell: c ? [c.cell[0], c.cell[1]] : [level.start[0], level.start[1]],
          facing,
          direction: c?.direction ?? 'up',
          characterName,
        },
        items: scene?.items.views() ?? [],
        hud: scene?.overlay.hudRows() ?? [],
        bubble: scene?.overlay.bubbleText() ?? null,
        footsteps: scene?.footsteps.count() ?? 0,
        zoom,
        tilePx: camera.scale * TILE_UNITS,
        camera: { ...camera },
        stepMs,
        eventsPlayed,
      };
    },
  };
}

import { collisionCells, createWorld, goalProgressAtStart, walkability } from '@pylands/game-engine';
import type { GameEvent, GoalProgress, Item, LevelDefinition, ObjectState, Vec2 } from '@pylands/game-engine';
import { frameCamera, TILE_UNITS } from '../camera/framing';
import { clampZoom, levelZoomOf, pinchZoom, wheelZoom } from '../camera/zoom';
import { describeScene } from '../describe/describeScene';
import { collectRows } from '../hud/collectGoals';
import { showsHud } from '../hud/hudVisibility';
import { directionVector } from '../motion/direction';
import { BASE_STEP_MS } from '../motion/timing';
import { findPath } from '../path/findPath';
import { SoundBoard } from '../sound/soundBoard';
import { SOUND_NAMES, type SoundName } from '../sound/soundNames';
import type { ExecutionMode, GameView, GameViewOptions, GameViewState, PlayOptions } from '../types';
import { Animator } from './animator';
import { CHARACTER_SPRITE, CharacterActor, characterAnims } from './characterActor';
import { animateEvent } from './eventAnimation';
import { FOOTSTEP_SPRITE, Footsteps } from './footsteps';
import { ItemActors, itemSpriteName, itemStarts, type ItemStart } from './itemActors';
import { FOOTPRINT_LINGER_MS, FramePacer, REDRAW_MS } from './framePacer';
import { startKaplay, type KaplayHandle } from './kaplayContext';
import { DEFAULT_CHARACTER, loadItemArt, loadLevelArt, type ItemArt, type LevelArt } from './levelArt';
import { hudIconSprite, Overlay } from './overlay';
import { PathPreview } from './pathPreview';

/** Dark green-blue around the map, close to the app's dark theme. */
const BACKGROUND: [number, number, number] = [24, 32, 44];
const Z_MAP_BELOW = 0;
const Z_MAP_ABOVE = 30;
/** Spec (doc 2 §9): "reload after context loss 1 s". */
export const CONTEXT_LOST_RELOAD_MS = 1000;
/** Goal actions whose result appears on the map (its art is loaded before it is needed). */
const MAKING_GOALS = new Set(['build', 'combine', 'place', 'plant']);

interface Scene {
  handle: KaplayHandle;
  animator: Animator;
  character: CharacterActor;
  items: ItemActors;
  footsteps: Footsteps;
  overlay: Overlay;
  pathPreview: PathPreview;
}

/** The engine's start state of every object: build targets and combine results start hidden. */
function engineObjects(level: LevelDefinition): ObjectState[] | null {
  try {
    return createWorld(level).objects();
  } catch (error) {
    console.warn('[game] the engine could not read the level objects; drawing them as placed', error);
    return null;
  }
}

/** The structures a level's build, combine, place and plant goals can make appear. */
function madeItemTypes(level: LevelDefinition): string[] {
  const names = level.levelGoals
    .filter((g) => MAKING_GOALS.has(g.action))
    .map((g) => (typeof g.data === 'string' && g.data.trim() ? g.data : g.type));
  return [...new Set(names)];
}

/**
 * Each sprite gets a texture of its own (`singular`): kaplay's shared atlas uploads its whole
 * 2048×2048 canvas again for every sprite added, which made a level's first view block the page
 * for ~0.2 s (and the start of Python's 'ready' with it). A level draws a few dozen sprites, so the
 * texture switches between them cost nothing noticeable.
 */
function loadSprite(
  handle: KaplayHandle,
  name: string,
  src: CanvasImageSource,
  opt?: Parameters<KaplayHandle['k']['loadSprite']>[2],
): Promise<void> {
  return new Promise((resolve, reject) => {
    handle.k
      .loadSprite(name, src as HTMLImageElement, { singular: true, ...opt })
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
  // The level's own zoom (doc 2 §9); wheel, pinch and PageUp/PageDown move within 0.3×–2.5× of it.
  let zoom = levelZoomOf(level.zoom);
  // The camera's tile size, readable on the canvas (tests and tools wait for it instead of guessing).
  const setZoom = (tilePx: number) => {
    zoom = tilePx;
    opts.canvas.dataset.zoom = String(Math.round(zoom));
  };
  setZoom(zoom);
  let camera = { centerX: mapWidth / 2, centerY: mapHeight / 2, scale: zoom / TILE_UNITS };
  let scene: Scene | null = null;
  let destroyed = false;
  // Full frame rate only while something moves or has just changed (framePacer.ts says why).
  const pacer = new FramePacer(
    () =>
      playing ||
      (scene !== null &&
        (scene.animator.busy || scene.overlay.bubbleText() !== null || scene.pathPreview.shown)),
  );
  const wake = (): void => pacer.wake();
  const redraw = (): void => pacer.wake(REDRAW_MS);
  let isReady = false;
  let playing = false;
  let runId = 0;
  let eventsPlayed = 0;
  let goals: GoalProgress[] = goalProgressAtStart(level.levelGoals);
  const hudShown = showsHud(level);
  const starts: ItemStart[] = itemStarts(level.items, engineObjects(level));
  const collisions = collisionCells(level.map);
  const sounds = new SoundBoard(assetsBase, Boolean(opts.muted));
  void sounds.preload();
  const imageCache = new Map<string, Promise<HTMLImageElement | null>>();
  const madeArt = new Map<string, Promise<ItemArt | null>>();
  const artForType = (item: Item): Promise<ItemArt | null> => {
    const key = item.sprite || item.type;
    let art = madeArt.get(key);
    if (!art) {
      art = loadItemArt(item, assetsBase, imageCache);
      madeArt.set(key, art);
    }
    return art;
  };

  const onContextLost = (event: Event): void => {
    // Tells the browser we will handle it; the page reloads (or the caller decides).
    event.preventDefault();
    if (opts.onContextLost) opts.onContextLost();
    else setTimeout(() => window.location.reload(), CONTEXT_LOST_RELOAD_MS);
  };
  opts.canvas.addEventListener('webglcontextlost', onContextLost);

  const mode = (): ExecutionMode => (playing ? 'CODE_EXECUTION' : 'IDLE');

  function showGoals(progress: GoalProgress[]): void {
    redraw();
    goals = progress.map((g) => ({ ...g }));
    scene?.overlay.setHud(hudShown ? collectRows(goals) : []);
  }

  /** The map cell under a point of the canvas, or null outside the map. */
  function cellAt(clientX: number, clientY: number): Vec2 | null {
    const s = scene;
    if (!s) return null;
    const rect = opts.canvas.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return null;
    const sx = ((clientX - rect.left) * s.handle.k.width()) / rect.width;
    const sy = ((clientY - rect.top) * s.handle.k.height()) / rect.height;
    const wx = (sx - s.handle.k.width() / 2) / camera.scale + camera.centerX;
    const wy = (sy - s.handle.k.height() / 2) / camera.scale + camera.centerY;
    const cell: Vec2 = [Math.floor(wx / TILE_UNITS), Math.floor(wy / TILE_UNITS)];
    if (cell[0] < 0 || cell[1] < 0 || cell[0] >= level.map.width || cell[1] >= level.map.height) return null;
    return cell;
  }

  function previewPath(cell: Vec2): Vec2[] | null {
    const s = scene;
    wake();
    if (!s || destroyed || mode() !== 'IDLE') return null;
    const walkable = walkability(level.map, s.items.mapObjects(), collisions);
    const path = findPath(s.character.cell, [cell[0], cell[1]], walkable);
    if (!path || path.length === 0) {
      s.pathPreview.clear();
      return null;
    }
    s.pathPreview.show(path);
    return s.pathPreview.dots();
  }

  // Spec (doc 2 §4): pointer clicks are ignored unless IDLE.
  const onClick = (event: MouseEvent): void => {
    wake();
    if (!scene || destroyed || mode() !== 'IDLE') return;
    const cell = cellAt(event.clientX, event.clientY);
    if (!cell) return;
    previewPath(cell);
    opts.onCellClick?.(cell);
  };
  opts.canvas.addEventListener('click', onClick);

  // Wheel (and a trackpad pinch, sent as a wheel with ctrlKey) over the map zooms it.
  const onWheel = (event: WheelEvent): void => {
    wake();
    if (!scene || destroyed || event.deltaY === 0) return;
    event.preventDefault();
    setZoom(wheelZoom(zoom, event.deltaY, level.zoom, event.deltaMode));
  };
  opts.canvas.addEventListener('wheel', onWheel, { passive: false });

  // Two fingers pinch-zoom the map; one finger still scrolls the page.
  let pinchDistance: number | null = null;
  const fingerDistance = (touches: TouchList): number =>
    Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);
  const onTouchStart = (event: TouchEvent): void => {
    wake();
    pinchDistance = event.touches.length === 2 ? fingerDistance(event.touches) : null;
  };
  const onTouchMove = (event: TouchEvent): void => {
    wake();
    if (event.touches.length !== 2 || pinchDistance === null || !scene || destroyed) return;
    event.preventDefault();
    const distance = fingerDistance(event.touches);
    if (pinchDistance > 0) setZoom(pinchZoom(zoom, distance / pinchDistance, level.zoom));
    pinchDistance = distance;
  };
  const onTouchEnd = (event: TouchEvent): void => {
    if (event.touches.length < 2) pinchDistance = null;
  };
  opts.canvas.addEventListener('touchstart', onTouchStart, { passive: true });
  opts.canvas.addEventListener('touchmove', onTouchMove, { passive: false });
  opts.canvas.addEventListener('touchend', onTouchEnd, { passive: true });
  opts.canvas.addEventListener('touchcancel', onTouchEnd, { passive: true });
  // A new canvas size (window, layout, pane toggle) is drawn at once; so is a tab shown again.
  const resizeObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(redraw) : null;
  resizeObserver?.observe(opts.canvas);
  document.addEventListener('visibilitychange', redraw);

  async function loadMadeArt(index: number, item: Item): Promise<ItemArt | null> {
    const art = await artForType(item);
    const s = scene;
    if (!art || !s) return null;
    await loadSprite(s.handle, itemSpriteName(index), art.base);
    for (const [state, img] of Object.entries(art.variants)) {
      if (img) await loadSprite(s.handle, itemSpriteName(index, state as keyof typeof art.variants), img);
    }
    return art;
  }

  const ready = (async () => {
    const art = await loadLevelArt(level, assetsBase, characterName);
    if (destroyed) return;
    const handle = await startKaplay(opts.canvas, BACKGROUND, () => destroyed, pacer);
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
    const items = new ItemActors(k, animator, level.items, art.items, starts, loadMadeArt);
    const character = new CharacterActor(k, art.character.layout, animator, level.start);
    const footsteps = new Footsteps(k, Boolean(opts.trails), Boolean(art.footstep));
    const overlay = new Overlay(k, handle.font, new Set(art.icons.keys()), () => ({
      x: character.obj.pos.x,
      y: character.headY(),
    }));
    const pathPreview = new PathPreview(k);
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
    scene = { handle, animator, character, items, footsteps, overlay, pathPreview };
    // Spec: the HUD appears after scene-ready (see hud/hudVisibility.ts for when).
    showGoals(goalProgressAtStart(level.levelGoals));
    isReady = true;
    redraw();
    // Structures the goals can make: their art loads now, before the run needs it.
    for (const type of madeItemTypes(level)) void artForType({ action: 'build', type, position: [0, 0] });
  })();
  // The caller observes failures through `ready`; this keeps an unobserved failure from being reported twice.
  ready.catch(() => undefined);

  function resetScene(s: Scene): void {
    s.animator.cancelAll();
    s.character.place(level.start, 'up');
    s.items.restore();
    s.footsteps.clear();
    s.overlay.clearBubble();
    s.pathPreview.clear();
    showGoals(goalProgressAtStart(level.levelGoals));
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
    // A frame waiting out the idle pace runs now: the first step shows at once.
    wake();
    const signal = playOpts.signal;
    const cancelled = (): boolean => destroyed || myRun !== runId || Boolean(signal?.aborted);
    const onAbort = (): void => s.animator.cancelAll();
    signal?.addEventListener('abort', onAbort, { once: true });
    s.pathPreview.clear();
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
            sound: (name) => sounds.play(name),
            goals: showGoals,
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
        // The last footprints fade after the run.
        pacer.wake(FOOTPRINT_LINGER_MS);
      }
    }
  }

  return {
    ready,
    play,
    reset() {
      wake();
      runId++;
      playing = false;
      eventsPlayed = 0;
      if (scene) resetScene(scene);
    },
    setStepMs(ms: number) {
      if (ms > 0) stepMs = ms;
    },
    setZoom(tilePx) {
      wake();
      if (Number.isFinite(tilePx) && tilePx > 0) setZoom(clampZoom(tilePx, level.zoom));
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      runId++;
      playing = false;
      opts.canvas.removeEventListener('click', onClick);
      opts.canvas.removeEventListener('wheel', onWheel);
      opts.canvas.removeEventListener('touchstart', onTouchStart);
      opts.canvas.removeEventListener('touchmove', onTouchMove);
      opts.canvas.removeEventListener('touchend', onTouchEnd);
      opts.canvas.removeEventListener('touchcancel', onTouchEnd);
      opts.canvas.removeEventListener('webglcontextlost', onContextLost);
      resizeObserver?.disconnect();
      document.removeEventListener('visibilitychange', redraw);
      sounds.destroy();
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
        clockMs: scene ? scene.handle.k.time() * 1000 : 0,
        frameRate: pacer.active ? 'display' : 'idle',
        framesDrawn: scene ? scene.handle.k.debug.numFrames() : 0,
        mode: mode(),
        pathDots: scene?.pathPreview.dots() ?? [],
        sounds: sounds.stats(),
      };
    },
    setMuted(muted: boolean) {
      sounds.setMuted(muted);
    },
    playSound(name: SoundName) {
      if ((SOUND_NAMES as readonly string[]).includes(name)) sounds.play(name);
    },
    describe(): string {
      const c = scene?.character;
      return describeScene({
        characterName,
        cell: c ? c.cell : level.start,
        direction: c?.direction ?? 'up',
        goals,
      });
    },
    previewPath,
  };
}

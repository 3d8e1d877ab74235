import { collisionCells, goalProgressAtStart, walkability } from '@pylands/game-engine';
import type { GoalProgress, Vec2 } from '@pylands/game-engine';
import { TILE_UNITS } from '../camera/framing';
import { describeScene } from '../describe/describeScene';
import { prefersReducedMotion } from '../motion/reducedMotion';
import { collectRows } from '../hud/collectGoals';
import { showsHud } from '../hud/hudVisibility';
import { directionVector } from '../motion/direction';
import { findPath } from '../path/findPath';
import { SoundBoard } from '../sound/soundBoard';
import { SOUND_NAMES, type SoundName } from '../sound/soundNames';
import type { ExecutionMode, GameView, GameViewOptions, GameViewState } from '../types';
import { attachCanvasInput } from './canvasInput';
import { FramePacer, REDRAW_MS } from './framePacer';
import { DEFAULT_CHARACTER } from './levelArt';
import { MadeArt } from './madeArt';
import { Playback } from './playback';
import { resetScene, startScene, type Scene } from './scene';
import { ViewCamera } from './viewCamera';

/** Spec (doc 2 §9): "reload after context loss 1 s". */
export const CONTEXT_LOST_RELOAD_MS = 1000;

/**
 * Creates the game canvas renderer for one level. Framework-free: React mounts it with a canvas
 * and calls destroy() on unmount; a new view may be created on the same canvas afterwards.
 * The scene (scene.ts), camera (viewCamera.ts), input (canvasInput.ts) and playback (playback.ts)
 * are composed here.
 */
export function createGameView(opts: GameViewOptions): GameView {
  const { level, canvas } = opts;
  const assetsBase = opts.assetsBase ?? '/assets';
  const characterName = opts.character ?? DEFAULT_CHARACTER;
  const camera = new ViewCamera(canvas, level);
  let scene: Scene | null = null;
  let destroyed = false;
  let isReady = false;
  const isDestroyed = (): boolean => destroyed;
  // Full frame rate only while something moves or has just changed (framePacer.ts says why).
  const pacer: FramePacer = new FramePacer(
    (): boolean =>
      playback.playing ||
      (scene !== null &&
        (scene.animator.busy || scene.overlay.bubbleText() !== null || scene.pathPreview.shown)),
  );
  const wake = (): void => pacer.wake();
  const redraw = (): void => pacer.wake(REDRAW_MS);
  let goals: GoalProgress[] = goalProgressAtStart(level.levelGoals);
  const hudShown = showsHud(level);
  const collisions = collisionCells(level.map);
  const sounds = new SoundBoard(assetsBase, Boolean(opts.muted));
  void sounds.preload();
  const madeArt = new MadeArt(assetsBase);
  const playback: Playback = new Playback({
    ready: () => ready,
    scene: () => scene,
    destroyed: isDestroyed,
    pacer,
    sounds,
    goals: showGoals,
  });
  const mode = (): ExecutionMode => (playback.playing ? 'CODE_EXECUTION' : 'IDLE');

  function showGoals(progress: GoalProgress[]): void {
    redraw();
    goals = progress.map((g) => ({ ...g }));
    scene?.overlay.setHud(hudShown ? collectRows(goals) : []);
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

  const detachInput = attachCanvasInput(canvas, {
    wake,
    redraw,
    active: () => scene !== null && !destroyed,
    // Spec (doc 2 §4): pointer clicks are ignored unless IDLE.
    click(clientX, clientY) {
      if (!scene || destroyed || mode() !== 'IDLE') return;
      const cell = camera.cellAt(scene.handle.k, clientX, clientY);
      if (!cell) return;
      previewPath(cell);
      opts.onCellClick?.(cell);
    },
    wheel: (deltaY, deltaMode) => camera.wheel(deltaY, deltaMode),
    pinch: (ratio) => camera.pinch(ratio),
    contextLost() {
      if (opts.onContextLost) opts.onContextLost();
      else setTimeout(() => window.location.reload(), CONTEXT_LOST_RELOAD_MS);
    },
  });

  const sceneOptions = { canvas, level, assetsBase, characterName, madeArt, camera, pacer };
  const ready = startScene(
    { ...sceneOptions, trails: Boolean(opts.trails), destroyed: isDestroyed },
    (started) => {
      scene = started;
      // Spec: the HUD appears after scene-ready (see hud/hudVisibility.ts for when).
      showGoals(goalProgressAtStart(level.levelGoals));
      isReady = true;
      redraw();
      madeArt.preload(level);
    },
  );
  // The caller observes failures through `ready`; this keeps an unobserved failure from being reported twice.
  ready.catch(() => undefined);

  function inspect(): GameViewState {
    const c = scene?.character;
    return {
      ready: isReady,
      playing: playback.playing,
      character: {
        cell: c ? [c.cell[0], c.cell[1]] : [level.start[0], level.start[1]],
        facing: c ? directionVector(c.direction) : [0, -1],
        direction: c?.direction ?? 'up',
        characterName,
      },
      items: scene?.items.views() ?? [],
      hud: scene?.overlay.hudRows() ?? [],
      bubble: scene?.overlay.bubbleText() ?? null,
      footsteps: scene?.footsteps.count() ?? 0,
      zoom: camera.zoom,
      tilePx: camera.camera.scale * TILE_UNITS,
      camera: { ...camera.camera },
      stepMs: playback.stepMs,
      eventsPlayed: playback.eventsPlayed,
      clockMs: scene ? scene.handle.k.time() * 1000 : 0,
      frameRate: pacer.active ? 'display' : 'idle',
      framesDrawn: scene ? scene.handle.k.debug.numFrames() : 0,
      mode: mode(),
      pathDots: scene?.pathPreview.dots() ?? [],
      sounds: sounds.stats(),
      motion: {
        reduced: prefersReducedMotion(),
        tweenedSteps: c?.steps.tweened ?? 0,
        jumpedSteps: c?.steps.jumped ?? 0,
      },
    };
  }

  return {
    ready,
    play: (events, playOpts) => playback.play(events, playOpts),
    reset() {
      wake();
      playback.cancel();
      playback.eventsPlayed = 0;
      if (scene) {
        resetScene(scene, level);
        showGoals(goalProgressAtStart(level.levelGoals));
      }
    },
    setStepMs: (ms) => playback.setStepMs(ms),
    setZoom(tilePx) {
      wake();
      camera.request(tilePx);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      playback.cancel();
      detachInput();
      sounds.destroy();
      if (scene) {
        scene.animator.cancelAll();
        scene.handle.quit();
        scene = null;
      }
    },
    inspect,
    setMuted: (muted) => sounds.setMuted(muted),
    playSound(name: SoundName) {
      if ((SOUND_NAMES as readonly string[]).includes(name)) sounds.play(name);
    },
    describe(t): string {
      const c = scene?.character;
      return describeScene(
        {
          characterName: t(`avatar.name.${characterName}`, { defaultValue: characterName }),
          cell: c ? c.cell : level.start,
          direction: c?.direction ?? 'up',
          goals,
        },
        t,
      );
    },
    previewPath,
  };
}

import type { SceneText } from './describe/describeScene';
import type { GameEvent, LevelDefinition, Vec2 } from '@pylands/game-engine';
import type { HudRow } from './hud/collectGoals';
import type { Direction } from './motion/direction';
import type { SoundStats } from './sound/soundBoard';
import type { SoundName } from './sound/soundNames';
import type { ItemView } from './view/itemActors';

/**
 * Spec (doc 2 §4 "Run flow"): pointer clicks count only in IDLE; CODE_EXECUTION while play()
 * animates a run. POINTER_MOVEMENT is the original's walk to a clicked cell: here the character
 * moves only by code, so a click just previews the path and the view never enters that mode.
 */
export type ExecutionMode = 'IDLE' | 'POINTER_MOVEMENT' | 'CODE_EXECUTION';

export interface GameViewOptions {
  /** Must sit in a sized container: kaplay sizes the canvas to its parent element. */
  canvas: HTMLCanvasElement;
  level: LevelDefinition;
  /** Default '/assets'. */
  assetsBase?: string;
  /** The student's character, default 'Rabbit'. */
  character?: string;
  /** Creative mode: footsteps stay. */
  trails?: boolean;
  /** Added: start without sound (change later with setMuted). Default false. */
  muted?: boolean;
  /**
   * Added: a click on a map cell while IDLE (0-based cell). The view also shows the path preview
   * dots to that cell when it is walkable and reachable; clicks during play() are ignored.
   */
  onCellClick?(cell: Vec2): void;
  /**
   * Added: the WebGL context was lost. Without this option the view reloads the page after 1 s
   * (doc 2 §9 "reload after context loss 1 s"); with it, the caller decides (and should reload).
   */
  onContextLost?(): void;
}

export interface PlayOptions {
  /** Milliseconds per step: 250 (Normal), 125 (Fast), 62.5 (Turbo). */
  stepMs: number;
  /** Called as each event starts animating (to highlight its code line). */
  onEvent?: (event: GameEvent, index: number) => void;
  /** Aborting stops at the current animation; play() then resolves. */
  signal?: AbortSignal;
}

/** What a test or a debugging tool can read about the view. */
export interface GameViewState {
  ready: boolean;
  playing: boolean;
  character: { cell: Vec2; facing: Vec2; direction: Direction; characterName: string };
  items: ItemView[];
  /** Collect-goal rows; [] while the HUD is hidden (see hud/hudVisibility.ts for when it shows). */
  hud: HudRow[];
  bubble: string | null;
  footsteps: number;
  zoom: number;
  /** Screen pixels per map tile actually used (zoom, or larger when a small map is fitted). */
  tilePx: number;
  stepMs: number;
  /** World point (16 units per tile) at the canvas centre, and screen pixels per unit. */
  camera: { centerX: number; centerY: number; scale: number };
  /** Events animated by the latest play() call. */
  eventsPlayed: number;
  /**
   * Added: the view's animation clock in ms (kaplay's time, which every step, pause, fade and
   * bubble counts in; it stands still while the tab is hidden). 0 before the scene is ready.
   */
  clockMs: number;
  /** Added: IDLE, or CODE_EXECUTION while play() runs. */
  mode: ExecutionMode;
  /**
   * Added: 'display' while kaplay draws every frame (something moves or just changed), 'idle' while
   * the map stands still and it draws only a few frames a second (view/framePacer.ts).
   */
  frameRate: 'display' | 'idle';
  /** Added: frames kaplay has drawn since the scene started. */
  framesDrawn: number;
  /** Added: cells showing a path preview dot now (at most 20). */
  pathDots: Vec2[];
  /** Added: sound debug counters (requests by name, plays started, files decoded, mute). */
  sounds: SoundStats;
  /**
   * Added: whether reduced motion is asked for now, and the character's steps since the scene
   * started shown as a glide (tweened) or as a jump to the tile (jumped).
   */
  motion: { reduced: boolean; tweenedSteps: number; jumpedSteps: number };
}

export interface GameView {
  ready: Promise<void>;
  play(events: readonly GameEvent[], opts: PlayOptions): Promise<void>;
  /** Character back to the start facing up, items restored, footsteps, bubble and HUD cleared. */
  reset(): void;
  setStepMs(ms: number): void;
  /**
   * Screen pixels per tile, kept within 0.3×–2.5× of the level's zoom (doc 2 §9). The view starts
   * at the level's zoom; PageUp/PageDown use the steps 64, 96 and 128.
   */
  setZoom(tilePx: number): void;
  destroy(): void;
  /** Read-only snapshot for tests and debugging. */
  inspect(): GameViewState;
  /** Added: silences (true) or restores (false) every sound; a playing sound stops at once. */
  setMuted(muted: boolean): void;
  /** Added: plays one of the game's sounds, e.g. 'jingle' when the level is complete. Never throws. */
  playSound(name: SoundName): void;
  /**
   * Added: a sentence for screen readers, e.g. "Rabbit is at column 4, row 5, facing right.
   * Goals: apple 1 of 2, finish 0 of 1." (columns and rows count from 1), in the language of `t`.
   */
  describe(t: SceneText): string;
  /**
   * Added: shows the path preview dots from the character to a cell, as a click does (keyboard
   * users, tests). Returns the cells dotted, or null when the cell can not be reached or the view
   * is not IDLE.
   */
  previewPath(cell: Vec2): Vec2[] | null;
}

import type { GameEvent, LevelDefinition, Vec2 } from '@pylands/game-engine';
import type { HudRow } from './hud/collectGoals';
import type { Direction } from './motion/direction';
import type { ItemView } from './view/itemActors';

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
}

export interface GameView {
  ready: Promise<void>;
  play(events: readonly GameEvent[], opts: PlayOptions): Promise<void>;
  /** Character back to the start facing up, items restored, footsteps, bubble and HUD cleared. */
  reset(): void;
  setStepMs(ms: number): void;
  setZoom(tilePx: 64 | 96 | 128): void;
  destroy(): void;
  /** Read-only snapshot for tests and debugging. */
  inspect(): GameViewState;
}

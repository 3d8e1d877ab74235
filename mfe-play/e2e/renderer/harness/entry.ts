// Standalone page for the renderer's browser test: mounts a GameView and exposes it to Playwright.
import {
  createWorld,
  type Command,
  type GameEvent,
  type LevelDefinition,
  type Vec2,
} from '@pylands/game-engine';
import { createGameView, type GameView } from '../../../src/game';
import { objectsCommands, objectsLevel } from '../fixtures/objectsScenario';
import { testEvents, testLevel } from '../fixtures/scenario';

interface MountOptions {
  level?: LevelDefinition;
  character?: string;
  trails?: boolean;
  muted?: boolean;
}

declare global {
  interface Window {
    __gameView?: GameView;
    __harness: {
      events: GameEvent[];
      level: LevelDefinition;
      objectsLevel: LevelDefinition;
      objectsCommands: Command[];
      /** Cells passed to onCellClick, and how often onContextLost was called. */
      clicks: Vec2[];
      contextLost: number;
      mount(opts?: MountOptions): Promise<void>;
      /** The events the real engine records for these commands on the level. */
      engineEvents(level: LevelDefinition, commands: Command[]): GameEvent[];
      /** What React StrictMode does: mount, unmount at once, mount again. */
      strictMount(): Promise<void>;
      play(stepMs?: number, events?: GameEvent[]): Promise<number[]>;
      loadLevel(url: string): Promise<LevelDefinition>;
    };
  }
}

const canvas = document.getElementById('game') as HTMLCanvasElement;

window.__harness = {
  events: testEvents,
  level: testLevel,
  objectsLevel,
  objectsCommands,
  clicks: [],
  contextLost: 0,
  async mount(opts = {}) {
    window.__gameView?.destroy();
    const view = createGameView({
      canvas,
      level: opts.level ?? testLevel,
      character: opts.character,
      trails: opts.trails,
      muted: opts.muted,
      onCellClick: (cell) => window.__harness.clicks.push(cell),
      onContextLost: () => (window.__harness.contextLost += 1),
    });
    window.__gameView = view;
    await view.ready;
  },
  async strictMount() {
    window.__gameView?.destroy();
    const first = createGameView({ canvas, level: testLevel });
    first.destroy();
    const second = createGameView({ canvas, level: testLevel });
    window.__gameView = second;
    await Promise.all([first.ready, second.ready]);
  },
  async play(stepMs = 62.5, events = testEvents) {
    const seen: number[] = [];
    await window.__gameView?.play(events, { stepMs, onEvent: (e) => seen.push(e.id) });
    return seen;
  },
  engineEvents(level, commands) {
    const world = createWorld(level);
    return commands.map((command) => world.apply(command));
  },
  async loadLevel(url: string) {
    const [level, map] = await Promise.all([
      fetch(`${url}/level.json`).then((r) => r.json()),
      fetch(`${url}/map.json`).then((r) => r.json()),
    ]);
    return { ...level, map } as LevelDefinition;
  },
};

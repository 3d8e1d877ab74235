// Standalone page for the renderer's browser test: mounts a GameView and exposes it to Playwright.
import type { GameEvent, LevelDefinition } from '@pylands/game-engine';
import { createGameView, type GameView } from '../../../src/game';
import { testEvents, testLevel } from '../fixtures/scenario';

declare global {
  interface Window {
    __gameView?: GameView;
    __harness: {
      events: GameEvent[];
      level: LevelDefinition;
      mount(opts?: { level?: LevelDefinition; character?: string; trails?: boolean }): Promise<void>;
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
  async mount(opts = {}) {
    window.__gameView?.destroy();
    const view = createGameView({
      canvas,
      level: opts.level ?? testLevel,
      character: opts.character,
      trails: opts.trails,
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
  async loadLevel(url: string) {
    const [level, map] = await Promise.all([
      fetch(`${url}/level.json`).then((r) => r.json()),
      fetch(`${url}/map.json`).then((r) => r.json()),
    ]);
    return { ...level, map } as LevelDefinition;
  },
};

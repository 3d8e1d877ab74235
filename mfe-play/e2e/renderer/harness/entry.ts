// Standalone page for the renderer's browser test: mounts a GameView and exposes it to Playwright.
import {
  createWorld,
  type Command,
  type GameEvent,
  type LevelDefinition,
  type Vec2,
} from '@pylands/game-engine';
import { RUNNER_READY_EVENT } from '@pylands/shared-ui/remote-contract';
import { createGameView, type GameView } from '../../../src/game';
import { objectsCommands, objectsLevel } from '../fixtures/objectsScenario';
import { testEvents, testLevel } from '../fixtures/scenario';

/** A play started with start(): the ids of the events begun so far, and whether it has resolved. */
interface RunningPlay {
  seen: number[];
  done: boolean;
}

/** Clock readings (inspect().clockMs) around a play: when it began, each event began, it resolved. */
interface TimedPlay {
  ids: number[];
  start: number;
  starts: number[];
  end: number;
}

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
      /** Starts an abortable play and returns at once; `running` follows it. */
      start(stepMs: number, events?: GameEvent[]): void;
      running: RunningPlay | null;
      /** Aborts the play begun with start() (the Stop button). */
      abort(): void;
      /** Resolves when the play begun with start() has resolved. */
      finish(): Promise<RunningPlay>;
      /** Plays and reads the view's clock as it goes; `speedAt` calls setStepMs when that event begins. */
      timedPlay(
        stepMs: number,
        events: GameEvent[],
        speedAt?: { index: number; stepMs: number },
      ): Promise<TimedPlay>;
      loadLevel(url: string): Promise<LevelDefinition>;
    };
  }
}

// The page the view lives in has Python ready, as the play screen has when a child can press Run:
// the view's sounds are decoded from then on.
performance.mark(RUNNER_READY_EVENT);

const canvas = document.getElementById('game') as HTMLCanvasElement;
let controller: AbortController | null = null;
let runningPlay: Promise<void> = Promise.resolve();
const clock = (): number => window.__gameView?.inspect().clockMs ?? 0;

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
  running: null,
  start(stepMs, events = testEvents) {
    const running: RunningPlay = { seen: [], done: false };
    const abort = new AbortController();
    controller = abort;
    window.__harness.running = running;
    runningPlay = (
      window.__gameView?.play(events, {
        stepMs,
        signal: abort.signal,
        onEvent: (e) => running.seen.push(e.id),
      }) ?? Promise.resolve()
    ).then(() => {
      running.done = true;
    });
  },
  abort() {
    controller?.abort();
  },
  async finish() {
    await runningPlay;
    return window.__harness.running ?? { seen: [], done: true };
  },
  async timedPlay(stepMs, events, speedAt) {
    const view = window.__gameView!;
    const ids: number[] = [];
    const starts: number[] = [];
    const start = clock();
    await view.play(events, {
      stepMs,
      onEvent: (e, i) => {
        ids.push(e.id);
        starts.push(clock());
        if (speedAt && i === speedAt.index) view.setStepMs(speedAt.stepMs);
      },
    });
    return { ids, start, starts, end: clock() };
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

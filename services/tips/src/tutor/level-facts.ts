import type { LevelContent } from '@pylands/content';
import type { GameEvent, Vec2 } from '@pylands/game-engine';

/** What a replay of a program showed (the worker runs it in Pyodide when it can). */
export interface RunFacts {
  events: readonly GameEvent[];
  error?: { message: string; line: number | null; key?: string };
  complete: boolean;
  /** The completion check's own failure (assign, compare). */
  completionError?: { key: string; message: string };
}

/** Everything the built-in tutor knows about one failed run. */
export interface LevelFacts {
  level: LevelContent;
  code: string;
  /** What the play screen reported. */
  error: { message: string | null; key: string | null; line: number | null };
  position: Vec2;
  facing: Vec2;
  /** The learner's run replayed on the server (absent when the worker could not run it). */
  run?: RunFacts;
  /** The reference solution's run: compared with the learner's, never shown. */
  solution?: RunFacts;
}

import type { LevelData } from '@pylands/contracts';
import type { RunResult } from '@pylands/python-runner/browser';
import type { GameView } from '../game';

export interface RunFlowOptions {
  level: LevelData;
  courseId: string;
  gameView: () => GameView | null;
  stepMs?: number;
  /** Called after each run start and end, so the attempt counter can refresh. */
  onAttempt?: () => void;
  /** Called after every event and when the run ends (screen-reader description). */
  onSettled?: () => void;
  /** A run that ended without completing the level (error, time-out, goals not met): the assistant's cue. */
  onFailure?: (failure: { code: string; result: RunResult }) => void;
  /** The screen-reader narration: null when a run starts, its result once its events were shown. */
  onNarrate?: (result: RunResult | null) => void;
  /**
   * Replays someone else's code (the read-only play/{courseId}/{userId}/{levelSlug} view): nothing
   * is sent to the server, no attempt is counted, no completion is recorded or celebrated.
   */
  replayOnly?: boolean;
  /**
   * A level built in the level creator (play/{courseId}/{creatorUserId}/{slug}): no purchase and no
   * course progress. 'creator' when the signed-in creator plays it (Preview): a win is sent as its
   * proof; 'player' for everyone else.
   */
  savedCreative?: 'creator' | 'player';
}

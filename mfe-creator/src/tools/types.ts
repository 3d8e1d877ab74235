import type { CreatorDraft, PlacedItem } from '@pylands/game-engine';

export type ToolMode = 'idle' | 'placing' | 'target' | 'start' | 'speak' | 'build';

export type Cell = { x: number; y: number };

/** What a click on the map places: a collectable from Items, or a command marker from Commands. */
export type ToolChoice =
  { kind: 'item'; type: string } | { kind: 'command'; action: 'speak' | 'build'; xmarkType: string };

export interface ToolState {
  mode: ToolMode;
  choice: ToolChoice | null;
  /** The item being set up (its target, phrase or build), null otherwise. */
  pendingId: string | null;
  /** The item selected in idle mode (Delete/Backspace removes it). */
  selectedId: string | null;
  /** The target cell under consideration while choosing a target. */
  target: Cell | null;
}

export type ToolEvent =
  | { type: 'choose'; choice: ToolChoice }
  /** `point` is the pointer in cell units (x 3.7 is 70 % across column 3). */
  | { type: 'click'; point: Cell }
  | { type: 'move'; point: Cell }
  | { type: 'key'; key: string }
  | { type: 'toggleStart' }
  /** The Items, Commands or Code & Tutorial dialog opened. */
  | { type: 'dialogOpened' }
  | { type: 'speakConfirm'; data: string }
  | { type: 'speakCancel' }
  /** The build dialog's timer (100 ms after placing a build marker with no build data). */
  | { type: 'buildDue' }
  | { type: 'buildConfirm'; buildData: NonNullable<PlacedItem['buildData']> }
  | { type: 'buildCancel' };

export interface ToolContext {
  draft: CreatorDraft;
  /** Map size in cells: placing and targets stay inside. */
  width: number;
  height: number;
  newId: () => string;
}

export interface Step {
  state: ToolState;
  /** The changed draft, when the event changed it. */
  draft?: CreatorDraft;
  /** Open the build dialog after the delay (§4: 100 ms). */
  buildDialogDue?: boolean;
}

/** One mode's reactions; events it does not handle fall to the shared ones in machine.ts. */
export type StateHandler = (state: ToolState, event: ToolEvent, ctx: ToolContext) => Step | undefined;

export const IDLE: ToolState = {
  mode: 'idle',
  choice: null,
  pendingId: null,
  selectedId: null,
  target: null,
};

import { ChoosingTarget } from './states/ChoosingTarget';
import { BuildSetup } from './states/BuildSetup';
import { Idle } from './states/Idle';
import { Placing } from './states/Placing';
import { SettingStart } from './states/SettingStart';
import { SpeakSetup } from './states/SpeakSetup';
import {
  IDLE,
  type StateHandler,
  type Step,
  type ToolContext,
  type ToolEvent,
  type ToolMode,
  type ToolState,
} from './types';

const STATES: Record<ToolMode, StateHandler> = {
  idle: Idle,
  placing: Placing,
  target: ChoosingTarget,
  start: SettingStart,
  speak: SpeakSetup,
  build: BuildSetup,
};

/** Modes a dialog of their own holds: the map and the other tools wait until it closes. */
const MODAL: readonly ToolMode[] = ['speak', 'build'];

/** Events every mode shares (§4 "Creator transitions"), after the mode's own handler passed. */
function shared(state: ToolState, event: ToolEvent): Step {
  if (MODAL.includes(state.mode)) return { state };
  switch (event.type) {
    case 'choose':
      return { state: { ...IDLE, mode: 'placing', choice: event.choice } };
    case 'toggleStart':
      // Setting the start cancels item and target setting; toggling again leaves the mode.
      return { state: state.mode === 'start' ? IDLE : { ...IDLE, mode: 'start' } };
    case 'dialogOpened':
      // Opening Items, Commands or Code & Tutorial cancels target-setting (the item keeps no target).
      return { state: state.mode === 'target' ? IDLE : state };
    case 'key':
      // Escape cancels player-start, item and target placement.
      return { state: event.key === 'Escape' && state.mode !== 'idle' ? IDLE : state };
    default:
      return { state };
  }
}

export function transition(state: ToolState, event: ToolEvent, ctx: ToolContext): Step {
  return STATES[state.mode](state, event, ctx) ?? shared(state, event);
}

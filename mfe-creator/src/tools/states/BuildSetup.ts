import { removeItem, updateItem } from '../draft-edits';
import type { StateHandler } from '../types';

/**
 * The build dialog is open over target-setting: confirming stores the structure and cost and goes
 * back to choosing the target; cancelling removes the marker (a build without a structure has no goal).
 */
export const BuildSetup: StateHandler = (state, event, ctx) => {
  if (event.type === 'buildConfirm') {
    return {
      state: { ...state, mode: 'target' },
      draft: updateItem(ctx.draft, state.pendingId, { buildData: event.buildData }),
    };
  }
  if (event.type === 'buildCancel') {
    return {
      state: { ...state, mode: 'placing', pendingId: null, target: null },
      draft: removeItem(ctx.draft, state.pendingId),
    };
  }
  return undefined;
};

import { removeItem, updateItem } from '../draft-edits';
import type { StateHandler } from '../types';

/** The speak dialog is open: confirming stores the phrase, cancelling removes the placed marker (§4). */
export const SpeakSetup: StateHandler = (state, event, ctx) => {
  // Set up or dropped: back to idle, where a click on a placed item selects it (doc 1 §2).
  const back = { ...state, mode: 'idle' as const, choice: null, pendingId: null };
  if (event.type === 'speakConfirm')
    return { state: back, draft: updateItem(ctx.draft, state.pendingId, { data: event.data }) };
  if (event.type === 'speakCancel' || (event.type === 'key' && event.key === 'Escape')) {
    return { state: back, draft: removeItem(ctx.draft, state.pendingId) };
  }
  return undefined;
};

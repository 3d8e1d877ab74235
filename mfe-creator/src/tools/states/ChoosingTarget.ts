import { nearestNeighbour } from '../cells';
import { findItem, updateItem } from '../draft-edits';
import type { StateHandler } from '../types';

/** The placed item's target: the neighbour nearest the pointer is shown; a click confirms it. */
export const ChoosingTarget: StateHandler = (state, event, ctx) => {
  const item = findItem(ctx.draft, state.pendingId);
  if (!item) return { state: { ...state, mode: 'placing', pendingId: null, target: null } };
  if (event.type === 'move') {
    return {
      state: { ...state, target: nearestNeighbour(item.position, event.point, ctx.width, ctx.height) },
    };
  }
  if (event.type === 'click') {
    const target = nearestNeighbour(item.position, event.point, ctx.width, ctx.height);
    if (!target) return { state };
    // Placed and set up: back to idle, where a click on a placed item selects it (doc 1 §2).
    return {
      state: { ...state, mode: 'idle', choice: null, pendingId: null, target: null },
      draft: updateItem(ctx.draft, item.id, { targetPosition: target }),
    };
  }
  if (event.type === 'buildDue' && item.action === 'build' && !item.buildData) {
    return { state: { ...state, mode: 'build' } };
  }
  return undefined;
};

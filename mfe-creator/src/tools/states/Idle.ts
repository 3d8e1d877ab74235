import { cellAt, itemsAt } from '../cells';
import { removeItem } from '../draft-edits';
import type { StateHandler } from '../types';

/** Nothing to place: a click selects the item on top of the cell; Delete or Backspace removes it. */
export const Idle: StateHandler = (state, event, ctx) => {
  if (event.type === 'click') {
    const here = itemsAt(ctx.draft.items, cellAt(event.point));
    return { state: { ...state, selectedId: here.at(-1)?.id ?? null } };
  }
  if (event.type === 'key' && (event.key === 'Delete' || event.key === 'Backspace') && state.selectedId) {
    return { state: { ...state, selectedId: null }, draft: removeItem(ctx.draft, state.selectedId) };
  }
  if (event.type === 'key' && event.key === 'Escape') return { state: { ...state, selectedId: null } };
  return undefined;
};

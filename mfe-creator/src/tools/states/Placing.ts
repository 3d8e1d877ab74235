import type { PlacedItem } from '@pylands/game-engine';
import { cellAt, inside, nearestNeighbour } from '../cells';
import { addItem } from '../draft-edits';
import type { StateHandler, ToolChoice } from '../types';

function newItem(choice: ToolChoice, id: string, position: PlacedItem['position']): PlacedItem {
  if (choice.kind === 'item')
    return { id, sprite: choice.type, type: choice.type, action: 'collect', position };
  return {
    id,
    sprite: choice.xmarkType,
    type: choice.xmarkType,
    xmarkType: choice.xmarkType,
    action: choice.action,
    position,
  };
}

/**
 * A chosen item or command follows the pointer; a click places it on the cell. A speak marker then
 * asks for its phrase; anything else asks for its target, and a build marker with no build data
 * opens the build dialog after 100 ms (§4).
 */
export const Placing: StateHandler = (state, event, ctx) => {
  if (event.type !== 'click' || !state.choice) return undefined;
  const cell = cellAt(event.point);
  if (!inside(cell, ctx.width, ctx.height)) return { state };
  const item = newItem(state.choice, ctx.newId(), cell);
  const draft = addItem(ctx.draft, item);
  const pending = { ...state, pendingId: item.id, selectedId: null };
  if (item.action === 'speak') return { state: { ...pending, mode: 'speak' }, draft };
  const target = nearestNeighbour(cell, event.point, ctx.width, ctx.height);
  return {
    state: { ...pending, mode: 'target', target },
    draft,
    buildDialogDue: item.action === 'build' && !item.buildData,
  };
};

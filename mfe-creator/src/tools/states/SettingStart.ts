import { cellAt, inside } from '../cells';
import { IDLE, type StateHandler } from '../types';

/** Set Player Start: a click on the map moves the start there and ends the mode (§4). */
export const SettingStart: StateHandler = (state, event, ctx) => {
  if (event.type !== 'click') return undefined;
  const cell = cellAt(event.point);
  if (!inside(cell, ctx.width, ctx.height)) return { state };
  return { state: IDLE, draft: { ...ctx.draft, start: [cell.x, cell.y] } };
};

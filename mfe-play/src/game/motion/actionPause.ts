import type { GameEvent } from '@pylands/game-engine';
import { speedFactor } from './timing';

/** Action pauses at Normal speed, doc 2 §9. */
export const ACTION_PAUSES_MS = {
  build: 500,
  /** "grain adds 1500": building a grain stack takes 500 + 1500. */
  buildGrainExtra: 1500,
  collect: 500,
  collectWater: 2500,
  plant: 500,
  water: 3000,
  /**
   * "open chest 1500 and 700": read as two pauses, the lid opening (1500) then a look inside
   * (700). Ovens have a lid too and open like chests; doors and gates swing open in 150.
   */
  openChest: [1500, 700],
  door: 150,
  closeChest: 750,
  combine: 500,
} as const;

const LIDDED = /chest|oven/i;
const HINGED = /door|gate/i;

const firstText = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** The kind of thing an open/close event acted on: from its changes, else from its argument. */
function openedType(event: Pick<GameEvent, 'args' | 'changes'>): string {
  return event.changes?.find((c) => c.itemType)?.itemType ?? firstText(event.args[0]);
}

/**
 * The pauses (ms at Normal speed) an action holds after it starts, in order; [] when the spec
 * gives none (the caller then keeps its own short action time).
 */
export function actionPausesMs(event: Pick<GameEvent, 'command' | 'args' | 'changes'>): number[] {
  const p = ACTION_PAUSES_MS;
  switch (event.command) {
    case 'build':
      return firstText(event.args[0]).startsWith('grain') ? [p.build + p.buildGrainExtra] : [p.build];
    case 'collect':
      return [firstText(event.args[0]) === 'water' ? p.collectWater : p.collect];
    case 'plant':
      return [p.plant];
    case 'water':
      return [p.water];
    case 'combine':
      return [p.combine];
    case 'open': {
      const type = openedType(event);
      if (HINGED.test(type)) return [p.door];
      return LIDDED.test(type) ? [...p.openChest] : [p.openChest[1]];
    }
    case 'close':
      return [HINGED.test(openedType(event)) ? p.door : p.closeChest];
    default:
      return [];
  }
}

/** Speed factor = base duration / chosen step duration (doc 2 §9): pauses shrink with it. */
export function scaleToSpeed(ms: number, stepMs: number): number {
  return ms / speedFactor(stepMs);
}

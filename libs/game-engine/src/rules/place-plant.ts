import { facedCell } from '../geometry/vec';
import { isFillable, sameType } from '../objects/object-kinds';
import { fail, isFailure, type RuleFailure, type WorldState } from '../world/world-state';
import { goalName, isRecord, pick, placedGoals, type Rule } from './rule';

/** What the learner asked to put down: a name and, when given, how many. */
interface Request {
  name: string;
  amount?: number;
}

/**
 * place(name[, amount]) or place(dictionary, key): puts collected items on the faced tray, shelf,
 * rack or flag (it fills), or on the ground.
 */
export const place: Rule = (world, args) => {
  const request = readPlace(args);
  if (isFailure(request)) return request;
  return putDown(world, request, 'place');
};

/** plant(dictionary, key): plants dictionary[key] seeds of the key's kind; the crop appears. */
export const plant: Rule = (world, args) => {
  const request = readDictionary(args, 'plant.object', 'plant.number');
  if (isFailure(request)) return request;
  return putDown(world, request, 'plant');
};

function readPlace(args: readonly unknown[]): Request | RuleFailure {
  if (isRecord(args[0])) return readDictionary(args, 'place.data', 'place.number');
  const [name, amount] = args;
  if (typeof name !== 'string' || !name.trim()) return fail('place.data');
  if (amount === undefined || amount === null) return { name };
  if (typeof amount !== 'number') return fail('place.number');
  return { name, amount };
}

function readDictionary(
  args: readonly unknown[],
  objectKey: string,
  numberKey: string,
): Request | RuleFailure {
  const [dictionary, key] = args;
  if (
    !isRecord(dictionary) ||
    typeof key !== 'string' ||
    !Object.prototype.hasOwnProperty.call(dictionary, key)
  ) {
    return fail(objectKey);
  }
  const amount = dictionary[key];
  if (typeof amount !== 'number') return fail(numberKey);
  return { name: key, amount };
}

/**
 * §5 "Place and plant": data must match a goal at that position (string error); a numeric
 * argument must equal the inventory count (number error); the inventory count must equal the
 * goal's cost amount (collect error). The items leave the inventory.
 */
function putDown(world: WorldState, request: Request, action: 'place' | 'plant'): RuleFailure | void {
  const placed = placedGoals(world, action);
  if (isFailure(placed)) return placed;
  const state = pick(placed, (s) => sameType(goalName(s), request.name));
  if (!state) return fail(`${action}.string`);

  const type = state.goal.cost?.type ?? request.name;
  const have = world.inventory.count(type);
  if (request.amount !== undefined && request.amount !== have) return fail(`${action}.number`);
  const needed = state.goal.cost?.amount;
  if (have === 0 || (needed !== undefined && have !== needed)) return fail(`${action}.collect`);
  world.inventory.remove(type, have);

  const target = state.goal.targetPosition ?? facedCell(world.player);
  const holders = action === 'place' ? world.objects.at(target).filter((o) => isFillable(o.item.type)) : [];
  for (const holder of holders) {
    holder.state = 'filled';
    world.record(holder, 'filled');
  }
  if (holders.length === 0)
    world.reveal([], { action, type: request.name, position: [target[0], target[1]] });
  world.goals.score(state);
}

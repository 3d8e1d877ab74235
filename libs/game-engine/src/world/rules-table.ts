import type { CommandName } from '../types';
import type { Rule } from '../rules/rule';
import { moveForward, turnLeft, turnRight } from '../rules/movement';
import { collect } from '../rules/collect';
import { build } from '../rules/build';
import { close, open } from '../rules/open-close';
import { water } from '../rules/water';
import { place, plant } from '../rules/place-plant';
import { combine } from '../rules/combine';
import { display, question, read, speak, write } from '../rules/talk';
import { push } from '../rules/push';

/** Which rule runs each command. */
export const RULES: Record<CommandName, Rule> = {
  move_forward: moveForward,
  turn_left: turnLeft,
  turn_right: turnRight,
  push,
  build,
  speak,
  water,
  collect,
  open,
  close,
  place,
  plant,
  combine,
  write,
  read,
  question,
  display,
};

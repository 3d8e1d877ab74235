/**
 * The error message catalogue (document 2, §8). Keys are the spec's message keys; the English
 * texts are the spec's where it gives them and plain, friendly English (ages 7–16) elsewhere.
 * `{name}`-style placeholders are filled by `formatMessage`.
 */
const TEXTS = {
  'game.error': 'Unexpected game error',

  // The code editor's message (doc 2 §8), also the server's refusal of a completion over the limit.
  'code.maxLines':
    'You have exceeded the maximum number of lines of code allowed. Only {maxLines} lines of code are allowed. Please try again.',

  'move.wall':
    'Wrong way, you bumped into a wall. Use turn_left() or turn_right() to face an open path, then move_forward() again.',
  'move.steps': 'move_forward() needs a whole number of steps, like move_forward(3).',

  'push.position': 'There is nothing to push here. Stand next to a rock and face it, then push().',
  'push.collision': 'You can not push the object further in this direction.',

  'xmark.position': 'You are not standing on the X mark. Walk onto the X mark first.',

  'build.position': 'You can not build here. Stand on the X mark and face the place where you want to build.',
  'build.data': 'That is not the right thing to build here. Check the name of the building in the guide.',
  'build.log': 'You need {amount} logs to build this. Collect more logs first.',
  'build.plank': 'You need {amount} planks to build this. Collect more planks first.',
  'build.grain': 'You need {amount} grain to build this. Collect more grain first.',
  'build.stone': 'You need {amount} stones to build this. Collect more stones first.',
  'build.cost': 'You need {amount} {type} to build this. Collect more {type} first.',

  'open.position':
    'There is nothing to open here. Stand in the right place and face the door, gate, chest or oven.',
  'open.already': 'This is already open.',
  'open.error': 'Unexpected game error 111',
  'close.position':
    'There is nothing to close here. Stand in the right place and face the door, gate, chest or oven.',
  'close.already': 'This is already closed.',

  'collect.object.data':
    'That is not the right thing to collect. Check the name of the item you want to pick up.',
  'collect.object.position': 'There is nothing to collect here. Walk onto the item first.',
  'collect.water.data': 'You can only collect water here. Try collect("water").',
  'collect.water.position': 'There is no water here. Go to the water and face it to fill your canteen.',

  'water.position':
    'You can not water here. Stand in the right place and face the soil, tray, crop or barrel.',
  'water.data': 'That is not the right thing to water here. Check the guide for what needs water.',
  'water.canteen':
    'Your canteen does not have enough water. Pick up the canteen or fill it with water first.',
  'water.cost': 'You need more {type} to water this. Collect more {type} first.',

  'place.data': 'place() needs the name of the item, like place("apple", 3).',
  'place.position': 'You can not place anything here. Stand in the right place and face the spot.',
  'place.number': 'That number is not right. It must be the number of items you have collected.',
  'place.string': 'That is not the right item to place here. Check the name of the item.',
  'place.collect': 'You do not have the right number of items to place. Collect the items first.',

  'plant.object': 'plant() needs a dictionary and a key, like plant(seeds, "carrot").',
  'plant.position': 'You can not plant here. Stand in the right place and face the soil.',
  'plant.number':
    'That number is not right. The number in the dictionary must be the number of seeds you have.',
  'plant.string': 'That is not the right seed to plant here. Check the key you used.',
  'plant.collect': 'You do not have the right number of seeds to plant. Collect the seeds first.',

  'combine.position': 'You can not combine here. Stand in the right place and face the table.',
  'combine.data': 'That is not the right list of things to combine. Check the recipe.',
  'combine.collect': 'You do not have enough items to combine. Collect all the items in the recipe first.',

  'display.position': 'There is nothing to show the message on here. Stand on the X mark and face the board.',
  'display.wrongMessage': 'That is not the right message to display. Check the text you used.',

  'question.position': 'You can not ask a question here. Stand on the X mark first.',
  'question.wrongMessage': 'That is not the right question. Check the text you used.',
  'question.data': 'question() needs some text to ask, like question("Are you ready?").',

  'read.position': 'There is nothing to read here. Stand on the X mark and face the sign.',

  'speak.position': 'You can not speak here. Stand on the X mark first.',
  'speak.wrongPhrase': 'That is not the right phrase. Check the words you used.',
  'speak.data': 'speak() needs some text to say, like speak("Hello").',

  'write.position': 'You can not write here. Stand on the X mark first.',
  'write.wrongMessage': 'That is not the right message to write. Check the text you used.',
  'write.data': 'write() needs some text to write, like write("Hello").',

  assign: 'The value of {name} is not equal to the variable value required in the level.',
  compare:
    'The value of {name} is not equal to the expected value. Please check if you removed proper items.',
} as const;

export type MessageKey = keyof typeof TEXTS;

export const MESSAGE_TEXTS: Readonly<Record<MessageKey, string>> = TEXTS;

export type MessageParams = Record<string, string | number>;

/** The English text for a key with `{placeholder}`s filled; an unknown key gives the default error. */
export function formatMessage(key: string, params: MessageParams = {}): string {
  const template: string = isMessageKey(key) ? MESSAGE_TEXTS[key] : MESSAGE_TEXTS['game.error'];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGE_TEXTS, key);
}

import { randomInt } from 'node:crypto';

const ADJECTIVES = [
  'Brave',
  'Bright',
  'Clever',
  'Curious',
  'Daring',
  'Eager',
  'Gentle',
  'Happy',
  'Jolly',
  'Kind',
  'Lucky',
  'Mighty',
  'Nimble',
  'Quick',
  'Quiet',
  'Sunny',
  'Swift',
  'Witty',
  'Wise',
  'Zesty',
];
const ANIMALS = [
  'Badger',
  'Bear',
  'Beaver',
  'Dolphin',
  'Eagle',
  'Falcon',
  'Fox',
  'Gecko',
  'Hedgehog',
  'Koala',
  'Lion',
  'Lynx',
  'Otter',
  'Owl',
  'Panda',
  'Penguin',
  'Rabbit',
  'Robin',
  'Tiger',
  'Turtle',
];

/** A friendly student username such as "BraveOtter42" (matches STUDENT_USERNAME_PATTERN). */
export function randomUsername(): string {
  return `${ADJECTIVES[randomInt(ADJECTIVES.length)]}${ANIMALS[randomInt(ANIMALS.length)]}${randomInt(10, 100)}`;
}

/**
 * The error message catalogue (document 2, §8): the engine's message keys and their params. The
 * texts live in the locale files (one source), as `game.<key>` with i18next `{{placeholders}}`:
 * screens translate the key with its params; English, for servers (logs, API messages) and the
 * Python exception a rule raises, comes from `shared-ui/locales/en.json`.
 */
import type { GameError } from './types';

export const MESSAGE_KEYS = [
  'game.error',
  // The code editor's message (doc 2 §8), also the server's refusal of a completion over the limit.
  'code.maxLines',
  'move.wall',
  'move.steps',
  'push.position',
  'push.collision',
  'xmark.position',
  'build.position',
  'build.data',
  'build.log',
  'build.plank',
  'build.grain',
  'build.stone',
  'build.cost',
  'open.position',
  'open.already',
  'open.error',
  'close.position',
  'close.already',
  'collect.object.data',
  'collect.object.position',
  'collect.water.data',
  'collect.water.position',
  'water.position',
  'water.data',
  'water.canteen',
  'water.cost',
  'place.data',
  'place.position',
  'place.number',
  'place.string',
  'place.collect',
  'plant.object',
  'plant.position',
  'plant.number',
  'plant.string',
  'plant.collect',
  'combine.position',
  'combine.data',
  'combine.collect',
  'display.position',
  'display.wrongMessage',
  'question.position',
  'question.wrongMessage',
  'question.data',
  'read.position',
  'speak.position',
  'speak.wrongPhrase',
  'speak.data',
  'write.position',
  'write.wrongMessage',
  'write.data',
  'assign',
  'compare',
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];

export type MessageParams = Record<string, string | number>;

/** The locale key of an engine message key (`move.wall` → `game.move.wall`). */
export const messageLocaleKey = (key: string): string => `game.${key}`;

/*
 * A plain require, not an import: the file sits outside this package's rootDir, so tsc leaves it
 * to run time. libs/game-engine/src and libs/game-engine/dist are at the same depth, so the path
 * holds for Jest, Node and the bundlers (which keep only the `game.` keys, see webpack.shared.js).
 */
declare const require: (path: string) => unknown; // the engine has no Node types in the browser builds
const ENGLISH = require('../../../shared-ui/locales/en.json') as Readonly<Record<string, string>>;

/** English for every key, from the locale file. */
export const MESSAGE_TEXTS: Readonly<Record<MessageKey, string>> = Object.fromEntries(
  MESSAGE_KEYS.map((key) => [key, ENGLISH[messageLocaleKey(key)] ?? key]),
) as Record<MessageKey, string>;

/**
 * The English text for a key with its `{{placeholder}}`s filled (i18next's syntax, as the screens
 * render it); an unknown key gives the default error.
 */
export function formatMessage(key: string, params: MessageParams = {}): string {
  return fillText(isMessageKey(key) ? MESSAGE_TEXTS[key] : MESSAGE_TEXTS['game.error'], params);
}

/** A locale text's `{{placeholders}}` filled from params (i18next's syntax); unknown ones stay. */
export function fillText(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** A rule's failure as the engine reports it: key, params (when any) and the English text. */
export function gameError(key: string, params?: MessageParams): GameError {
  const message = formatMessage(key, params);
  return params && Object.keys(params).length > 0 ? { key, params, message } : { key, message };
}

export function isMessageKey(key: string): key is MessageKey {
  return (MESSAGE_KEYS as readonly string[]).includes(key);
}

import i18next from 'i18next';
import type { GameEvent } from '@pylands/game-engine';
import en from '../../../shared-ui/locales/en.json';
import { MAX_ACTION_LINES, narrationOf, type NarrationLine, type RunOutcome } from './narrate';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { translation: en } },
  keySeparator: false,
  initAsync: false,
});

/** The English a screen reader would read for these lines. */
function english(lines: NarrationLine[]): string {
  return lines
    .map((line) => {
      const message = line.rule && i18n.t(`game.${line.rule.key}`, { defaultValue: line.rule.message });
      const text = i18n.t(line.key, { ...line.values, message });
      expect(text).not.toBe(line.key); // every key exists in en.json
      return text;
    })
    .join(' ');
}

let nextId = 0;
function event(command: GameEvent['command'], extra: Partial<GameEvent> = {}): GameEvent {
  const at = { position: [0, 0], direction: 'up' } as unknown as GameEvent['from'];
  return { id: nextId++, command, args: [], line: 1, from: at, to: at, goals: [], inventory: [], ...extra };
}
const move = (steps: number) =>
  event('move_forward', { args: [steps], path: Array.from({ length: steps }, (_, i) => [0, i + 1]) });
const complete: RunOutcome = { kind: 'complete' };

describe('narrationOf', () => {
  it('merges consecutive moves and pick-ups, then says the level is complete', () => {
    const events = [move(2), move(1), event('turn_left'), event('collect'), event('collect'), move(1)];
    expect(english(narrationOf(events, complete))).toBe(
      'Moved 3 steps. Turned left. Picked up 2 things. Moved 1 step. Level complete! Well done!',
    );
  });

  it('names other commands and a move into a wall', () => {
    const events = [event('open'), event('move_forward', { args: [1], blocked: true }), event('turn_right')];
    expect(english(narrationOf(events, { kind: 'not-yet' }))).toBe(
      'Used open(). Bumped into something and stepped back. Turned right. The program ended, but the goals are not done yet.',
    );
  });

  it('says a long program in a few sentences and counts the rest', () => {
    const events = Array.from({ length: 20 }, (_, i) => event(i % 2 ? 'turn_left' : 'turn_right'));
    const lines = narrationOf(events, complete);
    expect(lines).toHaveLength(MAX_ACTION_LINES + 2);
    expect(english(lines.slice(-2))).toBe('And 14 more actions. Level complete! Well done!');
  });

  it('tells a game rule error in the rule’s own words, without the failed event', () => {
    const wall = { key: 'move.wall', message: 'Wrong way, you bumped into a wall.' };
    const events = [move(2), event('move_forward', { args: [1], error: wall })];
    const text = english(narrationOf(events, { kind: 'rule-error', rule: wall }));
    expect(text).toMatch(/^Moved 2 steps\. Stopped: Wrong way, you bumped into a wall/);
  });

  it('tells a Python error by its line, a time-out, and a run that did nothing', () => {
    expect(english(narrationOf([], { kind: 'python-error', line: 3 }))).toBe(
      'The character did nothing. Stopped: there is an error on line 3.',
    );
    expect(english(narrationOf([move(1)], { kind: 'python-error', line: null }))).toBe(
      'Moved 1 step. Stopped: there is an error in the code.',
    );
    expect(english(narrationOf([move(1)], { kind: 'timeout' }))).toBe(
      'Moved 1 step. Stopped: the program ran for too long.',
    );
  });

  it('says nothing about the end of a run the child stopped', () => {
    expect(english(narrationOf([move(1)], { kind: 'stopped' }))).toBe('Moved 1 step.');
  });
});

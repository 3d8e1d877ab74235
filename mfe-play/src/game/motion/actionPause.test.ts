import type { GameEvent } from '@pylands/game-engine';
import { actionPausesMs, scaleToSpeed } from './actionPause';

type Ev = Pick<GameEvent, 'command' | 'args' | 'changes'>;
const ev = (command: GameEvent['command'], args: unknown[] = [], changes?: GameEvent['changes']): Ev => ({
  command,
  args,
  changes,
});
const total = (e: Ev): number => actionPausesMs(e).reduce((a, b) => a + b, 0);

describe('action pauses (doc 2 §9)', () => {
  it('holds each action for its spec time at Normal speed', () => {
    expect(total(ev('build', ['bridge']))).toBe(500);
    expect(total(ev('build', ['Grain']))).toBe(2000);
    expect(total(ev('collect', ['apple']))).toBe(500);
    expect(total(ev('collect', ['water']))).toBe(2500);
    expect(total(ev('plant', [{}, 'carrot']))).toBe(500);
    expect(total(ev('water'))).toBe(3000);
    expect(total(ev('combine', ['grape_juice']))).toBe(500);
  });

  it('opens a chest slowly in two pauses and a door quickly', () => {
    expect(actionPausesMs(ev('open', [], [{ itemIndex: 2, kind: 'opened', itemType: 'chest' }]))).toEqual([
      1500, 700,
    ]);
    expect(total(ev('open', ['door']))).toBe(150);
    expect(total(ev('close', [], [{ itemIndex: 1, kind: 'closed', itemType: 'gate_wood' }]))).toBe(150);
    expect(total(ev('close', ['chest']))).toBe(750);
  });

  it('has no pause for walking and turning', () => {
    expect(actionPausesMs(ev('move_forward', [3]))).toEqual([]);
    expect(actionPausesMs(ev('turn_left'))).toEqual([]);
  });

  it('scales by the speed factor: Fast halves, Turbo quarters', () => {
    expect(scaleToSpeed(3000, 250)).toBe(3000);
    expect(scaleToSpeed(3000, 125)).toBe(1500);
    expect(scaleToSpeed(500, 62.5)).toBe(125);
  });
});

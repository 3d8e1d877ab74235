import type { GameEvent } from '@pylands/game-engine';
import { actionSound } from './eventSounds';
import { soundUrl, soundVolume } from './soundNames';

const event = (over: Partial<GameEvent>): Pick<GameEvent, 'command' | 'args' | 'error' | 'blocked'> => ({
  command: 'move_forward',
  args: [],
  ...over,
});

describe('actionSound', () => {
  it('gives walls and every other error the bump sound', () => {
    expect(actionSound(event({ blocked: true, error: { key: 'move.wall', message: '' } }))).toBe('bump');
    expect(actionSound(event({ command: 'open', error: { key: 'open.position', message: '' } }))).toBe(
      'bump',
    );
  });

  it('picks the sound of each action', () => {
    expect(actionSound(event({ command: 'collect', args: ['apple'] }))).toBe('pop');
    expect(actionSound(event({ command: 'collect', args: ['Water'] }))).toBe('pour');
    expect(actionSound(event({ command: 'water' }))).toBe('pour');
    expect(actionSound(event({ command: 'close', args: ['door'] }))).toBe('creak');
    expect(actionSound(event({ command: 'build', args: ['bridge'] }))).toBe('hammer');
    expect(actionSound(event({ command: 'speak', args: ['hi'] }))).toBe('blip');
  });

  it('leaves plain walking and turning to the footsteps', () => {
    expect(actionSound(event({ command: 'move_forward', args: [2] }))).toBeNull();
    expect(actionSound(event({ command: 'turn_left' }))).toBeNull();
  });
});

describe('sound files', () => {
  it('play at 0.75, the water pour at 0.5, from /sounds under the assets base', () => {
    expect(soundVolume('pop')).toBe(0.75);
    expect(soundVolume('pour')).toBe(0.5);
    expect(soundUrl('/assets/', 'jingle')).toBe('/assets/sounds/jingle.wav');
  });
});

import fs from 'fs';
import path from 'path';
import {
  BUILD_STRUCTURES,
  COLLECTABLES,
  XMARK_STYLES,
  buildCostAmount,
  canConfirmBuild,
  canConfirmSpeak,
  speakData,
} from './catalogue';
import { isBuildable } from '../catalog/recipes';

const SPRITES = path.join(__dirname, '../../../content/assets/sprites/items');

describe('the creator catalogue', () => {
  it('has a sprite for every collectable, X mark and structure', () => {
    const names = [
      ...Object.values(COLLECTABLES).flat(),
      ...XMARK_STYLES,
      ...BUILD_STRUCTURES.map((s) => s.buildType),
    ];
    const missing = names.filter((n) => !fs.existsSync(path.join(SPRITES, `${n}.png`)));
    expect(missing).toEqual([]);
  });

  it('lets a player build every structure with the call it names', () => {
    for (const s of BUILD_STRUCTURES) {
      expect(isBuildable(s.call)).toBe(true);
      expect(s.buildType.startsWith(s.call)).toBe(true);
    }
  });
});

describe('build and speak dialog rules', () => {
  it('keeps the cost amount at least 1; text that is not a number becomes 1', () => {
    expect(buildCostAmount('7')).toBe(7);
    expect(buildCostAmount('0')).toBe(1);
    expect(buildCostAmount('-3')).toBe(1);
    expect(buildCostAmount('lots')).toBe(1);
  });

  it('confirms a build only with a structure, a positive amount and a resource', () => {
    expect(canConfirmBuild({ buildType: 'bridge', amount: 4, type: 'log' })).toBe(true);
    expect(canConfirmBuild({ buildType: '', amount: 4, type: 'log' })).toBe(false);
    expect(canConfirmBuild({ buildType: 'bridge', amount: 0, type: 'log' })).toBe(false);
    expect(canConfirmBuild({ buildType: 'bridge', amount: 4, type: '' })).toBe(false);
  });

  it('confirms speak with a phrase that is not blank, or with any text allowed', () => {
    expect(canConfirmSpeak({ allowAnyText: false, requiredPhrase: '   ' })).toBe(false);
    expect(canConfirmSpeak({ allowAnyText: false, requiredPhrase: ' Hi ' })).toBe(true);
    expect(canConfirmSpeak({ allowAnyText: true, requiredPhrase: '' })).toBe(true);
    expect(speakData({ allowAnyText: false, requiredPhrase: ' Hi ' }, '*')).toBe('Hi');
    expect(speakData({ allowAnyText: true, requiredPhrase: 'Hi' }, '*')).toBe('*');
  });
});

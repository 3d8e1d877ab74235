import { gameError, lineLimitFailure } from '@pylands/game-engine';
import { fixtureTranslator } from '../../../shared-ui/src/testing/translator.fixture';
import { gameMessageText } from './game-message';

/** English from the real locale file; German from a fixture (the translations land later). */
const translator = (language: string) =>
  fixtureTranslator(language, { de: { 'game.build.log': 'Du brauchst {{amount}} Baumstämme.' } });

describe('gameMessageText', () => {
  it("shows a rule's message in the child's language with its params filled", () => {
    expect(gameMessageText(translator('de'), gameError('build.log', { amount: 4 }))).toBe(
      'Du brauchst 4 Baumstämme.',
    );
  });

  it('falls back to English (en.json) for a message their language lacks', () => {
    const limit = lineLimitFailure('a = 1\nb = 2\nc = 3', 2)!;
    expect(gameMessageText(translator('de'), limit)).toBe(
      'You have exceeded the maximum number of lines of code allowed. Only 2 lines of code are allowed. Please try again.',
    );
  });

  it("shows the engine's own text for a key no locale file has (an engine fault)", () => {
    const fault = { key: 'engine', message: 'Error: the world broke' };
    expect(gameMessageText(translator('de'), fault)).toBe('Error: the world broke');
  });
});

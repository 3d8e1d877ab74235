import { getLevel } from '@pylands/content';
import { ALIAS_LANGUAGES, COMMAND_ALIASES, COMMAND_NAMES, type AliasLanguage } from '@pylands/game-engine';
import { useWarmRunner } from '../testing/warm-runner';

// The robot's commands in the child's language, run by real Pyodide exactly as the server's replay
// runs them: the same player module, so a run verified here is verified there.
const runner = useWarmRunner();

const COMMAND_CALL = new RegExp(`\\b(${COMMAND_NAMES.join('|')})\\(`, 'g');

/** The reference solution with every command call written in the language. */
function inLanguage(code: string, language: AliasLanguage): string {
  return code.replace(
    COMMAND_CALL,
    (_call, name: keyof (typeof COMMAND_ALIASES)['es']) => `${COMMAND_ALIASES[language][name]}(`,
  );
}

function contentLevel(slug: string) {
  const level = getLevel('python', slug);
  if (!level) throw new Error(`content level ${slug} is missing`);
  return level;
}

// Between them these solutions call move, both turns, open, collect, water, build, read, write,
// question and speak (popups answered as the level's own solution answers them).
const LEVELS = ['conditions-level6', 'functions-level6', 'functions-level3'];

describe.each(ALIAS_LANGUAGES)('commands in %s', (language) => {
  it.each(LEVELS)('complete %s written with the language’s command names', async (slug) => {
    const level = contentLevel(slug);
    const code = inLanguage(level.solution, language);
    expect(code).not.toMatch(COMMAND_CALL);
    const result = await runner().run({ code, level, answers: level.solutionAnswers });
    expect(result.error).toBeUndefined();
    expect(result.completion.complete).toBe(true);
  });
});

describe('aliases beside the English names', () => {
  it('lets one program mix English and Spanish, and breaks the same rule under either name', async () => {
    const level = contentLevel('intro-level1');
    const mixed = await runner().run({ code: 'from player import *\navanzar(2)\nmove_forward(2)\n', level });
    expect(mixed.completion.complete).toBe(true);

    const wall = await runner().run({ code: 'from player import *\ngirar_izquierda()\navanzar(3)\n', level });
    expect(wall.completion.complete).toBe(false);
    expect(wall.error?.key).toBe('move.wall');
    expect(wall.error?.line).toBe(3);
  });

  it('still names an unknown word as undefined (a misspelt alias is a NameError)', async () => {
    const result = await runner().run({
      code: 'from player import *\navanza(4)\n',
      level: contentLevel('intro-level1'),
    });
    expect(result.completion.complete).toBe(false);
    expect(result.error?.key).toBeFalsy();
    expect(result.error?.message).toContain("name 'avanza' is not defined");
  });
});

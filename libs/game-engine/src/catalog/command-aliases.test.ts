import { COMMAND_NAMES } from './commands';
import { ALIAS_LANGUAGES, COMMAND_ALIASES, allCommandAliases, commandAlias } from './command-aliases';

// Python's keywords and the builtins a child's program may still need: an alias must not hide one.
const PYTHON_RESERVED = new Set([
  ...'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
  ...'abs all any bool dict enumerate filter float input int len list map max min print range reversed round set sorted str sum tuple type zip'.split(
    ' ',
  ),
]);

describe('command aliases', () => {
  it.each(ALIAS_LANGUAGES)(
    '%s names every command, each with its own valid Python identifier',
    (language) => {
      const aliases = COMMAND_ALIASES[language];
      expect(Object.keys(aliases).sort()).toEqual([...COMMAND_NAMES].sort());
      const names = Object.values(aliases);
      expect(new Set(names).size).toBe(names.length);
      for (const alias of names) {
        expect(alias).toMatch(/^[\p{L}_][\p{L}\p{N}_]*$/u);
        // Python compares identifiers after NFKC: the name the child types is the name defined.
        expect(alias.normalize('NFKC')).toBe(alias);
        expect(PYTHON_RESERVED.has(alias)).toBe(false);
        expect((COMMAND_NAMES as readonly string[]).includes(alias)).toBe(false);
      }
    },
  );

  it('gives a word shared by two languages the same command in both (one definition per run)', () => {
    const seen = new Map<string, string>();
    for (const language of ALIAS_LANGUAGES) {
      for (const [command, alias] of Object.entries(COMMAND_ALIASES[language])) {
        expect(`${alias} → ${seen.get(alias) ?? command}`).toBe(`${alias} → ${command}`);
        seen.set(alias, command);
      }
    }
    expect(allCommandAliases().get('avanzar')).toBe('move_forward');
    expect(allCommandAliases().get('construir')).toBe('build');
  });

  it('finds a command in the child language and nothing for a language without aliases', () => {
    expect(commandAlias('move_forward', 'es')).toBe('avanzar');
    expect(commandAlias('turn_left', 'zh')).toBe('左转');
    expect(commandAlias('move_forward', 'ja')).toBeUndefined();
    expect(commandAlias('move_forward', 'en')).toBeUndefined();
  });
});

export type TokenKind = 'keyword' | 'builtin' | 'string' | 'number' | 'comment' | 'plain';
export interface Token {
  kind: TokenKind;
  text: string;
}

const KEYWORDS = new Set(
  'and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield True False None'.split(
    ' ',
  ),
);
const BUILTINS = new Set(
  'print len range str int float list dict set tuple input abs min max sum sorted enumerate zip type round bool'.split(
    ' ',
  ),
);

// Comments, strings (triple or single quoted, with escapes), numbers, words; anything else is plain.
const TOKEN =
  /(#[^\n]*)|("""[\s\S]*?"""|'''[\s\S]*?'''|[rbfu]{0,2}"(?:\\.|[^"\\\n])*"?|[rbfu]{0,2}'(?:\\.|[^'\\\n])*'?)|(\b\d+(?:\.\d+)?\b)|([A-Za-z_]\w*)/g;

/**
 * A small Python highlighter for the quiz's read-only snippets: the play screen's Ace editor is a
 * large editing component, and a snippet of a few lines only needs its words coloured.
 */
export function pythonTokens(code: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  const push = (kind: TokenKind, text: string) => {
    const previous = tokens[tokens.length - 1];
    if (kind === 'plain' && previous?.kind === 'plain') previous.text += text;
    else if (text) tokens.push({ kind, text });
  };
  for (const match of code.matchAll(TOKEN)) {
    push('plain', code.slice(last, match.index));
    const [text, comment, string, number, word] = match;
    if (comment) push('comment', text);
    else if (string) push('string', text);
    else if (number) push('number', text);
    else if (word && KEYWORDS.has(word)) push('keyword', text);
    else if (word && BUILTINS.has(word)) push('builtin', text);
    else push('plain', text);
    last = match.index + text.length;
  }
  push('plain', code.slice(last));
  return tokens;
}

import ts from 'typescript';

/** A user-visible English text written in a component instead of a locale file. */
export interface Literal {
  file: string;
  line: number;
  text: string;
  where: string;
}

/** Attributes a browser shows or reads aloud: their string values must come from `t()`. */
export const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
]);

/** Calls whose string argument lands on screen (browser dialogs). */
const SCREEN_CALLS = new Set(['alert', 'confirm', 'prompt']);

/** Text a child could read: at least one letter (digits, punctuation, symbols and emoji are not words). */
export function hasWords(text: string): boolean {
  return /\p{L}/u.test(text);
}

function stringValue(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  }
  return null;
}

/** String literals that an expression can evaluate to (through ?:, ||, ??, parentheses). */
function possibleStrings(node: ts.Expression): { node: ts.Node; text: string }[] {
  if (ts.isParenthesizedExpression(node)) return possibleStrings(node.expression);
  if (ts.isConditionalExpression(node)) {
    return [...possibleStrings(node.whenTrue), ...possibleStrings(node.whenFalse)];
  }
  if (
    ts.isBinaryExpression(node) &&
    [
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
      ts.SyntaxKind.AmpersandAmpersandToken,
    ].includes(node.operatorToken.kind)
  ) {
    const right = possibleStrings(node.right);
    return node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken
      ? right
      : [...possibleStrings(node.left), ...right];
  }
  const text = stringValue(node);
  return text === null ? [] : [{ node, text }];
}

/** Every literal of one source file: JSX text, text attributes, `{'...'}` children, document.title, alert(). */
export function literalsInSource(file: string, source: string): Literal[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string, where: string) => {
    if (!hasWords(text)) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    if (ignoredLine(source, line)) return;
    found.push({ file, line, text: text.trim().replace(/\s+/g, ' '), where });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (!insideCode(node, sf)) add(node, node.text, 'JSX text');
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const s of possibleStrings(node.expression)) add(s.node, s.text, 'JSX child');
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(sf);
      if (TEXT_ATTRIBUTES.has(name)) {
        const init = node.initializer;
        const values = ts.isJsxExpression(init)
          ? init.expression
            ? possibleStrings(init.expression)
            : []
          : possibleStrings(init as ts.Expression);
        for (const s of values) if (!isLocaleKey(s.text)) add(s.node, s.text, `${name}=`);
      }
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      node.left.getText(sf) === 'document.title'
    ) {
      for (const s of possibleStrings(node.right)) add(s.node, s.text, 'document.title');
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(sf).replace(/^window\./, '');
      if (SCREEN_CALLS.has(callee) && node.arguments[0]) {
        for (const s of possibleStrings(node.arguments[0])) add(s.node, s.text, `${callee}()`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Python shown as code (`<code>build("…")</code>`) is the same in every language. */
function insideCode(node: ts.JsxText, sf: ts.SourceFile): boolean {
  const parent = node.parent;
  return ts.isJsxElement(parent) && CODE_TAGS.has(parent.openingElement.tagName.getText(sf));
}
const CODE_TAGS = new Set(['code', 'kbd', 'pre', 'samp']);

/** Components that take a locale key as `label` (e.g. label="creator.editor.back") translate it themselves. */
export function isLocaleKey(text: string): boolean {
  return /^[a-z][\w-]*(\.[\w-]+)+$/i.test(text);
}

/** `// i18n-ignore: <why>` on the line above (or the same line) keeps a deliberate literal, e.g. Python code. */
function ignoredLine(source: string, line: number): boolean {
  const lines = source.split('\n');
  return [lines[line - 1], lines[line - 2]].some((l) => l !== undefined && /i18n-ignore/.test(l));
}

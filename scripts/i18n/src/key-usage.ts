import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { PLURAL_SUFFIX } from './locale-rules';

/**
 * Keys whose name is only known at run time and not built by a template literal or `'prefix.' + x`
 * in one place (those are found in the sources): each prefix with why.
 */
export const DYNAMIC_KEY_PREFIXES: Record<string, string> = {
  // The engine's message keys (libs/game-engine messages.ts, e.g. "move.wall") travel through run
  // results and API answers and are shown as game.<engine key> (issue 25 context).
  'game.': 'game-engine message keys',
};

/** What the sources say about keys: every whole string, and the patterns of template literals. */
export interface KeyReferences {
  strings: Set<string>;
  patterns: RegExp[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEYISH_HEAD = /^[a-zA-Z][\w-]*(\.[\w-]+)*\.$/;

/** Strings and key-shaped template literals (`creator.item.${type}` -> /^creator\.item\..+$/) of one source. */
export function referencesInSource(file: string, source: string, into: KeyReferences): void {
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) into.strings.add(node.text);
    else if (ts.isTemplateExpression(node) && KEYISH_HEAD.test(node.head.text)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].map(escape);
      into.patterns.push(new RegExp(`^${parts.join('[\\w.-]+')}$`));
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      ts.isStringLiteral(node.left) &&
      KEYISH_HEAD.test(node.left.text)
    ) {
      // 'game.' + key
      into.patterns.push(new RegExp(`^${escape(node.left.text)}[\\w.-]+$`));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

export function referencesIn(files: string[]): KeyReferences {
  const refs: KeyReferences = { strings: new Set(), patterns: [] };
  for (const file of files) referencesInSource(file, fs.readFileSync(file, 'utf8'), refs);
  return refs;
}

/** English keys no source looks up (a plural form counts as used when its base key is). */
export function unusedKeys(keys: string[], refs: KeyReferences): string[] {
  const used = (key: string) =>
    refs.strings.has(key) ||
    Object.keys(DYNAMIC_KEY_PREFIXES).some((p) => key.startsWith(p)) ||
    refs.patterns.some((p) => p.test(key));
  return keys.filter((key) => !used(key) && !used(key.replace(PLURAL_SUFFIX, '')));
}

export const relative = (root: string, file: string) => path.relative(root, file);

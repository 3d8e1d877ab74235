import ts from 'typescript';

/** A left/right CSS property that stays put when he or ar turn the page round. */
export interface PhysicalCss {
  file: string;
  line: number;
  css: string;
}

const PHYSICAL_DECLARATION =
  /(?:^|[\s;{])((?:margin|padding|border)-(?:left|right)(?:-\w+)?|(?:left|right)|border-(?:top|bottom)-(?:left|right)-radius)\s*:|text-align:\s*(?:left|right)\b|float:\s*(?:left|right)\b/;
const PHYSICAL_STYLE_KEY =
  /^(margin|padding|border)(Left|Right)|^(left|right|float)$|^border(Top|Bottom)(Left|Right)Radius$/;

/**
 * Physical left/right CSS in styled-components templates (styled.x`…`, css`…`, createGlobalStyle`…`)
 * and in JSX style objects. Logical properties (inset-inline-start, margin-inline-end, text-align:
 * start) follow the page's direction.
 */
export function physicalCssInSource(file: string, source: string): PhysicalCss[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: PhysicalCss[] = [];
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node)) {
      const t = node.template;
      const pieces = ts.isNoSubstitutionTemplateLiteral(t)
        ? [{ text: t.rawText ?? t.text, pos: t.getStart(sf) }]
        : [t.head, ...t.templateSpans.map((s) => s.literal)].map((p) => ({
            text: p.rawText ?? p.text,
            pos: p.getStart(sf),
          }));
      for (const piece of pieces) {
        piece.text.split('\n').forEach((text, i) => {
          const m = text.match(PHYSICAL_DECLARATION);
          if (m) found.push({ file, line: lineOf(piece.pos) + i, css: text.trim() });
        });
      }
    } else if (ts.isJsxAttribute(node) && node.name.getText(sf) === 'style' && node.initializer) {
      const visitStyle = (n: ts.Node) => {
        if (ts.isPropertyAssignment(n) && PHYSICAL_STYLE_KEY.test(n.name.getText(sf))) {
          found.push({ file, line: lineOf(n.getStart(sf)), css: n.getText(sf) });
        }
        ts.forEachChild(n, visitStyle);
      };
      visitStyle(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

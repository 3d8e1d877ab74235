import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

const Code = styled.code`
  font-family: ${(p) => p.theme.monoFont};
  background: ${(p) => p.theme.colors.background};
  padding: 1px 5px;
  border-radius: 5px;
  font-size: 0.92em;
`;

const Pre = styled.pre`
  font-family: ${(p) => p.theme.monoFont};
  background: ${(p) => p.theme.colors.background};
  border: 1px solid ${(p) => p.theme.colors.border};
  padding: 10px 12px;
  border-radius: 8px;
  overflow-x: auto;
`;

/** Inline markdown: `code`, **bold**, *italic*. Built as React nodes, never as HTML. */
function inline(text: string): ReactNode[] {
  const parts = text.split(/(`[^`]+`|\*\*[^*]+\*\*|\*[^*]+\*)/g);
  return parts.map((part, i) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
      return <Code key={i}>{part.slice(1, -1)}</Code>;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 3)
      return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('*') && part.endsWith('*') && part.length > 1)
      return <em key={i}>{part.slice(1, -1)}</em>;
    return <Fragment key={i}>{part}</Fragment>;
  });
}

/** The small markdown subset guides and hints use: headings, paragraphs, lists, code blocks. */
export function Markdown({ source }: { source: string }) {
  const blocks: ReactNode[] = [];
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.startsWith('```')) {
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i]!.startsWith('```')) code.push(lines[i++]!);
      i += 1;
      blocks.push(
        <Pre key={blocks.length}>
          <code>{code.join('\n')}</code>
        </Pre>,
      );
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      const level = Math.min(heading[1]!.length + 2, 6);
      const Tag = `h${level}` as 'h3';
      blocks.push(<Tag key={blocks.length}>{inline(heading[2]!)}</Tag>);
      i += 1;
      continue;
    }
    if (/^\s*[-*]\s+/.test(line)) {
      const items: string[] = [];
      while (i < lines.length && /^\s*[-*]\s+/.test(lines[i]!))
        items.push(lines[i++]!.replace(/^\s*[-*]\s+/, ''));
      blocks.push(
        <ul key={blocks.length}>
          {items.map((item, n) => (
            <li key={n}>{inline(item)}</li>
          ))}
        </ul>,
      );
      continue;
    }
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '' && !/^(#|```|\s*[-*]\s)/.test(lines[i]!))
      paragraph.push(lines[i++]!);
    blocks.push(<p key={blocks.length}>{inline(paragraph.join(' '))}</p>);
  }
  return <>{blocks}</>;
}

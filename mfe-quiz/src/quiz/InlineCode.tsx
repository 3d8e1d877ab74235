import styled from 'styled-components';

const Code = styled.code`
  font-family: ${(p) => p.theme.monoFont};
  font-size: 0.95em;
  padding: 1px 6px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.background};
  border: 1px solid ${(p) => p.theme.colors.border};
  white-space: pre-wrap;
`;

/** Quiz text with `code` in backticks (as authored in libs/content) shown as code, without the backticks. */
export function InlineCode({ text }: { text: string }) {
  return <>{text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? <Code key={i}>{part}</Code> : part))}</>;
}

import styled from 'styled-components';
import { inlineParts } from './inline-code';

const Code = styled.code`
  font-family: ${(p) => p.theme.monoFont};
  font-size: 0.92em;
  padding: 1px 5px;
  border-radius: 5px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  overflow-wrap: anywhere;
`;

/** A guide text with its `code` parts set in monospace. */
export function InlineText({ text }: { text: string }) {
  return (
    <>{inlineParts(text).map((part, i) => (part.code ? <Code key={i}>{part.text}</Code> : part.text))}</>
  );
}

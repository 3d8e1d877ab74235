import styled from 'styled-components';
import { messageLines } from './message-lines';

const Line = styled.span<{ $code: boolean }>`
  display: block;
  white-space: pre-wrap;
  ${(p) =>
    p.$code &&
    `font-family: ${p.theme.monoFont};
    background: ${p.theme.colors.background};
    padding: 0 6px;
    border-inline-start: 3px solid ${p.theme.colors.border};`}
`;

/** A hidden test's or an example's message, with the program's text shown as code. */
export function CaseMessage({ message }: { message: string }) {
  return (
    <>
      {messageLines(message).map((line, i) => (
        <Line key={i} $code={line.code}>
          {line.text}
        </Line>
      ))}
    </>
  );
}

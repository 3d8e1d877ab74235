import styled from 'styled-components';
import type { CaseText } from '@pylands/python-runner/browser';
import { messageLines } from './message-lines';
import { useCaseWords } from './case-words';

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

/** A hidden test's or an example's message in the child's language, the program's text as code. */
export function CaseMessage({ message, text }: { message: string; text?: CaseText }) {
  const words = useCaseWords();
  return (
    <>
      {messageLines(words(message, text), text).map((line, i) => (
        <Line key={i} $code={line.code}>
          {line.text}
        </Line>
      ))}
    </>
  );
}

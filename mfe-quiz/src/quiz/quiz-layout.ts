import styled, { css } from 'styled-components';

/** The quiz page: one centred card, wide enough for code, narrow enough to read. */
export const QuizMain = styled.main`
  padding: 24px 20px 40px;
  max-width: 780px;
  margin: 0 auto;
  @media (max-width: 600px) {
    padding: 14px 10px 28px;
  }
`;

export const Card = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 18px;
  padding: 24px 28px 28px;
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.35);
  @media (max-width: 600px) {
    padding: 18px 16px 20px;
  }
`;

export const ChapterLabel = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.primary};
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.07em;
  font-size: 0.8rem;
`;

export const Prompt = styled.h1`
  margin: 8px 0 18px;
  font-size: 1.45rem;
  line-height: 1.35;
`;

export const KindLabel = styled.p`
  margin: 18px 0 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 700;
  font-size: 0.9rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
  margin-top: 22px;
  > * {
    font-size: 1.05rem;
    padding: 12px 22px;
  }
`;

/** The snippet of a "what does this code print?" question and the right order's lines. */
export const CodeBlock = styled.pre`
  margin: 0 0 18px;
  padding: 14px 18px;
  background: #0d1117;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 12px;
  font-family: ${(p) => p.theme.monoFont};
  font-size: 1rem;
  line-height: 1.55;
  overflow-x: auto;
  white-space: pre;
  .keyword {
    color: #c792ea;
  }
  .builtin {
    color: #82aaff;
  }
  .string {
    color: #c3e88d;
  }
  .number {
    color: #f78c6c;
  }
  .comment {
    color: #7d8794;
    font-style: italic;
  }
`;

export type OptionState = 'idle' | 'chosen' | 'right' | 'wrong' | 'dimmed';

const optionLook = {
  idle: css`
    border-color: ${(p) => p.theme.colors.border};
  `,
  chosen: css`
    border-color: ${(p) => p.theme.colors.primary};
    background: rgba(63, 191, 95, 0.16);
    box-shadow: 0 0 0 2px ${(p) => p.theme.colors.primary} inset;
  `,
  right: css`
    border-color: ${(p) => p.theme.colors.primary};
    background: rgba(63, 191, 95, 0.22);
  `,
  wrong: css`
    border-color: ${(p) => p.theme.colors.danger};
    background: rgba(255, 107, 107, 0.16);
  `,
  dimmed: css`
    opacity: 0.55;
  `,
};

/** A big answer button (the whole row is the target, for small hands and touch screens). */
export const OptionButton = styled.button<{ $state: OptionState; $mono: boolean }>`
  display: flex;
  align-items: center;
  gap: 14px;
  width: 100%;
  min-height: 56px;
  padding: 12px 16px;
  border: 2px solid;
  border-radius: 14px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font-size: 1.1rem;
  font-family: ${(p) => (p.$mono ? p.theme.monoFont : 'inherit')};
  white-space: ${(p) => (p.$mono ? 'pre' : 'normal')};
  text-align: start;
  cursor: pointer;
  transition:
    transform 0.1s,
    border-color 0.15s;
  &:hover:not(:disabled) {
    border-color: ${(p) => p.theme.colors.primaryHover};
    transform: translateY(-1px);
  }
  &:disabled {
    cursor: default;
  }
  ${(p) => optionLook[p.$state]}
`;

export const OptionLetter = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.background};
  font-family: ${(p) => p.theme.font};
  font-weight: 800;
  color: ${(p) => p.theme.colors.primary};
`;

export const OptionList = styled.ul`
  display: grid;
  gap: 12px;
  list-style: none;
  padding: 0;
  margin: 0;
`;

export const Notice = styled.p`
  padding: 14px 16px;
  border-radius: 12px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  font-size: 1.05rem;
`;

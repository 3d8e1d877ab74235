import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChallengeExample, ChallengeView } from '@pylands/contracts';
import { Icon } from '@pylands/shared-ui';
import { CaseMessage } from './CaseMessage';
import type { ExampleOutcome } from './example-run';
import { exampleExpectation, exampleInput } from './example-text';

const Card = styled.li<{ $state: 'new' | 'passed' | 'failed' }>`
  padding: 10px 14px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  border: 2px solid
    ${(p) =>
      p.$state === 'passed'
        ? p.theme.colors.primary
        : p.$state === 'failed'
          ? p.theme.colors.danger
          : p.theme.colors.border};
  h3 {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 1rem;
    margin: 0 0 6px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Code = styled.pre`
  margin: 0;
  font-family: ${(p) => p.theme.monoFont};
  white-space: pre-wrap;
  word-break: break-word;
`;

const Verdict = styled.span<{ $passed: boolean }>`
  margin-inline-start: auto;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 0.9rem;
  color: ${(p) => (p.$passed ? p.theme.colors.primary : p.theme.colors.danger)};
`;

const Message = styled.div`
  margin: 8px 0 0;
`;

interface ExampleCardProps {
  number: number;
  shape: ChallengeView['shape'];
  example: ChallengeExample;
  outcome: ExampleOutcome | null;
}

/** One example: what goes in and what should come out; after a Run, what came out and the verdict. */
export function ExampleCard({ number, shape, example, outcome }: ExampleCardProps) {
  const { t } = useTranslation();
  const input = exampleInput(shape, example);
  const expected = exampleExpectation(example);
  const nothing = <em>{t('challenges.nothing')}</em>;
  const state = !outcome ? 'new' : outcome.passed ? 'passed' : 'failed';
  return (
    <Card $state={state} data-testid={`example-${number}`} data-state={state}>
      <h3>
        {t('challenges.exampleN', { number })}
        {outcome && (
          <Verdict $passed={outcome.passed}>
            <Icon name={outcome.passed ? 'check' : 'dot'} size={16} />
            {outcome.passed ? t('challenges.examplePassed') : t('challenges.exampleFailed')}
          </Verdict>
        )}
      </h3>
      <dl>
        <dt>{input.kind === 'call' ? t('challenges.call') : t('challenges.given')}</dt>
        <dd>{input.lines.length ? <Code>{input.lines.join('\n')}</Code> : nothing}</dd>
        {expected.returns !== null && (
          <>
            <dt>{t('challenges.shouldReturn')}</dt>
            <dd>
              <Code>{expected.returns}</Code>
            </dd>
          </>
        )}
        {expected.prints !== null && (
          <>
            <dt>{t('challenges.shouldPrint')}</dt>
            <dd>{expected.prints ? <Code>{expected.prints}</Code> : nothing}</dd>
          </>
        )}
        {outcome?.printed != null && (expected.prints !== null || outcome.printed) && (
          <>
            <dt>{t('challenges.printed')}</dt>
            <dd>{outcome.printed ? <Code>{outcome.printed}</Code> : nothing}</dd>
          </>
        )}
        {outcome?.gaveBack != null && (
          <>
            <dt>{t('challenges.gaveBack')}</dt>
            <dd>
              <Code>{outcome.gaveBack}</Code>
            </dd>
          </>
        )}
      </dl>
      {/* A wrong output is already shown line by line above; other failures say what happened. */}
      {outcome && !outcome.passed && outcome.reason !== 'wrong-output' && (
        <Message role="status">
          <CaseMessage message={outcome.message} text={outcome.text} />
        </Message>
      )}
    </Card>
  );
}

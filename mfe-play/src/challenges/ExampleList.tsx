import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChallengeView } from '@pylands/contracts';
import type { ExamplesRun } from './example-run';
import { ExampleCard } from './ExampleCard';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Summary = styled.p<{ $passed: boolean }>`
  margin: 0 0 8px;
  font-weight: 700;
  color: ${(p) => (p.$passed ? p.theme.colors.primary : p.theme.colors.warning)};
`;

/** The challenge's examples, with each one's verdict after a Run. */
export function ExampleList({ view, run }: { view: ChallengeView; run: ExamplesRun | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="challenge-examples">
      <h2 id="challenge-examples">{t('challenges.examples')}</h2>
      {run && (
        <Summary $passed={run.passed} role="status" data-testid="examples-summary">
          {run.passed
            ? t('challenges.examplesPass')
            : t('challenges.examplesFail', { passed: run.passedCount, total: run.examples.length })}
        </Summary>
      )}
      <List>
        {view.examples.map((example, i) => (
          <ExampleCard
            key={i}
            number={i + 1}
            shape={view.shape}
            example={example}
            outcome={run?.examples[i] ?? null}
          />
        ))}
      </List>
    </section>
  );
}

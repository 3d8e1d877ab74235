import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChallengeSummary } from '@pylands/contracts';

type Difficulty = ChallengeSummary['difficulty'];

/** Friendly, clearly different colours: green to start, sky blue, then purple for the hardest. */
export const DIFFICULTY_COLOURS: Record<Difficulty, string> = {
  beginner: '#7bd88f',
  advanced: '#6cc4f0',
  expert: '#c9a2f2',
};

const Pill = styled.span<{ $colour: string }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${(p) => p.$colour};
  color: #10161d;
  font-size: 0.8rem;
  font-weight: 800;
  white-space: nowrap;
`;

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const { t } = useTranslation();
  return (
    <Pill $colour={DIFFICULTY_COLOURS[difficulty]} data-difficulty={difficulty}>
      {t(`challenges.difficulty.${difficulty}`)}
    </Pill>
  );
}

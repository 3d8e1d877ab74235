import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChallengeSummary, ChallengeView } from '@pylands/contracts';
import { Icon, PageTitle, useContentNames } from '@pylands/shared-ui';
import { Markdown } from '../guide/Markdown';
import { DifficultyBadge } from './DifficultyBadge';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 8px;
  h1 {
    margin: 0;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 0 0 12px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Solved = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${(p) => p.theme.colors.primary};
  font-weight: 800;
`;

const Task = styled.section`
  padding: 4px 16px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  line-height: 1.5;
  h2 {
    font-size: 1.05rem;
    margin: 12px 0 0;
  }
`;

/** Title, difficulty, chapter and the solved mark: what a list row says, as the page's heading. */
export function ChallengeHeading({ summary }: { summary: ChallengeSummary }) {
  const { t } = useTranslation();
  const names = useContentNames();
  return (
    <>
      <Head>
        {/* Challenges are written in English (their tests compare English output): marked for screen readers. */}
        <PageTitle lang="en">{summary.title}</PageTitle>
      </Head>
      <Meta>
        <DifficultyBadge difficulty={summary.difficulty} />
        <span>
          {t('challenges.chapter', {
            number: summary.chapter,
            name: names.chapter('python', summary.chapter, summary.chapter_name),
          })}
        </span>
        {summary.solved && (
          <Solved data-testid="challenge-solved">
            <Icon name="check" size={18} /> {t('challenges.alreadySolved')}
          </Solved>
        )}
      </Meta>
    </>
  );
}

/** The heading and the task (markdown, rendered as guides are). */
export function ChallengeBrief({ view }: { view: ChallengeView }) {
  const { t } = useTranslation();
  return (
    <div>
      <ChallengeHeading summary={view} />
      <Task aria-labelledby="challenge-task">
        <h2 id="challenge-task">{t('challenges.task')}</h2>
        <div lang="en">
          <Markdown source={view.description} />
        </div>
      </Task>
    </div>
  );
}

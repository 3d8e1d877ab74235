import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChallengeView } from '@pylands/contracts';
import { Icon, PageTitle } from '@pylands/shared-ui';
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

/** Title, chapter, difficulty, the solved mark and the task (markdown, rendered as guides are). */
export function ChallengeBrief({ view }: { view: ChallengeView }) {
  const { t } = useTranslation();
  return (
    <div>
      <Head>
        <PageTitle>{view.title}</PageTitle>
      </Head>
      <Meta>
        <DifficultyBadge difficulty={view.difficulty} />
        <span>{t('challenges.chapter', { number: view.chapter, name: view.chapter_name })}</span>
        {view.solved && (
          <Solved data-testid="challenge-solved">
            <Icon name="check" size={18} /> {t('challenges.alreadySolved')}
          </Solved>
        )}
      </Meta>
      <Task aria-labelledby="challenge-task">
        <h2 id="challenge-task">{t('challenges.task')}</h2>
        <Markdown source={view.description} />
      </Task>
    </div>
  );
}

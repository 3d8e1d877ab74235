import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Page, PageTitle, Skeleton } from '@pylands/shared-ui';
import { groupByChapter } from './challenge-list';
import { ChallengeRow } from './ChallengeRow';
import { useChallengeList } from './useChallengeList';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 8px;
`;

const Count = styled.p`
  margin: 0;
  padding: 6px 14px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  font-weight: 800;
`;

const Intro = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
  margin: 0 0 20px;
  max-width: 60ch;
`;

const Chapter = styled.section`
  margin-bottom: 24px;
  h2 {
    font-size: 1.2rem;
    margin: 0 0 10px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
`;

/** `challenges`: every challenge by chapter, with difficulty, solved checks, locks and the count. */
export function ChallengesPage() {
  const { t } = useTranslation();
  const { load, retry } = useChallengeList();
  const groups = useMemo(() => (load.status === 'ready' ? groupByChapter(load.list.challenges) : []), [load]);
  return (
    <Page>
      <Head>
        <PageTitle>{t('page.challenges')}</PageTitle>
        {load.status === 'ready' && (
          <Count data-testid="solved-count">
            {t('challenges.solvedCount', {
              solved: load.list.solved_count,
              total: load.list.challenges.length,
            })}
          </Count>
        )}
      </Head>
      <Intro>{t('challenges.intro')}</Intro>
      {load.status === 'loading' && <Skeleton label={t('common.loading')} />}
      {load.status === 'error' && (
        <p role="alert">
          {t('challenges.loadFailed')}{' '}
          <Button $variant="secondary" $small onClick={retry}>
            {t('challenges.retry')}
          </Button>
        </p>
      )}
      {load.status === 'ready' && groups.length === 0 && <p>{t('challenges.empty')}</p>}
      {groups.map((group) => (
        <Chapter key={group.chapter} aria-labelledby={`chapter-${group.chapter}`}>
          <h2 id={`chapter-${group.chapter}`}>
            {t('challenges.chapter', { number: group.chapter, name: group.name })}
          </h2>
          <ul>
            {group.challenges.map((challenge) => (
              <ChallengeRow key={challenge.slug} challenge={challenge} />
            ))}
          </ul>
        </Chapter>
      ))}
    </Page>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { ApiError, apiErrorMessage, Button, Icon, LocaleLink, Skeleton } from '@pylands/shared-ui';
import { ChallengeBrief, ChallengeHeading } from './ChallengeBrief';
import { ChallengeWorkspace } from './ChallengeWorkspace';
import { LockedNotice } from './LockedNotice';
import { useChallengeView } from './useChallengeView';

const Main = styled.main`
  padding: 20px 24px 32px;
  max-width: 1400px;
  @media (max-width: 600px) {
    padding: 12px;
  }
`;

const Back = styled(LocaleLink)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-bottom: 12px;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Brief and workspace side by side when there is room, one above the other otherwise. */
const Columns = styled.div`
  display: grid;
  gap: 20px;
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  }
`;

/** `challenge/{challengeSlug}`: the task and its examples, the editor, Run, Submit and the assistant. */
export function ChallengePage() {
  const { t } = useTranslation();
  const { challengeSlug = '' } = useParams();
  const { load, retry, markSolved } = useChallengeView(challengeSlug);
  return (
    <Main>
      <Back to="challenges">
        <Icon name="arrowLeft" size={16} /> {t('challenges.back')}
      </Back>
      {load.status === 'loading' && <Skeleton label={t('common.loading')} />}
      {load.status === 'locked' && (
        <>
          {load.summary && <ChallengeHeading summary={load.summary} />}
          <LockedNotice />
        </>
      )}
      {load.status === 'error' && (
        <p role="alert">
          {apiErrorMessage(t, load.error, t('challenges.loadFailed'))}{' '}
          {!(load.error instanceof ApiError && load.error.status === 404) && (
            <Button $variant="secondary" $small onClick={retry}>
              {t('challenges.retry')}
            </Button>
          )}
        </p>
      )}
      {load.status === 'ready' && (
        <Columns>
          <ChallengeBrief view={load.view} />
          <ChallengeWorkspace key={load.view.slug} view={load.view} list={load.list} onSolved={markSolved} />
        </Columns>
      )}
    </Main>
  );
}

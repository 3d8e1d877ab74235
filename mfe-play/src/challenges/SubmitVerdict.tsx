import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChallengeSubmitResponse, ChallengeSummary } from '@pylands/contracts';
import { apiMessageText, Button, Dialog, DialogActions, LocaleLink } from '@pylands/shared-ui';
import { Celebration } from '../dialogs/Celebration';
import { CaseMessage } from './CaseMessage';
import { caseTextOf } from './case-words';
import type { SubmitState } from './useChallengeSubmit';

const Panel = styled.section`
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 2px solid ${(p) => p.theme.colors.warning};
  background: ${(p) => p.theme.colors.surface};
  h2 {
    margin: 0 0 6px;
    font-size: 1.15rem;
  }
  ul {
    margin: 6px 0 0;
    padding-inline-start: 20px;
  }
  li {
    margin-bottom: 8px;
  }
`;

/** Solved: a celebration and the way on (the next challenge, or back to the list). */
function SolvedDialog({
  verdict,
  next,
  onClose,
}: {
  verdict: ChallengeSubmitResponse;
  next: ChallengeSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Celebration />
      <Dialog title={t('challenges.solvedTitle')} onClose={onClose}>
        <p>{t('challenges.solvedText', { total: verdict.total })}</p>
        <DialogActions>
          <Button as={LocaleLink} to="challenges" $variant="secondary">
            {t('challenges.back')}
          </Button>
          {next && (
            <Button as={LocaleLink} to={`challenge/${next.slug}`} onClick={onClose}>
              {t('challenges.next')}: {next.title}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The server's verdict after Submit: solved, or which hidden tests failed in a child's words. */
export function SubmitVerdict({
  state,
  next,
  onClose,
}: {
  state: SubmitState;
  next: ChallengeSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (state.status === 'failed')
    return (
      <Panel role="alert">
        {state.message ? apiMessageText(t, state.message) : t('challenges.submitFailed')}
      </Panel>
    );
  if (state.status !== 'done') return null;
  const { verdict } = state;
  if (verdict.solved) return <SolvedDialog verdict={verdict} next={next} onClose={onClose} />;
  return (
    <Panel aria-labelledby="submit-verdict" data-testid="submit-verdict">
      <h2 id="submit-verdict">{t('challenges.notSolvedTitle')}</h2>
      <p>{t('challenges.notSolvedText', { passed: verdict.passed, total: verdict.total })}</p>
      <ul>
        {verdict.cases
          .filter((c) => !c.passed)
          .map((c, i) => (
            <li key={i}>
              <CaseMessage message={c.message} text={caseTextOf(c)} />
            </li>
          ))}
      </ul>
    </Panel>
  );
}

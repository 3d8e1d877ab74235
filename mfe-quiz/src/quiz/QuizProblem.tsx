import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ApiError, apiErrorMessage, Button, localePath, useLng, useSession } from '@pylands/shared-ui';
import { Actions, Card, Notice } from './quiz-layout';

/**
 * A quiz that could not be loaded: a locked chapter goes to buying (parents) or the school plans
 * (teachers, admins) as on the play screen; no quiz, or the server's refusal, says so; anything else
 * (network) offers Retry.
 */
export function QuizProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const lng = useLng();
  const user = useSession((s) => s.user);
  if (error instanceof ApiError) {
    if (error.status === 402) {
      const toSchools = user?.user_details?.user_type === 1 || user?.user_details?.user_type === 2;
      return <Navigate to={localePath(lng, toSchools ? 'schools' : 'purchase')} replace />;
    }
    if (error.status === 404) return <QuizNotice text={t('quiz.noQuiz')} />;
    if (error.status === 401 || error.status === 403)
      return <QuizNotice text={apiErrorMessage(t, error, t('common.errorOccurred'))} />;
  }
  return (
    <Card>
      <Notice role="alert">{t('quiz.loadFailed')}</Notice>
      <Actions>
        <Button type="button" onClick={onRetry}>
          {t('quiz.tryAgain')}
        </Button>
      </Actions>
    </Card>
  );
}

export function QuizNotice({ text }: { text: string }) {
  return (
    <Card>
      <Notice role="status">{text}</Notice>
    </Card>
  );
}

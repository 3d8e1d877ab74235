import { useTranslation } from 'react-i18next';
import { Button, Icon, LocaleLink } from '@pylands/shared-ui';

/** "Take the chapter quiz": the link every completion dialog of a chapter's last level shows (issue 23). */
export function QuizOfferButton({ path, onClick }: { path: string; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Button as={LocaleLink} to={path} onClick={onClick}>
      <Icon name="quiz" size={18} />
      {t('quiz.offer.take')}
    </Button>
  );
}

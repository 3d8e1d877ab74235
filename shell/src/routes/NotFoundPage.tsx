import { useTranslation } from 'react-i18next';
import { Button, LocaleLink, Page, PageTitle } from '@pylands/shared-ui';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p>{t('notFound.text')}</p>
      <Button as={LocaleLink} to="">
        {t('notFound.home')}
      </Button>
    </Page>
  );
}

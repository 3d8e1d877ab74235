import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Page, PageTitle } from '@pylands/shared-ui';

export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error('Route error', error);
  return (
    <Page role="alert">
      <PageTitle>{t('routeError.title')}</PageTitle>
      <p>{t('routeError.text')}</p>
      <Button as="a" href="/">
        {t('routeError.home')}
      </Button>
    </Page>
  );
}

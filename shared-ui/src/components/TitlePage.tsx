import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/i18n';
import { Page, PageTitle } from './PageTitle';

/** A route whose remote is not built yet: its title and a short note, never a blank page. */
export function TitlePage({
  titleKey,
  values,
}: {
  titleKey: TranslationKey;
  values?: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{values ? t(titleKey, values) : t(titleKey)}</PageTitle>
      <p>{t('page.comingSoon')}</p>
    </Page>
  );
}

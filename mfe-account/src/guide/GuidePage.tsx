import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Icon, LocaleLink, Page } from '@pylands/shared-ui';
import { FormError } from '../auth/AuthForm';
import { ChapterGuidePage } from './ChapterGuidePage';
import { GuideIndexPage } from './GuideIndexPage';
import { guideRoute } from './guide-route';

/** guide/*: the index, or one chapter's guide. */
export function GuidePage() {
  const { t } = useTranslation();
  const route = guideRoute(useParams()['*']);
  if (route.kind === 'index') return <GuideIndexPage />;
  if (route.kind === 'chapter')
    return <ChapterGuidePage courseId={route.courseId} chapterId={route.chapterId} />;
  return (
    <Page>
      <FormError role="alert">{t('teacherGuide.notFound')}</FormError>
      <LocaleLink to="guide">
        <Icon name="arrowLeft" size={16} /> {t('teacherGuide.backToIndex')}
      </LocaleLink>
    </Page>
  );
}

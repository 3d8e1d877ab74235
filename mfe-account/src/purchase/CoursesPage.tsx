import { useTranslation } from 'react-i18next';
import { rolesOf } from '@pylands/contracts';
import {
  Button,
  COURSE_OPTIONS,
  LocaleLink,
  Page,
  PageTitle,
  PlanCard as Card,
  useSession,
} from '@pylands/shared-ui';
import { Cards } from './PurchasePage';

/** /courses: the two courses, each with its chapters, where to start and (for a parent) how to buy it. */
export function CoursesPage() {
  const { t } = useTranslation();
  const roles = rolesOf(useSession((s) => s.user));
  return (
    <Page style={{ maxWidth: 1100 }}>
      <PageTitle>{t('courses.title')}</PageTitle>
      <p>{t('courses.intro')}</p>
      <Cards>
        {COURSE_OPTIONS.map((option) => (
          <Card key={option.value} aria-label={t(option.label)}>
            <h2>
              <span aria-hidden>{option.logo}</span> {t(option.label)}
            </h2>
            <p>{t(option.description)}</p>
            <ol>
              {option.chapters.map((chapter) => (
                <li key={chapter}>{t(chapter)}</li>
              ))}
            </ol>
            <Button as={LocaleLink} to={`play/${option.value}/${option.firstLevel}`}>
              {t('courses.play', { course: t(option.label) })}
            </Button>
            {(roles.anonymous || roles.parent) && (
              <Button as={LocaleLink} to="purchase" $variant="secondary">
                {t('courses.buy')}
              </Button>
            )}
          </Card>
        ))}
      </Cards>
    </Page>
  );
}

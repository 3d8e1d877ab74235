import { useTranslation } from 'react-i18next';
import { Button, LocaleLink, organizationApi, PageTitle } from '@pylands/shared-ui';
import { Actions, FormError, Table, useLoad } from '../ui';
import { useUnlockedChapterText } from './useUnlockedChapterText';

/** organization/classes: an admin's every class, a teacher's own. */
export function ClassesPage() {
  const { t } = useTranslation();
  const { data, error } = useLoad(() => organizationApi.classes());
  const chapterText = useUnlockedChapterText();
  return (
    <>
      <PageTitle>{t('page.classes')}</PageTitle>
      <Actions>
        <Button as={LocaleLink} to="organization/classes/add">
          {t('page.addClass')}
        </Button>
      </Actions>
      {error && <FormError role="alert">{error}</FormError>}
      {data && data.length === 0 && <p>{t('org.classes.none')}</p>}
      {data && data.length > 0 && (
        <Table>
          <thead>
            <tr>
              <th>{t('org.classes.name')}</th>
              <th>{t('org.classes.students')}</th>
              <th>{t('org.classes.unlocked')}</th>
              <th>{t('org.classes.noSkip')}</th>
              <th>{t('org.classes.quiz')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((klass) => (
              <tr key={klass.id}>
                <td>
                  <LocaleLink to={`organization/classes/${klass.id}`}>{klass.name}</LocaleLink>
                </td>
                <td>{klass.student_count}</td>
                <td>{chapterText(klass)}</td>
                <td>{klass.no_skip ? t('org.yes') : t('org.no')}</td>
                <td>{klass.quiz ? t('org.yes') : t('org.no')}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

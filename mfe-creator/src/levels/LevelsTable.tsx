import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CreativeLevelSummary } from '@pylands/contracts';
import { Button, LocaleLink, Table, courseOption, useLng, type TranslationKey } from '@pylands/shared-ui';
import { creatorPath } from '../editor/level-draft';

const Actions = styled.td`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

const Name = styled.td`
  font-weight: 800;
`;

function visibilityOf(level: CreativeLevelSummary): TranslationKey {
  if (level.is_public) return 'creator.levels.public';
  return level.school_visible ? 'creator.levels.school' : 'creator.levels.private';
}

/** The user's levels: name, course, who can play, last change, Open and Delete. */
export function LevelsTable(props: {
  levels: CreativeLevelSummary[];
  onDelete(level: CreativeLevelSummary): void;
}) {
  const { t } = useTranslation();
  const lng = useLng();
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Table>
      <thead>
        <tr>
          <th>{t('creator.levels.name')}</th>
          <th>{t('creator.levels.course')}</th>
          <th>{t('creator.levels.visibility')}</th>
          <th>{t('creator.levels.updated')}</th>
          <th>{t('creator.levels.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {props.levels.map((level) => {
          const course = courseOption(level.course_id);
          return (
            <tr key={`${level.course_id}/${level.level_slug}`}>
              <Name>{level.name}</Name>
              <td>{course ? t(course.label) : level.course_id}</td>
              <td>{t(visibilityOf(level))}</td>
              <td>{date.format(new Date(level.updated_at))}</td>
              <Actions>
                <Button
                  as={LocaleLink}
                  to={creatorPath(level.course_id, level.level_slug)}
                  $small
                  aria-label={t('creator.levels.openLabel', { name: level.name })}
                >
                  {t('creator.levels.open')}
                </Button>
                <Button
                  type="button"
                  $small
                  $variant="secondary"
                  aria-label={t('creator.levels.deleteLabel', { name: level.name })}
                  onClick={() => props.onDelete(level)}
                >
                  {t('creator.levels.delete')}
                </Button>
              </Actions>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

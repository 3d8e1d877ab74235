import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeacherGuideChapter } from '@pylands/contracts';
import { Button, LocaleLink, Table, useContentNames, VisuallyHidden } from '@pylands/shared-ui';
import { playPath } from './guide-route';
import { InlineText } from './InlineText';

const Wide = styled.div`
  overflow-x: auto;
  td {
    vertical-align: top;
    line-height: 1.5;
  }
  td:first-child {
    font-weight: 700;
    white-space: nowrap;
  }
  /* On a phone each level is a small card: its name and Play on one line, what it teaches below. */
  @media (max-width: 600px) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: 1fr auto;
      grid-template-areas:
        'name play'
        'teaches teaches';
      align-items: center;
      border-bottom: 1px solid ${(p) => p.theme.colors.border};
    }
    td {
      border-bottom: none;
    }
    td:first-child {
      grid-area: name;
      white-space: normal;
    }
    td:nth-child(2) {
      grid-area: teaches;
      padding-top: 0;
    }
    td:nth-child(3) {
      grid-area: play;
    }
  }
`;

/** The chapter's levels: name, what each teaches, and a link to play it. */
export function LevelsTable({ guide }: { guide: TeacherGuideChapter }) {
  const { t } = useTranslation();
  const names = useContentNames();
  return (
    <Wide>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('teacherGuide.levelColumn')}</th>
            <th scope="col">{t('teacherGuide.teachesColumn')}</th>
            <th scope="col" data-print-hidden>
              <VisuallyHidden>{t('teacherGuide.play')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {guide.levels.map((level) => (
            <tr key={level.slug}>
              <td>
                {level.level_index + 1}. {names.level(guide.course_id, level.slug, level.name)}
              </td>
              <td>
                <InlineText text={level.teaches} />
              </td>
              <td data-print-hidden>
                <Button
                  as={LocaleLink}
                  to={playPath(guide.course_id, level.slug)}
                  $variant="secondary"
                  $small
                  aria-label={t('teacherGuide.playLevel', {
                    level: names.level(guide.course_id, level.slug, level.name),
                  })}
                >
                  {t('teacherGuide.play')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Wide>
  );
}

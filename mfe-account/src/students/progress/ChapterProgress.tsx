import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CompletionStatus, StudentProgressCourse } from '@pylands/contracts';
import { useContentNames } from '@pylands/shared-ui';

const Chapters = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 8px;
`;

const Chapter = styled.details`
  border-radius: 12px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  summary {
    display: grid;
    grid-template-columns: 16px minmax(0, 1fr) 160px 110px;
    list-style: none;
    align-items: center;
    gap: 16px;
    padding: 10px 14px;
    cursor: pointer;
  }
  /* A grid summary loses the browser's marker: this one says the chapter opens to its levels. */
  summary::before {
    content: '▸';
    color: ${(p) => p.theme.colors.textMuted};
  }
  &[open] summary::before {
    content: '▾';
  }
  ul {
    list-style: none;
    margin: 0;
    padding-block: 0 12px;
    padding-inline: 32px 14px;
    display: grid;
    gap: 4px;
  }
`;

const Bar = styled.span<{ $share: number }>`
  height: 8px;
  border-radius: 4px;
  background: linear-gradient(
    to right,
    ${(p) => p.theme.colors.primary} ${(p) => p.$share * 100}%,
    ${(p) => p.theme.colors.border} ${(p) => p.$share * 100}%
  );
`;

const Count = styled.span`
  text-align: end;
  color: ${(p) => p.theme.colors.textMuted};
`;

const MARKS: Record<CompletionStatus, string> = { complete: '✔', in_progress: '◐', not_started: '○' };

/** A course's chapters by name, each with its levels done; a chapter opens to its levels. */
export function ChapterProgress({ course }: { course: StudentProgressCourse }) {
  const { t } = useTranslation();
  const names = useContentNames();
  return (
    <Chapters aria-label={course.name}>
      {course.chapters.map((chapter) => (
        <li key={chapter.id}>
          <Chapter>
            <summary>
              <span>{names.chapter(course.id, chapter.id, chapter.name)}</span>
              <Bar $share={chapter.total ? chapter.completed / chapter.total : 0} aria-hidden />
              <Count>
                {t('studentProgress.chapterCount', { completed: chapter.completed, total: chapter.total })}
              </Count>
            </summary>
            <ul>
              {chapter.levels.map((level) => (
                <li key={level.slug}>
                  <span aria-hidden>{MARKS[level.status]} </span>
                  {names.level(course.id, level.slug, level.name)} —{' '}
                  {t(`studentProgress.status.${level.status}`)}
                </li>
              ))}
            </ul>
          </Chapter>
        </li>
      ))}
    </Chapters>
  );
}

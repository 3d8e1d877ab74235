import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { CourseData } from '@pylands/contracts';
import { Icon as SvgIcon, LocaleLink, useSession } from '@pylands/shared-ui';
import { visibleChapters } from '@pylands/game-engine/class-chapters';
import { levelMark } from './level-mark';
import { quizChapterOfPath, quizRow } from './quiz-row';

const Chapter = styled.li`
  list-style: none;
`;

const ChapterButton = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  background: none;
  border: none;
  color: ${(p) => p.theme.colors.text};
  padding: 8px 4px;
  font-weight: 700;
  cursor: pointer;
  text-align: start;
  border-radius: 8px;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
`;

const Levels = styled.ul`
  margin: 0 0 6px;
  padding: 0;
  padding-inline-start: 10px;
`;

const LevelLink = styled(LocaleLink)<{ $current: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 5px 8px;
  border-radius: 8px;
  text-decoration: none;
  color: ${(p) => (p.$current ? p.theme.colors.text : p.theme.colors.textMuted)};
  background: ${(p) => (p.$current ? p.theme.colors.surfaceRaised : 'transparent')};
  &:hover {
    color: ${(p) => p.theme.colors.text};
  }
`;

const Icon = styled.span<{ $done?: boolean }>`
  width: 18px;
  display: inline-grid;
  place-items: center;
  color: ${(p) => (p.$done ? p.theme.colors.primary : p.theme.colors.locked)};
`;

const Empty = styled.li`
  list-style: none;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 0.85rem;
  padding: 4px 8px;
`;

const MARK_ICONS = { completed: 'check', locked: 'lock', login: 'lock' } as const;
const MARK_LABELS = {
  completed: 'sidebar.completed',
  locked: 'sidebar.locked',
  login: 'sidebar.loginToPlay',
} as const;

/** Chapters as expandable lists of levels, with lock and check icons. */
export function ChapterList({ course }: { course: CourseData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const classDetails = useSession((s) => s.user?.class_details ?? null);
  const anonymous = useSession((s) => s.status === 'anonymous');
  const currentSlug = location.pathname.split('/').pop();
  const chapters = visibleChapters(course.chapters, classDetails);
  const containsCurrent =
    chapters.find((c) => c.level_data.some((l) => l.slug === currentSlug))?.id ??
    quizChapterOfPath(location.pathname) ??
    undefined;
  const [open, setOpen] = useState<Set<string | number>>(
    () => new Set([containsCurrent ?? chapters[0]?.id].filter((id) => id !== undefined)),
  );
  const toggle = (id: string | number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul style={{ padding: 0, margin: 0 }}>
      {chapters.map((chapter) => {
        const expanded = open.has(chapter.id);
        const listId = `chapter-${chapter.id}-levels`;
        const quiz = quizRow(chapter, course.id, location.pathname);
        return (
          <Chapter key={chapter.id}>
            <ChapterButton aria-expanded={expanded} aria-controls={listId} onClick={() => toggle(chapter.id)}>
              <span>{chapter.name}</span>
              <SvgIcon name={expanded ? 'chevronDown' : 'chevronRight'} size={16} />
            </ChapterButton>
            {expanded && (
              <Levels id={listId}>
                {chapter.level_data.length === 0 && <Empty>{t('sidebar.noLevelsYet')}</Empty>}
                {chapter.level_data.map((level) => {
                  const mark = levelMark(level, anonymous);
                  const label = mark ? t(MARK_LABELS[mark]) : undefined;
                  return (
                    <li key={level.slug} style={{ listStyle: 'none' }}>
                      <LevelLink
                        to={`play/${course.id}/${level.slug}`}
                        $current={level.slug === currentSlug}
                        aria-current={level.slug === currentSlug ? 'page' : undefined}
                        title={mark === 'login' ? label : undefined}
                      >
                        <Icon $done={mark === 'completed'} role="img" aria-label={label} aria-hidden={!mark}>
                          <SvgIcon name={mark ? MARK_ICONS[mark] : 'dot'} size={14} strokeWidth={3} />
                        </Icon>
                        <span>{level.name}</span>
                      </LevelLink>
                    </li>
                  );
                })}
                {quiz && (
                  <li style={{ listStyle: 'none' }}>
                    <LevelLink
                      to={quiz.to}
                      $current={quiz.current}
                      aria-current={quiz.current ? 'page' : undefined}
                    >
                      <Icon
                        $done={quiz.done}
                        role="img"
                        aria-label={quiz.done ? t('sidebar.completed') : undefined}
                        aria-hidden={!quiz.done}
                      >
                        <SvgIcon name={quiz.done ? 'check' : 'quiz'} size={14} strokeWidth={3} />
                      </Icon>
                      <span>{t('sidebar.quiz')}</span>
                    </LevelLink>
                  </li>
                )}
              </Levels>
            )}
          </Chapter>
        );
      })}
    </ul>
  );
}

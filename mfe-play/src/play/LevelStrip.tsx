import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Chapter } from '@pylands/contracts';
import { Icon, LocaleLink } from '@pylands/shared-ui';

const Strip = styled.nav`
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
`;

const Square = styled(LocaleLink)<{ $current: boolean; $done: boolean }>`
  width: 34px;
  height: 34px;
  display: grid;
  place-items: center;
  border-radius: 8px;
  text-decoration: none;
  font-weight: 800;
  color: ${(p) => (p.$done ? p.theme.colors.primaryText : p.theme.colors.text)};
  background: ${(p) => (p.$done ? p.theme.colors.primary : p.theme.colors.surfaceRaised)};
  border: 2px solid ${(p) => (p.$current ? p.theme.colors.info : 'transparent')};
`;

/** One square per level of the current chapter, a check when completed. */
export function LevelStrip({
  chapter,
  courseId,
  currentSlug,
}: {
  chapter: Chapter;
  courseId: string;
  currentSlug: string;
}) {
  const { t } = useTranslation();
  return (
    <Strip aria-label={t('play.levelStrip')}>
      {chapter.level_data.map((level, index) => (
        <Square
          key={level.slug}
          to={`play/${courseId}/${level.slug}`}
          title={t(level.completed ? 'play.levelDone' : 'play.levelN', { n: index + 1, name: level.name })}
          aria-label={t(level.completed ? 'play.levelDone' : 'play.levelN', {
            n: index + 1,
            name: level.name,
          })}
          aria-current={level.slug === currentSlug ? 'page' : undefined}
          $current={level.slug === currentSlug}
          $done={level.completed}
        >
          {level.completed ? <Icon name="check" size={18} strokeWidth={3} /> : index + 1}
        </Square>
      ))}
    </Strip>
  );
}

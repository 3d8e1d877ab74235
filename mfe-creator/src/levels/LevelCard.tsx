import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CreativeLevelSummary } from '@pylands/contracts';
import type { PictureItem } from '@pylands/map-view';
import {
  Button,
  LocaleLink,
  courseOption,
  formatDateTime,
  useLng,
  type TranslationKey,
} from '@pylands/shared-ui';
import { creatorPath } from '../editor/level-draft';
import { loadTemplateMap, MapPicture } from '../map';

export const CARD_PICTURE_WIDTH = 248;

const Card = styled.article`
  display: grid;
  gap: 8px;
  padding: 12px;
  border-radius: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  h2 {
    margin: 4px 0 0;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
`;

const Picture = styled(LocaleLink)`
  display: block;
  border-radius: 10px;
  overflow: hidden;
  background: ${(p) => p.theme.colors.background};
`;

const Facts = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 0.92rem;
`;

const Badge = styled.span<{ $shared: boolean }>`
  justify-self: start;
  padding: 2px 10px;
  border-radius: 999px;
  font-weight: 700;
  font-size: 0.85rem;
  color: ${(p) => (p.$shared ? p.theme.colors.primaryText : p.theme.colors.text)};
  background: ${(p) => (p.$shared ? p.theme.colors.primary : p.theme.colors.surfaceRaised)};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

function visibilityOf(level: CreativeLevelSummary): TranslationKey {
  if (level.is_public) return 'creator.levels.public';
  return level.school_visible ? 'creator.levels.school' : 'creator.levels.private';
}

/** One of the user's levels: its map as a picture, name, course, who can play, last change, Open and Delete. */
export function LevelCard({ level, onDelete }: { level: CreativeLevelSummary; onDelete(): void }) {
  const { t } = useTranslation();
  const lng = useLng();
  const course = courseOption(level.course_id);
  const path = creatorPath(level.course_id, level.level_slug);
  const items = useMemo(() => level.items as unknown as PictureItem[], [level.items]);
  const changed = formatDateTime(lng, level.updated_at);
  return (
    <Card aria-label={level.name}>
      <Picture to={path} tabIndex={-1} aria-hidden="true">
        <MapPicture
          mapPath={level.map_path}
          loadMap={loadTemplateMap}
          items={items}
          start={level.player_start}
          width={CARD_PICTURE_WIDTH}
        />
      </Picture>
      <h2>{level.name}</h2>
      <Badge $shared={level.is_public || level.school_visible}>
        {t('creator.levels.visibility')}: {t(visibilityOf(level))}
      </Badge>
      <Facts>
        {course ? t(course.label) : level.course_id} · {t('creator.levels.updated')}: {changed}
      </Facts>
      <Actions>
        <Button
          as={LocaleLink}
          to={path}
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
          onClick={onDelete}
        >
          {t('creator.levels.delete')}
        </Button>
      </Actions>
    </Card>
  );
}

import { useMemo } from 'react';
import styled from 'styled-components';
import type { CreativeLevelSummary } from '@pylands/contracts';
import type { TiledMap } from '@pylands/game-engine';
import { cellOf, MapPicture, type PictureItem } from '@pylands/map-view';
import { templateMap } from './template-maps';

/** Drawn at this width; the card scales it to its own width (pixel art stays crisp). */
const PICTURE_WIDTH = 320;

const Frame = styled.div`
  overflow: hidden;
  border-radius: 11px 11px 0 0;
  background: #2d6a3e;
  aspect-ratio: 4 / 3;
`;

const Picture = styled(MapPicture)`
  width: 100% !important;
  height: 100% !important;
  object-fit: cover;
`;

const loadMap = (mapPath: string) =>
  templateMap(mapPath).then((template) => template.map as unknown as TiledMap);

/** The level's placed items as the picture draws them (each with a type and a cell). */
function pictureItems(items: readonly Record<string, unknown>[]): PictureItem[] {
  const out: PictureItem[] = [];
  for (const item of items) {
    const position = item.position as PictureItem['position'] | undefined;
    if (typeof item.type !== 'string' || !position || typeof position !== 'object') continue;
    const [x, y] = cellOf(position);
    if (!Number.isInteger(x) || !Number.isInteger(y)) continue;
    out.push({
      type: item.type,
      sprite: typeof item.sprite === 'string' ? item.sprite : undefined,
      position,
    });
  }
  return out;
}

/** The card's picture: the template map with the level's placed items and start. */
export function LevelPicture({ level }: { level: CreativeLevelSummary }) {
  const items = useMemo(() => pictureItems(level.items), [level.items]);
  return (
    <Frame>
      <Picture
        mapPath={level.map_path}
        loadMap={loadMap}
        items={items}
        start={level.player_start}
        width={PICTURE_WIDTH}
      />
    </Frame>
  );
}

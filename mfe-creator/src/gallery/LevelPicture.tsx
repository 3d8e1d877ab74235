import styled from 'styled-components';
import type { CreativeLevelSummary } from '@pylands/contracts';

export const PICTURE_WIDTH = 280;
export const PICTURE_HEIGHT = 170;

const Frame = styled.div`
  width: 100%;
  aspect-ratio: ${PICTURE_WIDTH} / ${PICTURE_HEIGHT};
  overflow: hidden;
  border-radius: 10px 10px 0 0;
  background: linear-gradient(160deg, #2d6a3e 0%, #4c9a54 55%, #7cc36b 100%);
  display: flex;
  align-items: center;
  justify-content: center;
`;

/** The card's picture of the level's map with its placed items. */
export function LevelPicture({ level }: { level: CreativeLevelSummary }) {
  return <Frame data-map={level.map_path} aria-hidden="true" />;
}

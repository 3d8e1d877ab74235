import { useEffect, useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { CreatorDraft } from '@pylands/game-engine';
import { drawMapPicture, type PictureArt } from '@pylands/map-view';
import type { Cell, ToolEvent, ToolState } from '../tools/types';
import { MapOverlay } from './MapOverlay';
import { useFitScale } from './useFitScale';

const Frame = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
`;

const Stack = styled.div<{ $cursor: string }>`
  position: relative;
  border-radius: 8px;
  overflow: hidden;
  box-shadow: 0 8px 30px rgba(0, 0, 0, 0.45);
  cursor: ${(p) => p.$cursor};
  canvas,
  svg {
    display: block;
  }
  svg {
    position: absolute;
    inset: 0;
    overflow: visible;
    touch-action: none;
  }
`;

interface Props {
  art: PictureArt;
  draft: CreatorDraft;
  tool: ToolState;
  onEvent: (event: ToolEvent) => void;
}

/**
 * The level's map drawn by the play screen's drawing code (libs/map-view), the placed items and the
 * character on it, and the editor's marks over it; pointer moves and clicks go to the tools in cell units.
 */
export function EditorMap({ art, draft, tool, onEvent }: Props) {
  const { t } = useTranslation();
  const { pixelWidth, pixelHeight, tileWidth } = art.map;
  const { ref, scale } = useFitScale(pixelWidth, pixelHeight);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [hover, setHover] = useState<Cell | null>(null);
  const width = pixelWidth * scale;
  const height = pixelHeight * scale;

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) drawMapPicture(ctx, art, draft.items, draft.start);
  }, [art, draft.items, draft.start, width, height]);

  const pointAt = (e: PointerEvent<SVGSVGElement>): Cell => {
    const rect = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - rect.left) / rect.width) * (pixelWidth / tileWidth),
      y: ((e.clientY - rect.top) / rect.height) * (pixelHeight / art.map.tileHeight),
    };
  };

  const cursor = tool.mode === 'idle' ? 'pointer' : 'crosshair';
  return (
    <Frame ref={ref}>
      {/* The map, like the game's, stays left to right in he and ar: x grows to the right. */}
      {/* The drawing under the named map overlay: one map for screen readers, not two. */}
      <Stack dir="ltr" $cursor={cursor} style={{ width, height }}>
        <canvas
          ref={canvas}
          aria-hidden
          width={width}
          height={height}
          style={{ width, height, imageRendering: 'pixelated' }}
        />
        <svg
          role="application"
          aria-label={t('creator.map.label')}
          data-mode={tool.mode}
          width={width}
          height={height}
          viewBox={`0 0 ${pixelWidth} ${pixelHeight}`}
          onPointerMove={(e) => {
            const point = pointAt(e);
            setHover({ x: Math.floor(point.x), y: Math.floor(point.y) });
            onEvent({ type: 'move', point });
          }}
          onPointerLeave={() => setHover(null)}
          onClick={(e) =>
            onEvent({ type: 'click', point: pointAt(e as unknown as PointerEvent<SVGSVGElement>) })
          }
        >
          <MapOverlay
            draft={draft}
            tool={tool}
            hover={hover}
            tile={tileWidth}
            bounds={{ w: pixelWidth, h: pixelHeight }}
          />
        </svg>
      </Stack>
    </Frame>
  );
}

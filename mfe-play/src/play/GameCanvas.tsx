import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LevelDefinition } from '@pylands/game-engine';
import { createGameView, type GameView } from '../game';
import { SCENE_DESCRIPTION_ID } from '../narration/NarrationRegion';

const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 4 / 3;
  border-radius: 14px;
  overflow: hidden;
  background: #0b0f14;
  border: 1px solid ${(p) => p.theme.colors.border};
  canvas {
    width: 100%;
    height: 100%;
    display: block;
    image-rendering: pixelated;
  }
`;

const Loading = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Mounts the kaplay renderer for one level; a new level gets a fresh view. */
export function GameCanvas({
  level,
  character,
  onView,
  trails,
  onReady,
  children,
}: {
  level: LevelDefinition;
  character: string;
  trails: boolean;
  onView(view: GameView | null): void;
  onReady?: () => void;
  /** Drawn over the canvas: the player-blocking overlays (doc 2 §2). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    if (!canvas.current) return;
    setLoading(true);
    const view = createGameView({ canvas: canvas.current, level, character, trails, assetsBase: '/assets' });
    onView(view);
    let alive = true;
    view.ready
      .then(() => alive && setLoading(false))
      .catch((e: unknown) => console.error('Assets failed', e));
    return () => {
      alive = false;
      onView(null);
      view.destroy();
    };
  }, [level, character, trails, onView, onReady]);

  return (
    <Frame>
      {/* The map and its labels stay left to right in every language (he, ar): x grows to the right. */}
      <canvas
        ref={canvas}
        dir="ltr"
        aria-label={t('play.gameLabel')}
        aria-describedby={SCENE_DESCRIPTION_ID}
        role="img"
        tabIndex={0}
      />
      {loading && <Loading>{t('play.loadingAssets')}</Loading>}
      {children}
    </Frame>
  );
}

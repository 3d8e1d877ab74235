import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Button, Dialog, LocaleLink, useSession } from '@pylands/shared-ui';

const sway = keyframes`
  0%, 100% { transform: rotate(-3deg) scale(1); }
  50% { transform: rotate(3deg) scale(1.06); }
`;

const Body = styled.div`
  min-height: 300px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  text-align: center;
`;

const LevelName = styled.p<{ $size: number }>`
  font-family: 'Comic Sans MS', 'Comic Neue', 'Chalkboard SE', cursive;
  font-size: ${(p) => p.$size}px;
  margin: 8px 0 0;
  word-break: break-word;
`;

const Ribbon = styled.div`
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  font-weight: 900;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  padding: 8px 36px;
  clip-path: polygon(0 0, 100% 0, 92% 50%, 100% 100%, 0 100%, 8% 50%);
  animation: ${sway} 1.6s ease-in-out infinite;
`;

const Actions = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  justify-content: center;
`;

const Confetti = styled.canvas`
  position: fixed;
  inset: 0;
  width: 100vw;
  height: 100vh;
  pointer-events: none;
  z-index: 1001;
`;

/** 28 px minus 0.2 px per character, never below 12 px (doc 2 §2). */
export function levelNameFontSize(name: string): number {
  return Math.max(12, 28 - 0.2 * name.length);
}

function useConfetti(canvas: React.RefObject<HTMLCanvasElement | null>) {
  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    el.width = 1920;
    el.height = 1080;
    const colours = ['#3fbf5f', '#ffc857', '#5bc0eb', '#ff6b6b', '#c792ea'];
    const pieces = Array.from({ length: 140 }, (_, i) => ({
      x: (i * 137) % 1920,
      y: -((i * 53) % 600),
      vy: 6 + (i % 7),
      vx: ((i % 5) - 2) * 1.5,
      size: 8 + (i % 6),
      colour: colours[i % colours.length]!,
    }));
    let frame = 0;
    let handle = 0;
    const draw = () => {
      ctx.clearRect(0, 0, el.width, el.height);
      for (const p of pieces) {
        p.x += p.vx;
        p.y += p.vy;
        ctx.fillStyle = p.colour;
        ctx.fillRect(p.x, p.y, p.size, p.size * 0.6);
      }
      frame += 1;
      // About 166 frames, as the spec's celebration animation.
      if (frame < 166) handle = requestAnimationFrame(draw);
      else ctx.clearRect(0, 0, el.width, el.height);
    };
    handle = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(handle);
  }, [canvas]);
}

/** The creative-level complete dialog: Escape does not close it; Replay restarts the level. */
export function CreativeCompleteDialog({ levelName, onReplay }: { levelName: string; onReplay: () => void }) {
  const { t } = useTranslation();
  const signedOut = useSession((s) => s.status !== 'signed-in');
  const canvas = useRef<HTMLCanvasElement>(null);
  useConfetti(canvas);
  return (
    <>
      <Confetti ref={canvas} aria-hidden />
      <Dialog title={t('dialog.creative.title')} closeOnEscape={false} width={350}>
        <Body>
          <LevelName $size={levelNameFontSize(levelName)}>{levelName}</LevelName>
          <Ribbon>{t('dialog.creative.ribbon')}</Ribbon>
          <Actions>
            <Button onClick={onReplay}>{t('dialog.creative.replay')}</Button>
            {signedOut && (
              <Button as={LocaleLink} to="signup" $variant="secondary">
                {t('dialog.creative.signUp')}
              </Button>
            )}
            <Button as={LocaleLink} to="creative-levels" $variant="secondary">
              {t('dialog.creative.explore')}
            </Button>
          </Actions>
        </Body>
      </Dialog>
    </>
  );
}

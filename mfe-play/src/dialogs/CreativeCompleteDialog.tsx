import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle, keyframes } from 'styled-components';
import comicNeueUrl from '@fontsource/comic-neue/files/comic-neue-latin-700-normal.woff2';
import { apiMessageText, Button, Dialog, LocaleLink, useSession } from '@pylands/shared-ui';
import type { ProofOutcome } from '../run/creative-proof';
import { Celebration } from './Celebration';

const COMIC_FONT = 'Pylands Comic';

// The level name's comic-style font (doc 1 §2), bundled: Chromebooks and Linux have no Comic Sans.
const ComicFontFace = createGlobalStyle`
  @font-face {
    font-family: '${COMIC_FONT}';
    src: url('${comicNeueUrl}') format('woff2');
    font-weight: 700;
    font-display: swap;
  }
`;

const sway = keyframes`
  0%, 100% { transform: rotate(-3deg) scale(1); }
  50% { transform: rotate(3deg) scale(1.06); }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  text-align: center;
`;

const LevelName = styled.p<{ $size: number }>`
  font-family: '${COMIC_FONT}', 'Comic Sans MS', 'Chalkboard SE', cursive;
  font-weight: 700;
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
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const ProofNote = styled.p<{ $ok: boolean }>`
  margin: 0;
  padding: 8px 12px;
  border-radius: 8px;
  font-size: 0.95rem;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border-inline-start: 4px solid ${(p) => (p.$ok ? p.theme.colors.primary : p.theme.colors.warning)};
  text-align: start;
`;

const Actions = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  justify-content: center;
`;

/** 28 px minus 0.2 px per character, never below 12 px (doc 2 §2). */
export function levelNameFontSize(name: string): number {
  return Math.max(12, 28 - 0.2 * name.length);
}

/**
 * The creative-level complete dialog: Escape does not close it; Replay restarts the level. After the
 * creator's own win in Preview it also says whether the level may now be shared (its proof).
 */
export function CreativeCompleteDialog({
  levelName,
  proof,
  onReplay,
}: {
  levelName: string;
  proof?: ProofOutcome;
  onReplay: () => void;
}) {
  const { t } = useTranslation();
  const signedOut = useSession((s) => s.status !== 'signed-in');
  return (
    <>
      <ComicFontFace />
      <Celebration />
      <Dialog title={t('dialog.creative.title')} closeOnEscape={false} width={350} minHeight={380}>
        <Body>
          <LevelName $size={levelNameFontSize(levelName)}>{levelName}</LevelName>
          <Ribbon>{t('dialog.creative.ribbon')}</Ribbon>
          {proof && (
            <ProofNote role={proof.status === 'proven' ? 'status' : 'alert'} $ok={proof.status === 'proven'}>
              {proof.status === 'proven'
                ? t('dialog.creative.proven')
                : proof.message
                  ? apiMessageText(t, proof.message)
                  : t('dialog.creative.proofFailed')}
            </ProofNote>
          )}
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

import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Button, Dialog, LocaleLink, useSession } from '@pylands/shared-ui';
import { Celebration } from './Celebration';

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
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
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

/** The creative-level complete dialog: Escape does not close it; Replay restarts the level. */
export function CreativeCompleteDialog({ levelName, onReplay }: { levelName: string; onReplay: () => void }) {
  const { t } = useTranslation();
  const signedOut = useSession((s) => s.status !== 'signed-in');
  return (
    <>
      <Celebration />
      <Dialog title={t('dialog.creative.title')} closeOnEscape={false} width={350} minHeight={380}>
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

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NOT_READY_LEVELS } from '@pylands/content/not-ready';
import type { LevelData } from '@pylands/contracts';
import { Button, Icon } from '@pylands/shared-ui';
import { Markdown } from '../guide/Markdown';
import { MarkdownDialog } from '../dialogs/MarkdownDialog';
import { QueuedDialog } from './QueuedDialog';
import { useMoreBelow } from './useMoreBelow';

const Panel = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 14px;
  padding: 4px 18px 14px;
  line-height: 1.5;
`;

/**
 * The guide's text. When the play screen fits a short viewport (play-layout) only this part
 * scrolls: Tutorial, Show hint and the hint stay in view, and a fade says there is more below.
 */
const GuideText = styled.div`
  min-height: 0;
  overflow-y: auto;
  scrollbar-width: thin;
  scrollbar-color: ${(p) => p.theme.colors.border} transparent;
  &[data-more] {
    mask-image: linear-gradient(to bottom, #000 calc(100% - 36px), transparent);
  }
`;

const Hint = styled.p`
  flex: none;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border-inline-start: 4px solid ${(p) => p.theme.colors.warning};
  padding: 10px 14px;
  border-radius: 8px;
`;

export function NotReadyNotice() {
  const { t } = useTranslation();
  return (
    <Panel aria-label={t('play.guide')}>
      <p>{t('play.notReady')}</p>
      <p>{t('play.supportContact')}</p>
    </Panel>
  );
}

const GuideImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 220px;
  min-width: 64px;
  margin: 12px auto 4px;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  image-rendering: pixelated;
`;

const Actions = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 6px;
`;

const LanguageNote = styled.p`
  margin: 10px 0 0;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

export function GuidePanel({ level }: { level: LevelData }) {
  const { t, i18n } = useTranslation();
  // Guides not yet written in the child's language come in English, marked as such (and for screen readers).
  const textLanguage = level.text_language ?? 'en';
  const inEnglishForNow = textLanguage !== i18n.language && i18n.language !== 'en';
  const [showHint, setShowHint] = useState(false);
  const [tutorialOpen, setTutorialOpen] = useState(false);
  const guideText = useMoreBelow<HTMLDivElement>();
  if (NOT_READY_LEVELS.has(level.slug)) return <NotReadyNotice />;
  return (
    <Panel aria-label={t('play.guide')}>
      <GuideText ref={guideText.ref} data-more={guideText.more || undefined} lang={textLanguage} tabIndex={0}>
        {inEnglishForNow && <LanguageNote>{t('play.guideInEnglish')}</LanguageNote>}
        <Markdown source={level.guide} />
        {level.guideImage && <GuideImage src={level.guideImage} alt={t('play.guideImageAlt')} />}
      </GuideText>
      {(level.tutorial || level.hint) && (
        <Actions>
          {level.tutorial && (
            <Button $variant="secondary" $small aria-haspopup="dialog" onClick={() => setTutorialOpen(true)}>
              <Icon name="graduation" size={16} /> {t('play.tutorial')}
            </Button>
          )}
          {level.hint && (
            <Button $variant="ghost" $small aria-expanded={showHint} onClick={() => setShowHint((s) => !s)}>
              <Icon name="lightbulb" size={16} /> {showHint ? t('play.hideHint') : t('play.showHint')}
            </Button>
          )}
        </Actions>
      )}
      {showHint && level.hint && <Hint lang={textLanguage}>{level.hint}</Hint>}
      <QueuedDialog id="tutorial" when={tutorialOpen && !!level.tutorial}>
        <MarkdownDialog
          title={t('play.tutorialTitle', { level: level.name })}
          markdown={level.tutorial ?? ''}
          image={level.guideImage}
          imageAlt={t('play.guideImageAlt')}
          onClose={() => setTutorialOpen(false)}
        />
      </QueuedDialog>
    </Panel>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LevelData } from '@pylands/contracts';
import { Button } from '@pylands/shared-ui';
import { Markdown } from '../guide/Markdown';

const Panel = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 14px;
  padding: 4px 18px 14px;
  line-height: 1.5;
`;

const Hint = styled.p`
  background: ${(p) => p.theme.colors.surfaceRaised};
  border-left: 4px solid ${(p) => p.theme.colors.warning};
  padding: 10px 14px;
  border-radius: 8px;
`;

/** Levels the spec names as unfinished show an apology instead of their guide. */
export const NOT_READY_LEVELS: ReadonlySet<string> = new Set(['exeptions-level6', 'string-modules-level3']);

export function NotReadyNotice() {
  const { t } = useTranslation();
  return (
    <Panel aria-label={t('play.guide')}>
      <p>{t('play.notReady')}</p>
      <p>{t('play.supportContact')}</p>
    </Panel>
  );
}

export function GuidePanel({ level }: { level: LevelData }) {
  const { t } = useTranslation();
  const [showHint, setShowHint] = useState(false);
  if (NOT_READY_LEVELS.has(level.slug)) return <NotReadyNotice />;
  return (
    <Panel aria-label={t('play.guide')}>
      <Markdown source={level.guide} />
      {level.hint && (
        <>
          <Button $variant="ghost" $small aria-expanded={showHint} onClick={() => setShowHint((s) => !s)}>
            💡 {showHint ? t('play.hideHint') : t('play.showHint')}
          </Button>
          {showHint && <Hint>{level.hint}</Hint>}
        </>
      )}
    </Panel>
  );
}

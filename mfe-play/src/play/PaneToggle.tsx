import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@pylands/shared-ui';

export type Pane = 'code' | 'game';

const Group = styled.div`
  display: inline-flex;
  gap: 4px;
  padding: 4px;
  border-radius: 12px;
  background: ${(p) => p.theme.colors.surface};
  margin-bottom: 12px;
`;

export function PaneToggle({ pane, onChange }: { pane: Pane; onChange: (pane: Pane) => void }) {
  const { t } = useTranslation();
  return (
    <Group role="group" aria-label={`${t('play.code')} / ${t('play.game')}`}>
      {(['code', 'game'] as const).map((value) => (
        <Button
          key={value}
          $small
          $variant={pane === value ? 'primary' : 'ghost'}
          aria-pressed={pane === value}
          onClick={() => onChange(value)}
        >
          {value === 'code' ? t('play.code') : t('play.game')}
        </Button>
      ))}
    </Group>
  );
}

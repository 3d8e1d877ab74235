import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Icon, type IconName, type TranslationKey } from '@pylands/shared-ui';
import { previewLabel, saveLabel, statusLabel, type SaveMode } from './save-state';

/**
 * Below this width of the bar the tool buttons show their icon only (their names stay as accessible
 * names and tooltips): a container query, since the course sidebar takes part of the window.
 */
const COMPACT = '(max-width: 820px)';

const Bar = styled.div`
  container-type: inline-size;
  padding: 10px 12px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 14px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  & + & {
    margin-top: 8px;
  }
`;

const Title = styled.h1`
  flex: 1 1 120px;
  min-width: 0;
  margin: 0 6px;
  font-size: 1.25rem;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  @container ${COMPACT} {
    font-size: 1rem;
  }
`;

const Label = styled.span`
  @container ${COMPACT} {
    display: none;
  }
`;

const Status = styled.span<{ $mode: SaveMode }>`
  font-weight: 700;
  font-size: 0.9rem;
  padding: 4px 10px;
  border-radius: 999px;
  color: ${(p) => (p.$mode === 'saved' ? p.theme.colors.primary : p.theme.colors.warning)};
  background: ${(p) => p.theme.colors.surfaceRaised};
`;

export interface TopBarProps {
  /** The level's name, shown as the page's heading. */
  name: string;
  mode: SaveMode;
  saving: boolean;
  canSave: boolean;
  canPreview: boolean;
  activeTool: 'start' | null;
  onBack(): void;
  onSetPlayerStart(): void;
  onItems(): void;
  onCommands(): void;
  onCodeTutorial(): void;
  onSettings(): void;
  onSave(): void;
  onPreview(): void;
}

function ToolButton(props: { icon: IconName; label: TranslationKey; onClick(): void; pressed?: boolean }) {
  const { t } = useTranslation();
  const name = t(props.label);
  return (
    <Button
      $variant="secondary"
      $small
      type="button"
      title={name}
      aria-label={name}
      aria-pressed={props.pressed}
      onClick={props.onClick}
    >
      <Icon name={props.icon} />
      <Label>{name}</Label>
    </Button>
  );
}

/** doc 1 §2 editor top bar: the tools, the save status and the Save and Preview buttons. */
export function TopBar(props: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Bar role="toolbar" aria-label={t('creator.editor.toolbar')}>
      <Row>
        <ToolButton icon="arrowLeft" label="creator.editor.back" onClick={props.onBack} />
        <Title title={props.name}>{props.name}</Title>
        <Status role="status" $mode={props.mode}>
          {t(statusLabel(props.mode))}
        </Status>
        <Button type="button" $small disabled={!props.canSave} onClick={props.onSave}>
          <Icon name="check" />
          {t(saveLabel(props.mode, props.saving))}
        </Button>
        <Button
          type="button"
          $small
          $variant="secondary"
          disabled={!props.canPreview}
          onClick={props.onPreview}
        >
          <Icon name="play" />
          {t(previewLabel(props.mode))}
        </Button>
      </Row>
      <Row>
        <ToolButton
          icon="flag"
          label="creator.editor.setPlayerStart"
          onClick={props.onSetPlayerStart}
          pressed={props.activeTool === 'start'}
        />
        <ToolButton icon="star" label="creator.editor.items" onClick={props.onItems} />
        <ToolButton icon="lightbulb" label="creator.editor.commands" onClick={props.onCommands} />
        <ToolButton icon="book" label="creator.editor.codeTutorial" onClick={props.onCodeTutorial} />
        <ToolButton icon="menu" label="creator.editor.settings" onClick={props.onSettings} />
      </Row>
    </Bar>
  );
}

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TranslationKey } from '@pylands/shared-ui';
import type { ToolState } from '../tools/types';

const Bar = styled.p`
  margin: 0 0 10px;
  padding: 8px 14px;
  border-radius: 10px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  text-align: center;
`;

/** One line telling the child what a click on the map does now. */
export function MapHint({ tool }: { tool: ToolState }) {
  const { t } = useTranslation();
  const choice = tool.choice;
  const name = !choice
    ? ''
    : choice.kind === 'item'
      ? t(`creator.item.${choice.type}` as TranslationKey)
      : `${choice.action}()`;
  const text =
    tool.mode === 'placing'
      ? t('creator.map.hint.placing', { name })
      : tool.mode === 'target'
        ? t('creator.map.hint.target')
        : tool.mode === 'start'
          ? t('creator.map.hint.start')
          : tool.mode === 'speak' || tool.mode === 'build'
            ? t('creator.map.hint.dialog')
            : tool.selectedId
              ? t('creator.map.hint.selected')
              : t('creator.map.hint.idle');
  return (
    <Bar role="status" data-mode={tool.mode}>
      {text}
    </Bar>
  );
}

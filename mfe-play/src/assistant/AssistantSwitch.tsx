import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSession } from '@pylands/shared-ui';
import { assistantCounter } from './assistant-rules';
import type { AssistantState } from './useAssistant';

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  @media (max-width: 700px) {
    display: none;
  }
`;

const Toggle = styled.button<{ $on: boolean }>`
  width: 40px;
  height: 22px;
  border-radius: 11px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => (p.$on ? p.theme.colors.primary : p.theme.colors.surfaceRaised)};
  position: relative;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    inset-inline-start: ${(p) => (p.$on ? '20px' : '2px')};
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.text};
    transition: inset-inline-start 0.15s;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Count = styled.span<{ $out: boolean }>`
  padding: 4px 8px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => (p.$out ? p.theme.colors.danger : p.theme.colors.border)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** The assistant on/off switch and its own counter (doc 2 §2, §9); hidden on narrow screens. */
export function AssistantSwitch({ assistant }: { assistant: AssistantState }) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const ofOrganization = useSession((s) => Boolean(s.user?.organization_id));
  // Turned off by the school for its students, by the parent for their own child.
  const switchTip = assistant.disabledByAdmin
    ? t(ofOrganization ? 'assistant.disabledByAdmin' : 'assistant.disabledByParent')
    : assistant.active
      ? t('assistant.deactivate')
      : t('assistant.activate');
  const counter = assistant.credits
    ? assistantCounter(assistant.credits.used, assistant.credits.limit, signedIn, assistant.disabledByAdmin)
    : null;
  const counterTip = counter ? t(counter.tooltipKey, { count: counter.remaining ?? 0 }) : '';
  return (
    <Wrap>
      <Toggle
        type="button"
        role="switch"
        aria-checked={assistant.active}
        aria-label={t('assistant.label')}
        title={switchTip}
        $on={assistant.active}
        disabled={assistant.locked}
        onClick={() => assistant.setChosen(!assistant.chosen)}
      />
      {counter && (
        <Count
          title={counterTip}
          aria-label={`${t('assistant.label')}: ${counter.used}/${counter.limit ?? '∞'}. ${counterTip}`}
          $out={counter.remaining === 0}
        >
          {counter.limit === null ? '∞' : t('attempts.counter', { used: counter.used, limit: counter.limit })}
        </Count>
      )}
    </Wrap>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Field, FieldHint } from '../auth/AuthForm';
import { MAX_DAILY_TIPS, type AssistantSettingsState } from './assistant-settings';

const Box = styled.fieldset`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 12px;
  padding: 14px 16px 4px;
  margin: 16px 0;
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
  /* The cap is kept while the assistant is off: shown greyed so it reads as not in force. */
  input:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Muted = styled.p`
  margin: 0 0 12px;
  font-size: 0.9rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Hint = styled(Muted)`
  margin-top: -10px;
`;

const Check = styled.label`
  display: flex;
  gap: 10px;
  align-items: center;
  margin-bottom: 14px;
  font-weight: 600;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
  }
`;

/**
 * The parent's say over the coding assistant: on or off, and a daily cap of tips (empty: no cap
 * of the parent's, the plan's daily tips apply; docs/decisions.md). The cap stays typed while the
 * assistant is off, so turning it back on brings it back.
 */
export function AssistantSettingsFields({ state }: { state: AssistantSettingsState }) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Box>
      <legend>{t('students.assistantSettings')}</legend>
      <Muted>{t('students.assistantSettingsIntro')}</Muted>
      <Check>
        <input type="checkbox" checked={state.enabled} onChange={(e) => state.setEnabled(e.target.checked)} />
        {t('students.assistantAllowed')}
      </Check>
      <Field>
        {t('students.assistantDailyLimit')}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_DAILY_TIPS}
          step={1}
          value={state.limit}
          disabled={!state.enabled}
          placeholder={t('students.assistantNoLimit')}
          aria-invalid={state.invalid}
          aria-describedby={hintId}
          onChange={(e) => state.setLimit(e.target.value)}
        />
      </Field>
      {/* Outside the label: the field's name stays "Tips per day"; the hint is its description. */}
      <Hint id={hintId} role={state.invalid ? 'alert' : undefined}>
        {state.invalid ? (
          <FieldHint>{t('students.assistantLimitInvalid', { max: MAX_DAILY_TIPS })}</FieldHint>
        ) : (
          t('students.assistantLimitHint')
        )}
      </Hint>
    </Box>
  );
}

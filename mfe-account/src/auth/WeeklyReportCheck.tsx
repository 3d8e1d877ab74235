import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Label = styled.label`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  margin: 4px 0 4px;
  line-height: 1.35;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 1px 0 0;
    flex: none;
  }
`;

const Hint = styled.p`
  margin-block: 0 16px;
  margin-inline: 28px 0;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** The weekly summary email's opt-in, at sign-up and in the profile (off unless ticked). */
export function WeeklyReportCheck({
  checked,
  disabled,
  onChange,
  hint,
}: {
  checked: boolean;
  /** Sign-up says where and when it comes (the profile's section has its own intro). */
  hint?: string;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <>
      <Label>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{t('weeklyReport.signupLabel')}</span>
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </>
  );
}

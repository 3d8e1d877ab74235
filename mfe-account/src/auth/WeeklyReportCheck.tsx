import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Label = styled.label`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  margin: 4px 0 16px;
  line-height: 1.35;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 1px 0 0;
    flex: none;
  }
`;

/** The weekly summary email's opt-in, at sign-up and in the profile (off unless ticked). */
export function WeeklyReportCheck({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Label>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{t('weeklyReport.signupLabel')}</span>
    </Label>
  );
}

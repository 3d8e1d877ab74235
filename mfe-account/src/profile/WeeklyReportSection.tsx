import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@pylands/contracts';
import { profileApi } from '@pylands/shared-ui';
import { errorText, FormError, Notice } from '../auth/AuthForm';
import { WeeklyReportCheck } from '../auth/WeeklyReportCheck';

/** The profile's switch for the weekly summary email: saved as soon as it is ticked or unticked. */
export function WeeklyReportSection({
  profile,
  onChanged,
}: {
  profile: Profile;
  onChanged(profile: Profile): void;
}) {
  const { t } = useTranslation();
  // Shown ticked at once; put back if the server refuses.
  const [checked, setChecked] = useState(profile.weekly_report);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async (weeklyReport: boolean) => {
    setChecked(weeklyReport);
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      onChanged(await profileApi.update({ weekly_report: weeklyReport }));
      setSaved(true);
    } catch (e) {
      setChecked(!weeklyReport);
      setError(errorText(e, t('common.errorOccurred')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p>{t('weeklyReport.profileIntro')}</p>
      {error && <FormError role="alert">{error}</FormError>}
      <WeeklyReportCheck checked={checked} disabled={busy} onChange={(v) => void change(v)} />
      {saved && <Notice role="status">{checked ? t('weeklyReport.on') : t('weeklyReport.off')}</Notice>}
    </>
  );
}

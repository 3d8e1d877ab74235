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
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async (weeklyReport: boolean) => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await profileApi.update({ weekly_report: weeklyReport }));
      setSaved(true);
    } catch (e) {
      setError(errorText(e, t('common.errorOccurred')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p>{t('weeklyReport.profileIntro')}</p>
      {error && <FormError role="alert">{error}</FormError>}
      <WeeklyReportCheck checked={profile.weekly_report} disabled={busy} onChange={(v) => void change(v)} />
      {saved && (
        <Notice role="status">{profile.weekly_report ? t('weeklyReport.on') : t('weeklyReport.off')}</Notice>
      )}
    </>
  );
}

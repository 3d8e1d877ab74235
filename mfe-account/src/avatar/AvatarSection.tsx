import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentCharacter } from '@pylands/contracts';
import { LocaleLink, profileApi, useCharacterName, useSession } from '@pylands/shared-ui';
import { FormError, Notice } from '../auth/AuthForm';
import { AvatarPicker } from './AvatarPicker';

/**
 * Choose avatar (account menu): the chosen student picks a character, saved at once; the header
 * shows it. Without a chosen student there is no avatar to pick here.
 */
export function AvatarSection() {
  const { t } = useTranslation();
  const characterName = useCharacterName();
  const student = useSession((s) => s.user?.student_details ?? null);
  const loadCurrentUser = useSession((s) => s.loadCurrentUser);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<StudentCharacter | null>(null);
  const [failed, setFailed] = useState(false);
  if (!student)
    return (
      <p>
        {t('avatar.forParents')} <LocaleLink to="profile/students">{t('profile.students')}</LocaleLink>
      </p>
    );
  const choose = async (character: StudentCharacter) => {
    setSaving(true);
    setFailed(false);
    setSaved(null);
    try {
      await profileApi.updateStudent(String(student.id), { character });
      await loadCurrentUser();
      setSaved(character);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <p>{t('avatar.intro')}</p>
      {saved && <Notice role="status">{t('avatar.saved', { name: characterName(saved) })}</Notice>}
      {failed && <FormError role="alert">{t('common.errorOccurred')}</FormError>}
      <AvatarPicker value={student.character} onChange={(c) => void choose(c)} disabled={saving} />
    </>
  );
}

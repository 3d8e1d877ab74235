import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StudentCharacter } from '@pylands/contracts';
import { authApi, Button, profileApi } from '@pylands/shared-ui';
import { Field, FieldHint, FormError, SubmitButton, useCheckedField, useSubmit } from '../auth/AuthForm';
import { usernameProblem } from '../auth/validation';
import { AvatarPicker } from '../avatar/AvatarPicker';
import { useAssistantSettings, type AssistantSettings } from './assistant-settings';
import { AssistantSettingsFields } from './AssistantSettingsFields';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 16px 0;
  legend {
    font-weight: 700;
    margin-bottom: 8px;
  }
`;

export interface StudentFormValues extends Partial<AssistantSettings> {
  username: string;
  character: StudentCharacter;
}

/**
 * Username (checked as typed, and against the parent's other students) and character. Used to add
 * and to edit a student; what was typed stays after a server error. Editing also offers the
 * coding assistant's settings (a new student starts with the assistant on and no cap).
 */
export function StudentForm({
  initial,
  assistant,
  submitLabel,
  suggest,
  onSubmit,
}: {
  initial?: StudentFormValues;
  /** The student's assistant settings: shown, and sent with the rest, when given. */
  assistant?: AssistantSettings;
  submitLabel: string;
  /** Offer "Suggest a name" (generate-username). */
  suggest?: boolean;
  onSubmit(values: StudentFormValues): Promise<void>;
}) {
  const { t } = useTranslation();
  const username = useCheckedField(usernameProblem, initial?.username ?? '');
  const [character, setCharacter] = useState<StudentCharacter>(initial?.character ?? 'Rabbit');
  const [taken, setTaken] = useState(false);
  const assistantSettings = useAssistantSettings(assistant);

  useEffect(() => {
    const value = username.value.trim();
    if (usernameProblem(value) || value.toLowerCase() === initial?.username.toLowerCase()) {
      setTaken(false);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      profileApi.studentUsernameExists(value).then(
        (answer) => current && setTaken(answer.exists),
        () => undefined,
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [username.value, initial?.username]);

  const submit = useSubmit(async () => {
    username.touch();
    if (username.problem || taken) return;
    const settings = assistant ? assistantSettings.value() : undefined;
    if (assistant && !settings) return;
    await onSubmit({ username: username.value.trim(), character, ...settings });
  }, t('common.errorOccurred'));

  return (
    <form onSubmit={submit.onSubmit} noValidate>
      {submit.error && <FormError role="alert">{submit.error}</FormError>}
      <Field>
        {t('students.username')}
        <input autoComplete="off" required {...username.inputProps} />
        {username.error && <FieldHint>{t(username.error)}</FieldHint>}
        {!username.error && taken && <FieldHint>{t('students.usernameTaken')}</FieldHint>}
      </Field>
      {suggest && (
        <Button
          type="button"
          $variant="ghost"
          $small
          onClick={() => void authApi.generateUsername().then((answer) => username.setValue(answer.username))}
        >
          {t('students.suggest')}
        </Button>
      )}
      <Fieldset>
        <legend>{t('students.character')}</legend>
        <AvatarPicker value={character} onChange={setCharacter} />
      </Fieldset>
      {assistant && <AssistantSettingsFields state={assistantSettings} />}
      <SubmitButton busy={submit.busy}>{submitLabel}</SubmitButton>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CreatorDraft } from '@pylands/game-engine';
import {
  Button,
  Dialog,
  DialogActions,
  FormField,
  courseOption,
  type TranslationKey,
} from '@pylands/shared-ui';
import { CREATOR_COURSES } from '@pylands/game-engine';
import { NoticeText } from './NoticeBar';
import type { Notice } from './save-messages';
import { useSettingsForm } from './useSettingsForm';

const FieldError = styled.span`
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
`;

const Help = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 400;
  font-size: 0.9rem;
`;

const Toggle = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 10px;
  align-items: center;
  margin-bottom: 14px;
  font-weight: 600;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${(p) => p.theme.colors.primary};
  }
  span:last-child {
    grid-column: 2;
  }
`;

const Refusal = styled.div`
  border: 2px solid ${(p) => p.theme.colors.warning};
  border-radius: 12px;
  padding: 8px 12px;
  p {
    margin: 0;
  }
`;

export interface LevelSettingsDialogProps {
  draft: CreatorDraft;
  exists: boolean;
  hasOrganization: boolean;
  saving: boolean;
  onCancel(): void;
  /** Resolves to null when applied (the dialog closes), or to why not (it stays open and says so). */
  onApply(next: CreatorDraft): Promise<Notice | null>;
}

/** doc 1 §5 Level Settings: name, read-only slug, course, public and (organization members) school sharing. */
export function LevelSettingsDialog(props: LevelSettingsDialogProps) {
  const { t } = useTranslation();
  const form = useSettingsForm(props.draft, props.exists, props.hasOrganization);
  const [refusal, setRefusal] = useState<Notice | null>(null);
  const error = (key: string | undefined) =>
    key ? <FieldError role="alert">{t(`creator.settings.error.${key}` as TranslationKey)}</FieldError> : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.valid) return;
    setRefusal(await props.onApply(form.applied()));
  }

  return (
    <Dialog title={t('creator.settings.title')} onClose={props.onCancel} width={520}>
      <form onSubmit={submit} noValidate>
        <FormField>
          {t('creator.settings.name')}
          <input
            value={form.values.name}
            aria-invalid={!!form.errors.name}
            onChange={(e) => form.change({ name: e.target.value })}
          />
          {error(form.errors.name)}
        </FormField>
        <FormField>
          {t('creator.settings.slug')}
          <input value={form.values.slug} readOnly />
          <Help>{t('creator.settings.slugHelp')}</Help>
        </FormField>
        <FormField>
          {t('creator.settings.course')}
          <select value={form.values.course} onChange={(e) => form.change({ course: e.target.value })}>
            <option value="">{t('creator.settings.coursePlaceholder')}</option>
            {CREATOR_COURSES.map((course) => (
              <option key={course} value={course}>
                {t(courseOption(course)?.label ?? 'creator.settings.course')}
              </option>
            ))}
          </select>
          {error(form.errors.course)}
        </FormField>
        <Toggle>
          <input
            type="checkbox"
            role="switch"
            checked={form.values.isPublic}
            onChange={(e) => form.change({ isPublic: e.target.checked })}
          />
          <span>{t('creator.settings.public')}</span>
          <Help>{t('creator.settings.publicHelp')}</Help>
        </Toggle>
        {props.hasOrganization && (
          <Toggle>
            <input
              type="checkbox"
              role="switch"
              checked={form.values.schoolVisible}
              onChange={(e) => form.change({ schoolVisible: e.target.checked })}
            />
            <span>{t('creator.settings.school')}</span>
            <Help>{t('creator.settings.schoolHelp')}</Help>
          </Toggle>
        )}
        {refusal && (
          <Refusal role="alert">
            <NoticeText notice={refusal} />
          </Refusal>
        )}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!form.valid || props.saving || (props.exists && !form.changed)}>
            {t('creator.settings.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

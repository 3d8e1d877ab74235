import { useState } from 'react';
import {
  generateLevelSlug,
  schoolVisibleFor,
  validateLevelSettings,
  type CreatorDraft,
  type SettingsErrors,
} from '@pylands/game-engine';

export interface SettingsValues {
  name: string;
  slug: string;
  course: string;
  isPublic: boolean;
  schoolVisible: boolean;
}

/**
 * doc 1 §5 Level settings form, validated on every change. The slug is read-only: while the level
 * is new it follows the name; once created it stays (it is the level's address).
 */
export function useSettingsForm(draft: CreatorDraft, exists: boolean, hasOrganization: boolean) {
  const [initial] = useState<SettingsValues>(() => ({
    name: draft.name,
    slug: draft.slug,
    course: draft.course_id,
    isPublic: draft.is_public,
    schoolVisible: schoolVisibleFor(draft.school_visible, hasOrganization),
  }));
  const [values, setValues] = useState<SettingsValues>(initial);
  const [errors, setErrors] = useState<SettingsErrors>(() => validateLevelSettings(values));

  function change(patch: Partial<SettingsValues>) {
    const next = { ...values, ...patch };
    if (patch.name !== undefined && !exists) next.slug = generateLevelSlug(patch.name);
    setValues(next);
    setErrors(validateLevelSettings(next));
  }

  const valid = !errors.name && !errors.course;
  /** doc 1 §5: editing a saved level, Save stays disabled until a setting differs from the saved one. */
  const changed =
    values.name.trim() !== initial.name.trim() ||
    values.course !== initial.course ||
    values.isPublic !== initial.isPublic ||
    values.schoolVisible !== initial.schoolVisible;
  /** The draft with these settings (only called when valid, so the course is one of the two). */
  const applied = (): CreatorDraft => ({
    ...draft,
    name: values.name.trim(),
    slug: values.slug,
    course_id: values.course as CreatorDraft['course_id'],
    is_public: values.isPublic,
    school_visible: schoolVisibleFor(values.schoolVisible, hasOrganization),
  });

  return { values, errors, valid, changed, change, applied };
}

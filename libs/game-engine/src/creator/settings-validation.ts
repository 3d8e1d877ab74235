import { SLUG_NAME_MAX_LENGTH, SLUG_NAME_MIN_LENGTH } from './slug';

/** The courses a creative level may belong to (doc 1 §5). */
export const CREATOR_COURSES = ['python', 'advanced-python'] as const;
export type CreatorCourse = (typeof CREATOR_COURSES)[number];

/** Why a settings field is refused; each is a locale key `creator.settings.error.{code}` in the UI. */
export type SettingsError =
  'nameRequired' | 'nameTooShort' | 'nameTooLong' | 'courseRequired' | 'courseInvalid';

export interface SettingsErrors {
  name?: SettingsError;
  course?: SettingsError;
}

export function isCreatorCourse(course: string): course is CreatorCourse {
  return (CREATOR_COURSES as readonly string[]).includes(course);
}

/** doc 1 §5 level name: required, 3 to 50 characters (spaces around it do not count). */
export function levelNameError(name: string): SettingsError | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'nameRequired';
  if (trimmed.length < SLUG_NAME_MIN_LENGTH) return 'nameTooShort';
  if (trimmed.length > SLUG_NAME_MAX_LENGTH) return 'nameTooLong';
  return undefined;
}

export function courseError(course: string): SettingsError | undefined {
  if (!course) return 'courseRequired';
  return isCreatorCourse(course) ? undefined : 'courseInvalid';
}

/** The Level Settings form's checks, run on every change; an empty object means it may be saved. */
export function validateLevelSettings(settings: { name: string; course: string }): SettingsErrors {
  const errors: SettingsErrors = {};
  const name = levelNameError(settings.name);
  const course = courseError(settings.course);
  if (name) errors.name = name;
  if (course) errors.course = course;
  return errors;
}

/** School sharing is only for organization members: anyone else's level is never school-visible. */
export function schoolVisibleFor(wanted: boolean, hasOrganization: boolean): boolean {
  return wanted && hasOrganization;
}

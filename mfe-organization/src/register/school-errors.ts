import type { ApiError, TranslationKey } from '@pylands/shared-ui';

export type SchoolField = 'name' | 'slug' | 'adminName' | 'email' | 'password' | 'form';

/** Where a refused call's problem belongs, and the plain words to show there. */
export interface FieldRefusal {
  field: SchoolField;
  text: TranslationKey;
}

/** The request's fields as the server names them at the start of a 422 message ("email: …"). */
const SERVER_FIELDS: Record<string, SchoolField> = {
  name: 'name',
  admin_name: 'adminName',
  email: 'email',
  password: 'password',
};

/**
 * Every refusal of sign-up or registration becomes a message on its field in the form's own
 * words, never the server's raw text: 409 on sign-up is the email, 409 on registration the login
 * link name (or an account already in a school), 422 names its field; 429 and the rest go on the form.
 */
export function refusalOf(error: unknown, step: 'signup' | 'register'): FieldRefusal {
  // By shape, not instanceof: this module stays free of the UI library's runtime (unit-tested alone).
  if (!(error instanceof Error) || typeof (error as Partial<ApiError>).status !== 'number') {
    return { field: 'form', text: 'org.schools.failed' };
  }
  const { status, detail = '' } = error as ApiError;
  if (status === 429) return { field: 'form', text: 'org.schools.tooMany' };
  if (status === 409) {
    if (step === 'signup') return { field: 'email', text: 'org.schools.emailTaken' };
    return /organization/i.test(detail)
      ? { field: 'form', text: 'org.schools.alreadyMember' }
      : { field: 'slug', text: 'org.slug.taken' };
  }
  if (status === 422) {
    const field = SERVER_FIELDS[detail.split(':')[0]?.trim() ?? ''];
    if (field === 'email') return { field, text: 'validation.email' };
    if (field === 'password') return { field, text: 'validation.passwordLength' };
    if (field) return { field, text: 'org.schools.nameProblem' };
    // The slug's refusals are whole sentences without a field name (libs/contracts).
    if (step === 'register') return { field: 'slug', text: 'org.slug.rule' };
  }
  if (status === 403) return { field: 'form', text: 'org.schools.notAllowed' };
  return { field: 'form', text: 'org.schools.failed' };
}

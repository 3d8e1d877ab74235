import { accountEmailSchema, newPasswordSchema, studentUsernameSchema } from '@pylands/contracts';
import type { TranslationKey } from '@pylands/shared-ui';

/** The same rules the server applies (libs/contracts), with the words the form shows. */
export function emailProblem(value: string): TranslationKey | null {
  if (!value.trim()) return 'validation.required';
  return accountEmailSchema.safeParse(value).success ? null : 'validation.email';
}

export function newPasswordProblem(value: string): TranslationKey | null {
  if (!value) return 'validation.required';
  return newPasswordSchema.safeParse(value).success ? null : 'validation.passwordLength';
}

export function requiredProblem(value: string): TranslationKey | null {
  return value ? null : 'validation.required';
}

export function usernameProblem(value: string): TranslationKey | null {
  if (!value.trim()) return 'validation.required';
  return studentUsernameSchema.safeParse(value).success ? null : 'validation.username';
}

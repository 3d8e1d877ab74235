import { apiErrorText } from '@pylands/contracts';
import { ApiError } from './api-error';

/** Renders a locale key with its values and the text to show when no locale has it (react-i18next's `t`). */
export type TranslateText = (
  key: string,
  options: { defaultValue: string } & Record<string, unknown>,
) => string;

/**
 * A server's error message in the reader's language: its locale key (libs/contracts api-errors)
 * when a screen words it, else the server's own text.
 */
export function apiMessageText(t: TranslateText, message: string): string {
  const known = apiErrorText(message);
  return known ? t(known.key, { ...known.params, defaultValue: message }) : message;
}

/** What a screen says about a failed call: the server's message in the reader's language, or `fallback`. */
export function apiErrorMessage(t: TranslateText, error: unknown, fallback: string): string {
  const detail = error instanceof ApiError ? error.detail : undefined;
  return detail ? apiMessageText(t, detail) : fallback;
}

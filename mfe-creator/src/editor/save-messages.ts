import { ApiError } from '@pylands/shared-ui';
import type { TranslationKey } from '@pylands/shared-ui';
import { CREATIVE_PROOF_REQUIRED_MESSAGE } from '@pylands/contracts';

/** A message over the editor: success fades away, a warning stays until closed (doc 1 §8). */
export interface Notice {
  kind: 'success' | 'warning' | 'error';
  /** The server's own words, when it gave them. */
  text?: string;
  /** A locale key: the whole message, or what to do after `text`. */
  key?: TranslationKey;
  autoHide: boolean;
}

/** The server refused to keep a level shared that nobody has solved in Preview (422). */
export function isProofRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && error.status === 422 && error.detail === CREATIVE_PROOF_REQUIRED_MESSAGE
  );
}

/** doc 1 §8 "Creator save": what a failed save tells the child. */
export function saveFailureNotice(error: unknown): Notice {
  const detail = error instanceof ApiError ? error.detail : undefined;
  if (error instanceof ApiError && error.status === 409) {
    if (detail && /already exists in the course/.test(detail))
      return { kind: 'warning', text: detail, key: 'creator.message.slugConflictHint', autoHide: false };
    return {
      kind: 'error',
      text: detail,
      key: detail ? undefined : 'creator.message.saveError',
      autoHide: false,
    };
  }
  return detail
    ? { kind: 'error', text: detail, autoHide: false }
    : { kind: 'error', key: 'creator.message.saveError', autoHide: false };
}

export const CREATED_NOTICE: Notice = { kind: 'success', key: 'creator.message.created', autoHide: true };
export const PREVIEW_INCOMPLETE_NOTICE: Notice = {
  kind: 'error',
  key: 'creator.message.previewIncomplete',
  autoHide: false,
};
export const PROOF_NOTICE: Notice = {
  kind: 'warning',
  text: CREATIVE_PROOF_REQUIRED_MESSAGE,
  key: 'creator.message.proofHint',
  autoHide: false,
};
/** The same refusal inside Level Settings: nothing was saved, sharing waits for the proof. */
export const PROOF_SETTINGS_NOTICE: Notice = {
  kind: 'warning',
  text: CREATIVE_PROOF_REQUIRED_MESSAGE,
  key: 'creator.message.proofSettingsHint',
  autoHide: false,
};

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { caseMessage, type CaseText } from '@pylands/python-runner/browser';

/** A verdict from the server (`key`, `params`) as the runner's case text, when it sent one. */
export function caseTextOf(verdict: { key?: string; params?: CaseText['params'] }): CaseText | undefined {
  return verdict.key ? { key: verdict.key, params: verdict.params ?? {} } : undefined;
}

/**
 * A case verdict's words in the child's language (English where theirs lacks them); a verdict
 * whose key no locale file has (an older server) keeps its English message.
 */
export function useCaseWords(): (message: string, text?: CaseText) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message, text) =>
      text && i18n.exists(text.key, text.params)
        ? caseMessage((key, values) => t(key, values ?? {}), text)
        : message,
    [t, i18n],
  );
}

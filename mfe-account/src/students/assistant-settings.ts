import { useState } from 'react';
import type { Student } from '@pylands/contracts';

/** What a parent chooses for their child's coding assistant (PUT profile/students/{id}). */
export type AssistantSettings = Pick<Student, 'assistant_enabled' | 'assistant_attempt_limit'>;

/** The server's bounds (updateStudentRequestSchema). */
export const MAX_DAILY_TIPS = 10000;

/** The typed daily limit as the API wants it: '' is null (no cap of the parent's), else 0–10000; undefined when invalid. */
export function parseDailyLimit(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n <= MAX_DAILY_TIPS ? n : undefined;
}

/** The switch and the typed limit, kept as text so a half-typed number is not lost. */
export function useAssistantSettings(initial: AssistantSettings | undefined) {
  const [enabled, setEnabled] = useState(initial?.assistant_enabled ?? true);
  const [limit, setLimit] = useState(
    initial?.assistant_attempt_limit == null ? '' : String(initial.assistant_attempt_limit),
  );
  const parsed = parseDailyLimit(limit);
  return {
    enabled,
    setEnabled,
    limit,
    setLimit,
    invalid: parsed === undefined,
    /** undefined while the limit is invalid. */
    value: (): AssistantSettings | undefined =>
      parsed === undefined ? undefined : { assistant_enabled: enabled, assistant_attempt_limit: parsed },
  };
}

export type AssistantSettingsState = ReturnType<typeof useAssistantSettings>;

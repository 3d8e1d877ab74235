import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocalePath } from '@pylands/shared-ui';
import { Field } from '../ui';
import { slugProblem } from './slug';
import type { SlugAvailability } from './useSlugAvailability';

const Preview = styled.span`
  font-weight: 400;
  color: ${(p) => p.theme.colors.textMuted};
  /* On a line of its own, small enough that a usual link fits the field's width unbroken. */
  code {
    display: block;
    font-size: 0.85em;
    color: ${(p) => p.theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const Status = styled.span<{ $tone: 'good' | 'bad' | 'muted' }>`
  font-weight: 400;
  min-height: 1.4em;
  color: ${(p) =>
    p.$tone === 'good'
      ? p.theme.colors.primary
      : p.$tone === 'bad'
        ? p.theme.colors.danger
        : p.theme.colors.textMuted};
`;

/**
 * The slug field, shown as what it is: the name of the school's login link. The link it makes is
 * previewed as the user types, and availability (useSlugAvailability) or a refusal shows on it.
 */
export function LoginLinkField({
  value,
  onChange,
  availability,
  problem,
  liveRule,
}: {
  value: string;
  onChange(slug: string): void;
  availability: SlugAvailability;
  /** The form's verdict (on submit, or the server's refusal), in plain words. */
  problem: string | null;
  /** Explain the rule while the user types (once they edited the field themselves). */
  liveRule: boolean;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const id = useId();
  const rule = liveRule ? slugProblem(value) : null;
  const link = `${window.location.origin}${to(`login-org/${value || t('org.slug.example')}`)}`;
  let status: { text: string; tone: 'good' | 'bad' | 'muted' } | null = null;
  if (problem) status = { text: problem, tone: 'bad' };
  else if (rule) status = { text: t(rule), tone: 'bad' };
  else if (availability === 'checking') status = { text: t('org.slug.checking'), tone: 'muted' };
  else if (availability === 'available') status = { text: t('org.slug.available'), tone: 'good' };
  else if (availability === 'taken') status = { text: t('org.slug.taken'), tone: 'bad' };
  const invalid = !!problem || !!rule || availability === 'taken';
  return (
    <Field as="div">
      <label htmlFor={id}>{t('org.slug.label')}</label>
      <input
        id={id}
        name="slug"
        value={value}
        onChange={(e) => onChange(e.target.value.toLowerCase())}
        required
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={invalid}
        aria-describedby={`${id}-preview ${id}-status`}
      />
      <Preview id={`${id}-preview`} data-testid="login-link-preview">
        {t('org.slug.preview')} <code>{link}</code>
      </Preview>
      <Status
        id={`${id}-status`}
        $tone={status?.tone ?? 'muted'}
        aria-live="polite"
        data-testid="login-link-status"
      >
        {status?.text}
      </Status>
    </Field>
  );
}

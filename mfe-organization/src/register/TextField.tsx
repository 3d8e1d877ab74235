import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field } from '../ui';

const Hint = styled.span`
  font-weight: 400;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Problem = styled.span`
  font-weight: 400;
  color: ${(p) => p.theme.colors.danger};
`;

/** A labelled input with an optional hint, replaced by the problem to fix when there is one. */
export function TextField({
  label,
  hint,
  problem,
  ...input
}: {
  label: string;
  hint?: string;
  problem?: string | null;
  name: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  // The label names the field alone; the hint, or the problem in its place, is its description.
  return (
    <Field as="div">
      <label htmlFor={id}>{label}</label>
      <input {...input} id={id} aria-invalid={!!problem} aria-describedby={`${id}-note`} />
      {problem ? (
        <Problem id={`${id}-note`}>{problem}</Problem>
      ) : (
        hint && <Hint id={`${id}-note`}>{hint}</Hint>
      )}
    </Field>
  );
}

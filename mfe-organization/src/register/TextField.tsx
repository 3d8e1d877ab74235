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

/** A labelled input with an optional hint and the problem to fix, both read out with the field. */
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
  return (
    <Field>
      {label}
      <input
        {...input}
        aria-invalid={!!problem}
        aria-describedby={
          [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined
        }
      />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {problem && <Problem id={`${id}-problem`}>{problem}</Problem>}
    </Field>
  );
}

import styled from 'styled-components';

/** A labelled form field (label wrapping its input), in the dark theme; a refused value shows red. */
export const FormField = styled.label`
  display: grid;
  gap: 6px;
  margin-bottom: 16px;
  font-weight: 600;
  input,
  select,
  textarea {
    padding: 10px 12px;
    border-radius: 10px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
  }
  textarea {
    font: inherit;
    font-weight: 400;
    resize: vertical;
  }
  input[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.danger};
  }
`;

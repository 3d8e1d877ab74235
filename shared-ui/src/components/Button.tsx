import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export const Button = styled.button<{ $variant?: ButtonVariant; $small?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radius};
  padding: ${(p) => (p.$small ? '6px 12px' : '10px 18px')};
  font-weight: 700;
  cursor: pointer;
  text-decoration: none;
  transition:
    background 0.15s,
    transform 0.1s;
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${(p) => {
    switch (p.$variant ?? 'primary') {
      case 'primary':
        return css`
          background: ${p.theme.colors.primary};
          color: ${p.theme.colors.primaryText};
          &:hover:not(:disabled) {
            background: ${p.theme.colors.primaryHover};
          }
        `;
      case 'danger':
        return css`
          background: ${p.theme.colors.danger};
          color: ${p.theme.colors.dangerText};
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${p.theme.colors.text};
          &:hover:not(:disabled) {
            background: ${p.theme.colors.surfaceRaised};
          }
        `;
      default:
        return css`
          background: ${p.theme.colors.surfaceRaised};
          color: ${p.theme.colors.text};
          border-color: ${p.theme.colors.border};
          &:hover:not(:disabled) {
            border-color: ${p.theme.colors.primary};
          }
        `;
    }
  }}
`;

import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span.attrs({ role: 'progressbar', 'aria-busy': true })<{ $size?: number }>`
  display: inline-block;
  width: ${(p) => p.$size ?? 18}px;
  height: ${(p) => p.$size ?? 18}px;
  border: 3px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

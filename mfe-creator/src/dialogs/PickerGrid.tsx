import styled from 'styled-components';

/** A grid of sprite cards to pick from (items, commands, structures). */
export const PickerGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 8px;
  margin: 8px 0 16px;
`;

export const PickerCard = styled.button<{ $selected?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: 10px 6px;
  border-radius: 10px;
  border: 2px solid ${(p) => (p.$selected ? p.theme.colors.primary : p.theme.colors.border)};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: 0.9rem;
  font-weight: 700;
  cursor: pointer;
  text-align: center;
  &:hover:not(:disabled),
  &:focus-visible {
    border-color: ${(p) => p.theme.colors.primaryHover};
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const GroupTitle = styled.h3`
  margin: 12px 0 0;
  font-size: 1rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

export const Intro = styled.p`
  margin: 0 0 8px;
  color: ${(p) => p.theme.colors.textMuted};
`;

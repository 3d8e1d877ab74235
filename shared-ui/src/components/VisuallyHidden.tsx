import styled from 'styled-components';

/**
 * Text for screen readers only. Clipped in place rather than moved off screen: an element pushed
 * to `left: -9999px` widens the page, and right to left the view then opens at that far end.
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

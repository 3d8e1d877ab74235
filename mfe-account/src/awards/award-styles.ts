import styled from 'styled-components';

/** A round mark with a centred icon: badge medals, certificate seals, the page emblems. */
export const Round = styled.span<{ $size: number }>`
  display: grid;
  place-items: center;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
`;

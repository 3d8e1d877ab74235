import styled from 'styled-components';
import { characterSpritePath } from '@pylands/contracts';

/**
 * A student's character: the first frame (facing down) of its 4×4 walk sheet of 16 px frames,
 * scaled with crisp pixels. The header's avatar and the avatar picker show it.
 */
export const CharacterFace = styled.span<{ $name: string; $size?: number }>`
  display: block;
  flex: none;
  width: ${(p) => p.$size ?? 48}px;
  height: ${(p) => p.$size ?? 48}px;
  background-image: url(${(p) => characterSpritePath(p.$name)});
  background-size: 400% 400%;
  background-position: 0 0;
  image-rendering: pixelated;
`;

import styled from 'styled-components';
import { CharacterFace } from './CharacterFace';
import { useCharacterName } from './character-name';

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  text-align: start;
`;

const Names = styled.span`
  display: grid;
  gap: 2px;
`;

const Username = styled.strong<{ $size: number }>`
  font-size: ${(p) => (p.$size >= 64 ? '1.2rem' : '1rem')};
`;

const Character = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 0.85rem;
`;

/** A child as families see them: their character's picture, their name, and the character's name. */
export function StudentIdentity({
  username,
  character,
  size = 64,
  as,
}: {
  username: string;
  character: string;
  size?: number;
  /** The element the name is (a card's heading, say). */
  as?: 'h1' | 'h2' | 'h3' | 'strong';
}) {
  const characterName = useCharacterName();
  return (
    <Wrap>
      <CharacterFace $name={character} $size={size} role="img" aria-label={characterName(character)} />
      <Names>
        <Username $size={size} as={as}>
          {username}
        </Username>
        <Character>{characterName(character)}</Character>
      </Names>
    </Wrap>
  );
}

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STUDENT_CHARACTERS, type StudentCharacter } from '@pylands/contracts';
import { CharacterFace, useCharacterName } from '@pylands/shared-ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(84px, 1fr));
  gap: 8px;
  border: 0;
  padding: 0;
  margin: 0;
`;

const Choice = styled.label<{ $chosen: boolean }>`
  display: grid;
  justify-items: center;
  gap: 4px;
  padding: 8px 4px;
  border-radius: 12px;
  border: 2px solid ${(p) => (p.$chosen ? p.theme.colors.primary : p.theme.colors.border)};
  background: ${(p) => (p.$chosen ? p.theme.colors.surfaceRaised : 'transparent')};
  cursor: pointer;
  font-size: 0.8rem;
  text-align: center;
  &:focus-within {
    outline: 3px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;

/** avatar-selection: the 21 characters of the spec, as radio buttons (arrow keys move between them). */
export function AvatarPicker({
  value,
  onChange,
  disabled,
}: {
  value: StudentCharacter;
  onChange(character: StudentCharacter): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const characterName = useCharacterName();
  return (
    <Grid role="radiogroup" aria-label={t('avatar.label')}>
      {STUDENT_CHARACTERS.map((name) => (
        <Choice key={name} $chosen={name === value}>
          <input
            type="radio"
            name="avatar"
            value={name}
            checked={name === value}
            disabled={disabled}
            onChange={() => onChange(name)}
          />
          <CharacterFace $name={name} aria-hidden />
          {characterName(name)}
        </Choice>
      ))}
    </Grid>
  );
}

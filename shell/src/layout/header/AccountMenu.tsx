import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Button,
  CharacterFace,
  ChooseStudentDialog,
  localePath,
  useLng,
  StudentIdentity,
  useCharacterName,
  useSession,
  VisuallyHidden,
} from '@pylands/shared-ui';
import { ParentalGateDialog } from '../parental-gate/ParentalGateDialog';
import { accountMenuEntries, type MenuEntry } from './account-menu-entries';

const Wrap = styled.div`
  position: relative;
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  font-weight: 800;
`;

const Menu = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 6px);
  list-style: none;
  margin: 0;
  padding: 6px;
  min-width: 220px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  z-index: 60;
`;

const Item = styled.li`
  button {
    width: 100%;
    justify-content: flex-start;
  }
`;

const Email = styled.li`
  padding: 8px 12px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 0.9rem;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  margin-bottom: 4px;
`;

/** The avatar menu; its entries follow the spec's rules per role (account-menu-entries.ts). */
export function AccountMenu() {
  const { t } = useTranslation();
  const characterName = useCharacterName();
  const lng = useLng();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const [open, setOpen] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [gate, setGate] = useState(false);
  if (!user) return null;

  const act = (entry: MenuEntry) => {
    if (entry.to) navigate(localePath(lng, entry.to));
    if (entry.action === 'chooseStudent') setChoosing(true);
    if (entry.action === 'parentGate') setGate(true);
    if (entry.action === 'logOut') void logout().then(() => navigate(localePath(lng)));
  };

  const name = user.student_details?.username ?? user.email;
  return (
    <Wrap>
      <Button
        $variant="ghost"
        $small
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {/* A playing student sees their character; grown-ups their initial. */}
        {user.student_details ? (
          <CharacterFace
            $name={user.student_details.character}
            $size={32}
            role="img"
            aria-label={characterName(user.student_details.character)}
          />
        ) : (
          <Avatar aria-hidden>{(name ?? '?').slice(0, 1).toUpperCase()}</Avatar>
        )}
        <span>{user.student_details?.username ?? ''}</span>
        {/* Named by what it shows and what it is, so the visible name is in it (WCAG 2.5.3). */}
        <VisuallyHidden>{t('header.accountMenu')}</VisuallyHidden>
      </Button>
      {open && (
        <Menu role="menu" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          {!user.is_student && <Email>{user.email}</Email>}
          {user.student_details && (
            <Email>
              <StudentIdentity
                username={user.student_details.username}
                character={user.student_details.character}
                size={40}
              />
            </Email>
          )}
          {accountMenuEntries(user).map((entry) => (
            <Item key={entry.label} role="none">
              <Button
                role="menuitem"
                $variant="ghost"
                $small
                onClick={() => {
                  setOpen(false);
                  act(entry);
                }}
              >
                {t(entry.label)}
              </Button>
            </Item>
          ))}
        </Menu>
      )}
      {choosing && <ChooseStudentDialog onClose={() => setChoosing(false)} />}
      {gate && <ParentalGateDialog onClose={() => setGate(false)} />}
    </Wrap>
  );
}

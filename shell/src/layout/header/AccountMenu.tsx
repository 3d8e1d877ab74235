import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, ChooseStudentDialog, localePath, useLng, useSession } from '@pylands/shared-ui';

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
  right: 0;
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

interface Entry {
  label: string;
  to?: string;
  action?: () => void;
}

/** The avatar menu; entries follow the spec's rules for students and non-students (doc 1 §2). */
export function AccountMenu() {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const [open, setOpen] = useState(false);
  const [choosing, setChoosing] = useState(false);
  if (!user) return null;

  const studentId = user.student_id;
  const userType = user.user_details?.user_type;
  // Organization students have user_type 0 too, but no children to choose from.
  const isParent = userType === 0 && !user.organization_id;
  // Spec doc 1 §6: admin only: organization details and teachers; admin and teacher: classes.
  const orgStaff = !!user.organization_id && !user.is_student && (userType === 1 || userType === 2);
  const organizationEntries: Entry[] = orgStaff
    ? [
        ...(userType === 2
          ? [
              { label: t('menu.organizationDetails'), to: 'organization/details' },
              { label: t('menu.teachers'), to: 'organization/teachers' },
            ]
          : []),
        { label: t('menu.classes'), to: 'organization/classes' },
        { label: t('menu.organizationStudents'), to: 'organization/students' },
      ]
    : [];
  const entries: Entry[] = user.is_student
    ? [
        { label: t('menu.profile'), to: 'profile' },
        ...(isParent ? [{ label: t('menu.chooseStudent'), action: () => setChoosing(true) }] : []),
        { label: t('menu.chooseAvatar'), to: 'profile/details' },
        { label: t('menu.chooseCourse'), to: 'courses' },
        { label: t('menu.certificates'), to: `certificates/${studentId}` },
        { label: t('menu.badges'), to: `badges/${studentId}` },
      ]
    : [
        ...organizationEntries,
        ...(orgStaff ? [] : [{ label: t('menu.chooseStudent'), action: () => setChoosing(true) }]),
        { label: t('menu.chooseAvatar'), to: 'profile/details' },
        ...(studentId ? [{ label: t('menu.certificates'), to: `certificates/${studentId}` }] : []),
        { label: t('menu.courses'), to: 'courses' },
        ...(studentId ? [{ label: t('menu.badges'), to: `badges/${studentId}` }] : []),
        { label: t('menu.myProfile'), to: 'profile' },
      ];
  entries.push({
    label: t('menu.logOut'),
    action: () => {
      void logout().then(() => navigate(localePath(lng)));
    },
  });

  const name = user.student_details?.username ?? user.email;
  return (
    <Wrap>
      <Button
        $variant="ghost"
        $small
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('header.accountMenu')}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar aria-hidden>{(name ?? '?').slice(0, 1).toUpperCase()}</Avatar>
        <span>{user.student_details?.username ?? ''}</span>
      </Button>
      {open && (
        <Menu role="menu" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          {!user.is_student && <Email>{user.email}</Email>}
          {entries.map((entry) => (
            <Item key={entry.label} role="none">
              <Button
                role="menuitem"
                $variant="ghost"
                $small
                onClick={() => {
                  setOpen(false);
                  if (entry.to) navigate(localePath(lng, entry.to));
                  entry.action?.();
                }}
              >
                {entry.label}
              </Button>
            </Item>
          ))}
        </Menu>
      )}
      {choosing && <ChooseStudentDialog onClose={() => setChoosing(false)} />}
    </Wrap>
  );
}

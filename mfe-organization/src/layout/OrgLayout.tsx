import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { rolesOf } from '@pylands/contracts';
import { Page, useLocalePath, useSession, type TranslationKey } from '@pylands/shared-ui';

const Tabs = styled.nav`
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
  margin-bottom: 20px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  a {
    padding: 8px 14px;
    color: ${(p) => p.theme.colors.textMuted};
    text-decoration: none;
    border-bottom: 2px solid transparent;
  }
  a.active {
    color: ${(p) => p.theme.colors.text};
    border-bottom-color: ${(p) => p.theme.colors.primary};
  }
`;

interface MenuItem {
  path: string;
  label: TranslationKey;
  admin: boolean;
}

/** Spec doc 1 §6: admin only: details and teachers; admin and teacher: classes (and their students). */
export const MENU: MenuItem[] = [
  { path: 'organization/details', label: 'org.menu.details', admin: true },
  { path: 'organization/teachers', label: 'org.menu.teachers', admin: true },
  { path: 'organization/classes', label: 'org.menu.classes', admin: false },
  { path: 'organization/students', label: 'org.menu.students', admin: false },
];

export function OrgLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useSession((s) => s.user);
  const roles = rolesOf(user);
  const admin = roles.admin;
  const staff = roles.admin || roles.teacher;
  return (
    <Page style={{ maxWidth: 1100 }}>
      {staff && (
        <Tabs aria-label={t('org.menu.label')}>
          {MENU.filter((item) => admin || !item.admin).map((item) => (
            <NavLink key={item.path} to={to(item.path)}>
              {t(item.label)}
            </NavLink>
          ))}
        </Tabs>
      )}
      {children}
    </Page>
  );
}

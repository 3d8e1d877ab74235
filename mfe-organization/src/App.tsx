import type { ReactNode } from 'react';
import type { RemoteAppProps } from '@pylands/shared-ui';
import { ClassFormPage } from './classes/ClassFormPage';
import { ClassesPage } from './classes/ClassesPage';
import { ClassPage } from './classes/ClassPage';
import { DetailsPage } from './details/DetailsPage';
import { OrgLayout } from './layout/OrgLayout';
import { ClassSignupPage } from './login/ClassSignupPage';
import { LoginOrgPage } from './login/LoginOrgPage';
import { SchoolsPage } from './register/SchoolsPage';
import { StudentFormPage } from './students/StudentFormPage';
import { StudentPage } from './students/StudentPage';
import { StudentsPage } from './students/StudentsPage';
import { TeacherFormPage } from './teachers/TeacherFormPage';
import { TeachersPage } from './teachers/TeachersPage';

const PAGES: Record<string, () => ReactNode> = {
  details: () => <DetailsPage />,
  teachers: () => <TeachersPage />,
  'teachers-add': () => <TeacherFormPage edit={false} />,
  'teachers-edit': () => <TeacherFormPage edit />,
  classes: () => <ClassesPage />,
  'classes-add': () => <ClassFormPage edit={false} />,
  class: () => <ClassPage />,
  'classes-edit': () => <ClassFormPage edit />,
  students: () => <StudentsPage />,
  'students-add': () => <StudentFormPage edit={false} />,
  student: () => <StudentPage />,
  'students-edit': () => <StudentFormPage edit />,
};

/** Organization pages (inside the menu of spec §6), plus schools, login-org and class-signup. */
export default function App({ page }: RemoteAppProps) {
  if (page === 'schools') return <SchoolsPage />;
  if (page === 'login-org') return <LoginOrgPage />;
  if (page === 'class-signup') return <ClassSignupPage />;
  const render = PAGES[page] ?? PAGES.details;
  return <OrgLayout>{render()}</OrgLayout>;
}

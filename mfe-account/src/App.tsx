import { TitlePage, type RemoteAppProps, type TranslationKey } from '@pylands/shared-ui';
import { LoginPage } from './auth/LoginPage';
import { SignupPage } from './auth/SignupPage';
import { AddStudentPage } from './students/AddStudentPage';
import { StudentsPage } from './students/StudentsPage';

const TITLES: Record<string, TranslationKey> = {
  unsubscribed: 'page.unsubscribed',
  tos: 'page.tos',
  privacy: 'page.privacy',
  'refund-policy': 'page.refundPolicy',
  checkout: 'page.checkout',
  purchase: 'page.purchase',
  courses: 'page.courses',
  schools: 'page.schools',
  'login-org': 'page.loginOrg',
  'class-signup': 'page.classSignup',
  'forgot-password': 'page.forgotPassword',
  'reset-password': 'page.resetPassword',
  impersonate: 'page.impersonate',
  badges: 'page.badges',
  certificates: 'page.certificates',
  certificate: 'page.certificate',
  guide: 'page.guide',
  'profile-details': 'page.profileDetails',
  billing: 'page.billing',
  'students-edit': 'page.editStudent',
  student: 'page.student',
};

export default function App({ page }: RemoteAppProps) {
  switch (page) {
    case 'login':
      return <LoginPage />;
    case 'signup':
      return <SignupPage />;
    case 'profile':
    case 'students':
      return <StudentsPage />;
    case 'students-add':
      return <AddStudentPage />;
    default:
      return <TitlePage titleKey={TITLES[page] ?? 'page.profile'} />;
  }
}

import { TitlePage, type RemoteAppProps, type TranslationKey } from '@pylands/shared-ui';
import { BadgesPage } from './awards/BadgesPage';
import { CertificatesPage } from './awards/CertificatesPage';
import { CertificateVerificationPage } from './awards/CertificateVerificationPage';
import { ForgotPasswordPage } from './auth/ForgotPasswordPage';
import { LoginPage } from './auth/LoginPage';
import { ResetPasswordPage } from './auth/ResetPasswordPage';
import { SignupPage } from './auth/SignupPage';
import { CreditsPage } from './info/CreditsPage';
import { GuidePage } from './guide/GuidePage';
import { PrivacyPage, RefundPolicyPage, TosPage, UnsubscribedPage } from './info/InfoPages';
import { ProfileDetailsPage } from './profile/ProfileDetailsPage';
import { BillingPage } from './billing/BillingPage';
import { CheckoutPage } from './purchase/CheckoutPage';
import { CoursesPage } from './purchase/CoursesPage';
import { PurchasePage } from './purchase/PurchasePage';
import { ImpersonatePage } from './staff/ImpersonatePage';
import { AddStudentPage } from './students/AddStudentPage';
import { EditStudentPage } from './students/EditStudentPage';
import { StudentPage } from './students/StudentPage';
import { StudentsPage } from './students/StudentsPage';

const TITLES: Record<string, TranslationKey> = {
  'login-org': 'page.loginOrg',
  'class-signup': 'page.classSignup',
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
    case 'students-edit':
      return <EditStudentPage />;
    case 'student':
      return <StudentPage />;
    case 'profile-details':
      return <ProfileDetailsPage />;
    case 'forgot-password':
      return <ForgotPasswordPage />;
    case 'reset-password':
      return <ResetPasswordPage />;
    case 'impersonate':
      return <ImpersonatePage />;
    case 'unsubscribed':
      return <UnsubscribedPage />;
    case 'tos':
      return <TosPage />;
    case 'privacy':
      return <PrivacyPage />;
    case 'credits':
      return <CreditsPage />;
    case 'purchase':
      return <PurchasePage />;
    case 'courses':
      return <CoursesPage />;
    case 'checkout':
      return <CheckoutPage />;
    case 'billing':
      return <BillingPage />;
    case 'badges':
      return <BadgesPage />;
    case 'certificates':
      return <CertificatesPage />;
    case 'certificate':
      return <CertificateVerificationPage />;
    case 'refund-policy':
      return <RefundPolicyPage />;
    case 'guide':
      return <GuidePage />;
    default:
      return <TitlePage titleKey={TITLES[page] ?? 'page.profile'} />;
  }
}

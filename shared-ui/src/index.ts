export * from './i18n/languages';
export { initI18n, changeLanguage, i18next, type TranslationKey } from './i18n/i18n';
export {
  formatDate,
  formatDateTime,
  formatDay,
  formatNumber,
  formatPercent,
  useFormat,
  type Moment,
} from './i18n/format';
export { call, type RequestOptions } from './api/client';
export { prefetchApi } from './api/prefetch';
export { ApiError, AbortedError, ContractError } from './api/api-error';
export { apiErrorMessage, apiMessageText, type TranslateText } from './api/api-error-text';
export { authApi, profileApi, userApi } from './api/account-api';
export { levelApi } from './api/level-api';
export { paymentApi } from './api/payment-api';
export { creativeApi, type CreativeLevelPayload } from './api/creative-api';
export { awardsApi } from './api/awards-api';
export { organizationApi } from './api/organization-api';
export { assistantApi } from './api/assistant-api';
export { teacherGuideApi } from './api/teacher-guide-api';
export { quizApi } from './api/quiz-api';
export { challengeApi } from './api/challenge-api';
export { useSession, canRunCode, type SessionState, type SessionStatus } from './session/session-store';
export { theme, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { localePath, useLng, useLocalePath } from './routing/locale-path';
export { LocaleLink } from './routing/LocaleLink';
export { Button, type ButtonVariant } from './components/Button';
export { Dialog, DialogActions, type DialogProps } from './components/Dialog';
export { useFocusTrap } from './components/useFocusTrap';
export { Spinner } from './components/Spinner';
export { SNACKBAR_AUTO_HIDE_MS } from './components/snackbar';
export { Skeleton } from './components/Skeleton';
export { VisuallyHidden } from './components/VisuallyHidden';
export { Page, PageTitle } from './components/PageTitle';
export { useCourseData, courseProgress } from './course/course-store';
export { useContentNames, type ContentNames } from './course/useContentNames';
export type { RemoteAppProps, RemoteName } from './remote-contract';
export { RUNNER_READY_EVENT } from './remote-contract';
export { TitlePage } from './components/TitlePage';
export { useChooseStudent } from './session/useChooseStudent';
export { trafficSource, TRAFFIC_SOURCE_DAYS } from './session/traffic-source';
export { Icon, type IconName, type IconProps } from './components/Icon';
export { ChooseStudentDialog } from './components/ChooseStudentDialog';
export { CharacterFace } from './components/CharacterFace';
export { FormField } from './components/FormField';
export { useCharacterName } from './components/character-name';
export { StudentIdentity } from './components/StudentIdentity';
export { useGoogleLogin } from './session/useGoogleLogin';
export { formatMoney } from './payment/money';
export { usePaymentCatalogue, priceOf } from './payment/usePaymentCatalogue';
export { COURSE_OPTIONS, courseOption, type CourseOption } from './payment/course-options';
export { AssignPurchaseDialog } from './payment/AssignPurchaseDialog';
export { UnassignedPurchasePrompt } from './payment/UnassignedPurchasePrompt';
export { SubscriptionCard, PlanCard, PlanPrice } from './payment/SubscriptionCard';
export { Table } from './components/Table';
export { afterChoosingStudent, CHALLENGE_CREDITS_REFRESH_EVENT } from './session/after-choosing-student';

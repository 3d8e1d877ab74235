import type { ExecutionType } from './credit';

const enc = encodeURIComponent;

function levelDataQuery(userId?: string, language?: string): string {
  const params = new URLSearchParams();
  if (userId) params.set('user_id', userId);
  if (language && language !== 'en') params.set('language', language);
  return params.size ? `?${params.toString()}` : '';
}

function pageQuery(query: { page?: number; size?: number; search?: string }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Every /api path the services serve, built the same way by clients and servers' tests. */
export const API_PATHS = {
  auth: {
    current: '/api/auth/current',
    login: '/api/auth/login',
    signup: '/api/auth/signup',
    logout: '/api/auth/logout',
    chooseStudent: (studentId: string) => `/api/auth/choose_student/${enc(studentId)}`,
    returnToParent: '/api/auth/return-to-parent',
    /** With `?token` the email comes from the emailed link. */
    signupWithToken: (token?: string) => `/api/auth/signup${token ? `?token=${enc(token)}` : ''}`,
    signupGenerateLink: (email: string, language?: string) =>
      `/api/auth/signup/generate-link?email=${enc(email)}${language ? `&language=${enc(language)}` : ''}`,
    generateUserSignupLink: (email: string) => `/api/auth/generate-user-signup-link?email=${enc(email)}`,
    emailFromToken: (token: string) => `/api/auth/signup/get-email-from-token?token=${enc(token)}`,
    userByToken: (token: string) => `/api/auth/get-user-by-token?token=${enc(token)}`,
    confirmEmail: (token: string) => `/api/auth/confirm-email?token=${enc(token)}`,
    forgotPassword: (email: string) => `/api/auth/forgot-password?email=${enc(email)}`,
    /** The new password travels in the body (kept out of URLs and logs); the query form also works. */
    resetPassword: '/api/auth/reset-password',
    checkUserEmailExists: (email: string) => `/api/auth/check-user-email-exists?email=${enc(email)}`,
    generateUsername: '/api/auth/generate-username',
    openapi: '/api/auth/openapi.json',
    impersonateUser: (userId: string) => `/api/auth/impersonate/user?target_user_id=${enc(userId)}`,
    impersonateStudent: (studentId: string) =>
      `/api/auth/impersonate/student?target_student_id=${enc(studentId)}`,
    impersonateEnd: '/api/auth/impersonate/end',
    /** Log In with Google: a link the browser follows (redirects), not a fetch. */
    googleAuthorize: '/api/auth/google/authorize',
    googleCallback: '/api/auth/google_callback',
    /** Whether Log In with Google is configured. */
    loginOptions: '/api/auth/login-options',
  },
  profile: {
    students: '/api/profile/students',
    student: (studentId: string) => `/api/profile/students/${enc(studentId)}`,
    studentsLimit: '/api/profile/check-students-limit',
    profile: '/api/profile',
    checkStudentUsernameExists: (username: string, organizationId?: string) =>
      `/api/profile/check-student-username-exists?student_username=${enc(username)}${
        organizationId ? `&organization_id=${enc(organizationId)}` : ''
      }`,
  },
  user: {
    changeLanguage: (language: string) => `/api/user/change-language?language=${enc(language)}`,
    getLanguage: '/api/user/get-language',
    country: '/api/user/country',
    open: (emailId: string, redirectUrl?: string) =>
      `/api/user/open/${enc(emailId)}${redirectUrl ? `?redirect_url=${enc(redirectUrl)}` : ''}`,
    unsubscribe: (emailId: string) => `/api/user/unsubscribe/${enc(emailId)}`,
    /** Platform staff: news emails (queued, then sent in batches). */
    queueEmails: '/api/user/queue_emails',
    queueUserEmailsForAll: (query: { template_name: string; subject?: string; recipient_email?: string }) =>
      `/api/user/queue_user_emails_for_all?${new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ).toString()}`,
    sendEmails: (rows?: number) => `/api/user/send_emails${rows === undefined ? '' : `?rows=${rows}`}`,
  },
  level: {
    course: (courseSlug: string, studentId?: string) =>
      `/api/level/course/${enc(courseSlug)}${studentId ? `?student_id=${enc(studentId)}` : ''}`,
    /** `language`: the guide, hint and tutorial in that language where translated (English adds nothing). */
    data: (courseSlug: string, levelSlug: string, userId?: string, language?: string) =>
      `/api/level/data/${enc(courseSlug)}/${enc(levelSlug)}${levelDataQuery(userId, language)}`,
    /** The other form the spec gives for level data (same answer as `data`). */
    dataByCourse: (courseSlug: string, levelSlug: string, userId?: string) =>
      `/api/level-data/course/${enc(courseSlug)}/${enc(levelSlug)}${userId ? `?user_id=${enc(userId)}` : ''}`,
    /** With `creative`, a run of a saved creative level (its course and its creator). */
    update: (levelSlug: string, creative?: { courseId: string; userId: string }) =>
      `/api/level/update/${enc(levelSlug)}${
        creative ? `?course_id=${enc(creative.courseId)}&user_id=${enc(creative.userId)}` : ''
      }`,
    /** A child's progress, last level played and time this week, for the parent's page. */
    studentProgress: (studentId: string) => `/api/level/student-progress/${enc(studentId)}`,
    certificate: (courseSlug: string, studentId?: string) =>
      `/api/level/get_certificate/${enc(courseSlug)}${studentId ? `?student_id=${enc(studentId)}` : ''}`,
    /** Creative levels (the level creator's); `course_id` defaults to python where it is a query. */
    creative: {
      mine: '/api/level/creative',
      save: (forceCreate?: boolean) =>
        `/api/level/creative${forceCreate === undefined ? '' : `?force_create=${forceCreate}`}`,
      create: '/api/level/creative/create',
      public: '/api/level/creative/public',
      publicPage: (query: { page?: number; size?: number; search?: string } = {}) =>
        `/api/level/creative/public/paginated${pageQuery(query)}`,
      creator: (creatorUserId: string) => `/api/level/creative/public/creator/${enc(creatorUserId)}`,
      creatorPage: (creatorUserId: string, query: { page?: number; size?: number; search?: string } = {}) =>
        `/api/level/creative/public/creator/${enc(creatorUserId)}/paginated${pageQuery(query)}`,
      creatorStats: (creatorUserId: string) =>
        `/api/level/creative/public/creator/${enc(creatorUserId)}/stats`,
      school: '/api/level/creative/school',
      checkSlug: (courseId: string, levelSlug: string) =>
        `/api/level/creative/check-slug/${enc(courseId)}/${enc(levelSlug)}`,
      level: (levelSlug: string, courseId?: string) =>
        `/api/level/creative/${enc(levelSlug)}${courseId ? `?course_id=${enc(courseId)}` : ''}`,
      /** The creator's solving run, replayed by the server and kept as the level's proof. */
      proof: (levelSlug: string, courseId: string) =>
        `/api/level/creative/${enc(levelSlug)}/proof?course_id=${enc(courseId)}`,
      report: (levelSlug: string, courseId: string, userId?: string) =>
        `/api/level/creative/${enc(levelSlug)}/report?course_id=${enc(courseId)}${userId ? `&user_id=${enc(userId)}` : ''}`,
      /** Platform staff: hide or show a level. */
      hidden: (levelSlug: string, courseId: string, userId?: string) =>
        `/api/level/creative/${enc(levelSlug)}/hidden?course_id=${enc(courseId)}${userId ? `&user_id=${enc(userId)}` : ''}`,
      template: (mapPath: string) => `/api/level/creative/template/${enc(mapPath)}`,
      /** Platform staff: reported levels with their reasons. */
      reports: '/api/level/creative/reports',
    },
    /** The guide's picture of a level (its map at the start); `version` makes the URL cacheable for good. */
    guide: (courseSlug: string, levelSlug: string, version?: string) =>
      `/api/level/guide/${enc(courseSlug)}/${enc(levelSlug)}.png${version ? `?v=${enc(version)}` : ''}`,
  },
  /** The payments service (doc 1 §7 Payment). */
  payment: {
    currentPlan: '/api/payment/current-plan',
    currentSubscription: '/api/payment/current-subscription',
    activeSubscriptions: '/api/payment/active-subscriptions',
    hasUnassignedPurchases: '/api/payment/has-unassigned-purchases',
    assignPurchase: (studentId: string, courseName: string) =>
      `/api/payment/assign-purchase?student_id=${enc(studentId)}&course_name=${enc(courseName)}`,
    cancelSubscription: (purchaseId: string) =>
      `/api/payment/cancel-subscription?purchase_id=${enc(purchaseId)}`,
    upgradeSubscription: (planName: string) => `/api/payment/upgrade-subscription?plan_name=${enc(planName)}`,
    previewSubscriptionUpgrade: (planName: string) =>
      `/api/payment/preview-subscription-upgrade?plan_name=${enc(planName)}`,
    upgradeToOrganization: '/api/payment/upgrade-to-organization',
    checkout: (planName: string, returnPath?: string) =>
      `/api/payment/checkout?plan_name=${enc(planName)}${returnPath ? `&return_path=${enc(returnPath)}` : ''}`,
    catalogue: '/api/payment/catalogue',
    transferPurchases: (toEmail: string, fromEmail: string, includeAssigned: boolean) =>
      `/api/payment/transfer-purchases?to_email=${enc(toEmail)}&from_email=${enc(fromEmail)}&include_assigned=${includeAssigned}`,
    requestRefund: (purchaseId: string, reason: string) =>
      `/api/payment/request-refund?purchase_id=${enc(purchaseId)}&reason=${enc(reason)}`,
    refundEligibility: (purchaseId: string) => `/api/payment/refund-eligibility/${enc(purchaseId)}`,
    refunds: '/api/payment/refunds',
    paddleWebhook: '/api/payment/paddle',
    setPaid: (email: string, paid: boolean) => `/api/auth/set-paid?email=${enc(email)}&paid=${paid}`,
    purchasedStudents: (courseSlug: string) => `/api/profile/${enc(courseSlug)}/students/purchased`,
    notPurchasedStudents: (courseSlug: string) => `/api/profile/${enc(courseSlug)}/students/not-purchased`,
    allPurchases: '/api/profile/students/purchases/all',
  },
  credit: (executionType: ExecutionType) => `/api/credit/${enc(executionType)}`,
  /** A parent's view of one child's coding-assistant use per day (tips service). */
  creditUsage: (studentId: string) => `/api/credit/usage?student_id=${enc(studentId)}`,
  chatgpt: {
    tip: '/api/chatgpt/generate-tip',
    tipLevel: '/api/chatgpt/generate-tip-level-async',
    tipChallenge: '/api/chatgpt/generate-tip-challenge-async',
  },
  health: '/health',
} as const;

import {
  API_PATHS,
  chooseStudentResponseSchema,
  countrySchema,
  currentUserSchema,
  emailExistsResponseSchema,
  emailFromTokenResponseSchema,
  generatedUsernameSchema,
  languageSettingSchema,
  loginOptionsSchema,
  logoutResponseSchema,
  okResponseSchema,
  profileSchema,
  studentSchema,
  studentsLimitSchema,
  userByTokenResponseSchema,
  usernameExistsResponseSchema,
  type CreateStudentRequest,
  type GoogleAuthorizeQuery,
  type LoginRequest,
  type SignupBody,
  type UpdateProfileRequest,
  type UpdateStudentRequest,
} from '@pylands/contracts';
import { trafficSource } from '../session/traffic-source';
import { call, type RequestOptions } from './client';
import { apiUrl } from './request';

const post = (body?: unknown, signal?: AbortSignal): RequestOptions => ({
  method: 'POST',
  body: body ?? {},
  signal,
});

/** Auth calls (doc 1 §7), typed from libs/contracts: paths from API_PATHS, answers parsed with zod. */
export const authApi = {
  current: (signal?: AbortSignal) => call(currentUserSchema, API_PATHS.auth.current, { signal }),
  login: (body: LoginRequest) => call(currentUserSchema, API_PATHS.auth.login, post(body)),
  /** With the token of an emailed link the email comes from the link. */
  signup: (body: SignupBody, token?: string) =>
    call(currentUserSchema, API_PATHS.auth.signupWithToken(token), post(body)),
  logout: () => call(logoutResponseSchema, API_PATHS.auth.logout),
  chooseStudent: (studentId: string) =>
    call(chooseStudentResponseSchema, API_PATHS.auth.chooseStudent(studentId), post()),
  /** The parental gate: the parent's password takes a child's session back to the parent's. */
  returnToParent: (password: string) =>
    call(currentUserSchema, API_PATHS.auth.returnToParent, post({ password })),
  sendSignupLink: (email: string, language?: string) =>
    call(okResponseSchema, API_PATHS.auth.signupGenerateLink(email, language), post()),
  emailFromToken: (token: string) => call(emailFromTokenResponseSchema, API_PATHS.auth.emailFromToken(token)),
  userByToken: (token: string) => call(userByTokenResponseSchema, API_PATHS.auth.userByToken(token)),
  forgotPassword: (email: string) => call(okResponseSchema, API_PATHS.auth.forgotPassword(email), post()),
  resetPassword: (token: string, newPassword: string) =>
    call(okResponseSchema, API_PATHS.auth.resetPassword, post({ token, new_password: newPassword })),
  emailExists: (email: string) => call(emailExistsResponseSchema, API_PATHS.auth.checkUserEmailExists(email)),
  generateUsername: () => call(generatedUsernameSchema, API_PATHS.auth.generateUsername),
  /** Platform staff only: act as a user or a student (recorded; end with endImpersonation). */
  impersonateUser: (userId: string) =>
    call(currentUserSchema, API_PATHS.auth.impersonateUser(userId), post()),
  impersonateStudent: (studentId: string) =>
    call(currentUserSchema, API_PATHS.auth.impersonateStudent(studentId), post()),
  endImpersonation: () => call(okResponseSchema, API_PATHS.auth.impersonateEnd, post()),
  /** Which logins this deployment offers (Google only with GOOGLE_CLIENT_ID). */
  loginOptions: () => call(loginOptionsSchema, API_PATHS.auth.loginOptions),
  /**
   * Where the Log In with Google button goes: a new account keeps this visit's interface language
   * and traffic source, as sign-up does.
   */
  googleAuthorizeUrl: (language: string) => {
    const query: GoogleAuthorizeQuery = { language, traffic_source: trafficSource() ?? undefined };
    const url = apiUrl(API_PATHS.auth.googleAuthorize, query);
    return `${url.pathname}${url.search}`;
  },
};

/** Profile calls: the parent's account and students. */
export const profileApi = {
  get: () => call(profileSchema, API_PATHS.profile.profile),
  update: (body: UpdateProfileRequest) => call(profileSchema, API_PATHS.profile.profile, post(body)),
  remove: () => call(okResponseSchema, API_PATHS.profile.profile, { method: 'DELETE' }),
  students: () => call(studentSchema.array(), API_PATHS.profile.students),
  student: (studentId: string) => call(studentSchema, API_PATHS.profile.student(studentId)),
  addStudent: (body: CreateStudentRequest) => call(studentSchema, API_PATHS.profile.students, post(body)),
  updateStudent: (studentId: string, body: UpdateStudentRequest) =>
    call(studentSchema, API_PATHS.profile.student(studentId), { method: 'PUT', body }),
  removeStudent: (studentId: string) =>
    call(okResponseSchema, API_PATHS.profile.student(studentId), { method: 'DELETE' }),
  studentsLimit: () => call(studentsLimitSchema, API_PATHS.profile.studentsLimit),
  studentUsernameExists: (username: string) =>
    call(usernameExistsResponseSchema, API_PATHS.profile.checkStudentUsernameExists(username)),
};

/** User calls: language and country. */
export const userApi = {
  changeLanguage: (language: string) =>
    call(languageSettingSchema, API_PATHS.user.changeLanguage(language), post()),
  getLanguage: () => call(languageSettingSchema, API_PATHS.user.getLanguage),
  country: () => call(countrySchema, API_PATHS.user.country),
};

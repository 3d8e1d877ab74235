import {
  CERTIFICATE_CHOOSE_STUDENT_MESSAGE,
  CERTIFICATE_REQUIRES_ACCOUNT_MESSAGE,
  CERTIFICATE_REVOKE_STAFF_ONLY_MESSAGE,
  CERTIFICATE_REVOKED_DOWNLOAD_MESSAGE,
  CERTIFICATE_UNKNOWN_MESSAGE,
  certificateNotEarnedMessage,
} from './certificate';
import { STUDENT_AWARDS_FORBIDDEN_MESSAGE } from './badge';
import { SCHOOL_STUDENT_NO_PARENT_MESSAGE, WRONG_PARENT_PASSWORD_MESSAGE } from './auth';
import { CHALLENGE_CODE_TOO_LONG_MESSAGE, CHALLENGE_NOT_FOUND_MESSAGE } from './challenge';
import { OUT_OF_ATTEMPTS_MESSAGE } from './credit';
import {
  CREATIVE_LEVEL_NOT_FOUND_MESSAGE,
  CREATIVE_LEVEL_NOT_YOURS_MESSAGE,
  CREATIVE_NO_GOALS_MESSAGE,
  CREATIVE_PROOF_REQUIRED_MESSAGE,
  CREATIVE_REPORT_OWN_MESSAGE,
  CREATIVE_SCHOOL_ONLY_MESSAGE,
  CREATIVE_STAFF_ONLY_MESSAGE,
  CREATIVE_TEMPLATE_NOT_FOUND_MESSAGE,
} from './creative-level';
import { LEVEL_LOCKED_MESSAGE } from './entitlements';
import { BODY_TOO_LARGE_MESSAGE, REQUEST_BODY_LIMIT_BYTES } from './errors';
import {
  CHAPTER_LOCKED_BY_CLASS_MESSAGE,
  CHAPTER_NO_SKIP_MESSAGE,
  CHOOSE_STUDENT_TO_PLAY_MESSAGE,
  LEVEL_REQUIRES_LOGIN_MESSAGE,
  PROGRESS_REQUIRES_ACCOUNT_MESSAGE,
  REPLAY_REJECTED_PREFIX,
} from './level';
import { SLUG_RULE_MESSAGE, SLUG_TAKEN_MESSAGE } from './organization';
import {
  QUIZ_ALREADY_ANSWERED_MESSAGE,
  QUIZ_ATTEMPT_NOT_FOUND_MESSAGE,
  QUIZ_NOT_FOUND_MESSAGE,
  QUIZ_QUESTION_NOT_FOUND_MESSAGE,
  QUIZ_REQUIRED_MESSAGE,
} from './quiz';
import { OUT_OF_ASSISTANT_CREDITS_MESSAGE, TIP_FAILED_MESSAGE, TIP_TIMED_OUT_MESSAGE } from './tip';

/** Emailed links (sign-up, password reset) that were used or have expired. */
export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired';
/** 401 on auth/login. */
export const WRONG_LOGIN_MESSAGE = 'Incorrect email or password';
/** 403 on a profile change with the wrong current password. */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';
/** 409 on an email address another account has. */
export const EMAIL_TAKEN_MESSAGE = 'This address is already taken';
/** 503 while a limit cannot be checked (Redis unreachable). */
export const TRY_AGAIN_SOON_MESSAGE = 'Please try again in a moment';
/** 503 (with Retry-After) while PostgreSQL cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database cannot be reached right now. Please try again in a moment.';
/** 403 on a student deleted meanwhile, or another family's. */
export const STUDENT_GONE_MESSAGE = 'This student no longer exists. Please choose another student.';
export const STUDENT_NOT_YOURS_MESSAGE = 'This student is not one of yours.';

/**
 * The servers' error messages a screen shows, each with the locale key that words it in the
 * child's language (000 §8: a screen shows its own words, not a server's). The English stays the
 * API's `message`; a message not listed here is shown as the server wrote it.
 */
export const API_ERROR_MESSAGES: ReadonlyArray<readonly [message: string, key: string]> = [
  [LEVEL_LOCKED_MESSAGE, 'apiError.levelLocked'],
  [CHALLENGE_CODE_TOO_LONG_MESSAGE, 'apiError.challengeCodeTooLong'],
  [CHALLENGE_NOT_FOUND_MESSAGE, 'apiError.challengeNotFound'],
  [OUT_OF_ATTEMPTS_MESSAGE, 'apiError.outOfAttempts'],
  [CERTIFICATE_REQUIRES_ACCOUNT_MESSAGE, 'apiError.certificateRequiresAccount'],
  [CERTIFICATE_CHOOSE_STUDENT_MESSAGE, 'apiError.certificateChooseStudent'],
  [CERTIFICATE_UNKNOWN_MESSAGE, 'apiError.certificateUnknown'],
  [CERTIFICATE_REVOKED_DOWNLOAD_MESSAGE, 'apiError.certificateRevokedDownload'],
  [CERTIFICATE_REVOKE_STAFF_ONLY_MESSAGE, 'apiError.certificateRevokeStaffOnly'],
  [CREATIVE_LEVEL_NOT_FOUND_MESSAGE, 'apiError.creativeLevelNotFound'],
  [CREATIVE_LEVEL_NOT_YOURS_MESSAGE, 'apiError.creativeLevelNotYours'],
  [CREATIVE_SCHOOL_ONLY_MESSAGE, 'apiError.creativeSchoolOnly'],
  [CREATIVE_PROOF_REQUIRED_MESSAGE, 'apiError.creativeProofRequired'],
  [CREATIVE_TEMPLATE_NOT_FOUND_MESSAGE, 'apiError.creativeTemplateNotFound'],
  [CREATIVE_NO_GOALS_MESSAGE, 'apiError.creativeNoGoals'],
  [CREATIVE_STAFF_ONLY_MESSAGE, 'apiError.creativeStaffOnly'],
  [CREATIVE_REPORT_OWN_MESSAGE, 'apiError.creativeReportOwn'],
  [LEVEL_REQUIRES_LOGIN_MESSAGE, 'apiError.levelRequiresLogin'],
  [PROGRESS_REQUIRES_ACCOUNT_MESSAGE, 'apiError.progressRequiresAccount'],
  [CHOOSE_STUDENT_TO_PLAY_MESSAGE, 'apiError.chooseStudentToPlay'],
  [CHAPTER_LOCKED_BY_CLASS_MESSAGE, 'apiError.chapterLockedByClass'],
  [CHAPTER_NO_SKIP_MESSAGE, 'apiError.chapterNoSkip'],
  [STUDENT_AWARDS_FORBIDDEN_MESSAGE, 'apiError.studentAwardsForbidden'],
  [WRONG_PARENT_PASSWORD_MESSAGE, 'apiError.wrongParentPassword'],
  [SCHOOL_STUDENT_NO_PARENT_MESSAGE, 'apiError.schoolStudentNoParent'],
  [QUIZ_NOT_FOUND_MESSAGE, 'apiError.quizNotFound'],
  [QUIZ_ALREADY_ANSWERED_MESSAGE, 'apiError.quizAlreadyAnswered'],
  [QUIZ_ATTEMPT_NOT_FOUND_MESSAGE, 'apiError.quizAttemptNotFound'],
  [QUIZ_QUESTION_NOT_FOUND_MESSAGE, 'apiError.quizQuestionNotFound'],
  [QUIZ_REQUIRED_MESSAGE, 'apiError.quizRequired'],
  [OUT_OF_ASSISTANT_CREDITS_MESSAGE, 'apiError.outOfAssistantCredits'],
  [TIP_FAILED_MESSAGE, 'apiError.tipFailed'],
  [TIP_TIMED_OUT_MESSAGE, 'apiError.tipTimedOut'],
  [SLUG_RULE_MESSAGE, 'apiError.slugRule'],
  [SLUG_TAKEN_MESSAGE, 'apiError.slugTaken'],
  [INVALID_LINK_MESSAGE, 'apiError.invalidLink'],
  [DATABASE_UNAVAILABLE_MESSAGE, 'apiError.databaseUnavailable'],
  [WRONG_LOGIN_MESSAGE, 'apiError.wrongLogin'],
  [EMAIL_TAKEN_MESSAGE, 'apiError.emailTaken'],
  [WRONG_CURRENT_PASSWORD_MESSAGE, 'apiError.wrongCurrentPassword'],
  [TRY_AGAIN_SOON_MESSAGE, 'apiError.tryAgainSoon'],
  [STUDENT_GONE_MESSAGE, 'apiError.studentGone'],
  [STUDENT_NOT_YOURS_MESSAGE, 'apiError.studentNotYours'],
];
const BY_MESSAGE = new Map(API_ERROR_MESSAGES);

/** A server message's locale key and the values its text names. */
export interface ApiErrorText {
  key: string;
  params?: Record<string, string | number>;
}

/** The text around the course's name in the message certificateNotEarnedMessage writes. */
const [NOT_EARNED_START, NOT_EARNED_END] = certificateNotEarnedMessage('\u0000').split('\u0000');

/** The locale key for a server's error message, or undefined for one no screen words itself. */
export function apiErrorText(message: string): ApiErrorText | undefined {
  const key = BY_MESSAGE.get(message);
  if (key) return { key };
  if (message === BODY_TOO_LARGE_MESSAGE)
    return { key: 'apiError.bodyTooLarge', params: { kilobytes: REQUEST_BODY_LIMIT_BYTES / 1024 } };
  if (message.startsWith(NOT_EARNED_START) && message.endsWith(NOT_EARNED_END)) {
    const course = message.slice(NOT_EARNED_START.length, message.length - NOT_EARNED_END.length);
    return { key: 'apiError.certificateNotEarned', params: { course } };
  }
  // "The program did not complete the level: <why>": the reason stays the server's (English) words.
  if (message.startsWith(`${REPLAY_REJECTED_PREFIX}: `))
    return {
      key: 'apiError.replayRejected',
      params: { reason: message.slice(REPLAY_REJECTED_PREFIX.length + 2) },
    };
  return undefined;
}

// Challenges (issue 23): the hidden tests' check, the same in the browser worker and on the server.
export { checkChallenge } from './check-challenge';
// What each case's program reported (what it printed, what it gave back), for a page that shows it.
export { CASE_RESULT_VARIABLE, type CaseReport } from './case-program';
export { normalizeOutput, sameValue, verdict } from './judge-case';
// A verdict's words in any language (locale keys `challenges.case.*`), English by default.
export { caseMessage, caseText, englishCaseMessage, type CaseText, type CaseTranslate } from './case-text';
export { pythonRepr } from './python-repr';
export type {
  ChallengeCase,
  ChallengeCaseReason,
  ChallengeCaseResult,
  ChallengeCheckOptions,
  ChallengeCheckResult,
  ChallengeRunner,
  ChallengeShape,
  ChallengeTests,
} from './challenge-types';

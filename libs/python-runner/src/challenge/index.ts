// Challenges (issue 23): the hidden tests' check, the same in the browser worker and on the server.
export { checkChallenge } from './check-challenge';
export { normalizeOutput, sameValue } from './judge-case';
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

import { CreateLevelsTables1763900100000 } from './1763900100000-create-levels-tables';
import { StudentTombstones1764000000000 } from './1764000000000-student-tombstones';
import { ClassRules1764100100000 } from '../classes/1764100100000-class-rules';
import { CreativeLevels1764200000000 } from '../creative/1764200000000-creative-levels';
import { CreativeSharing1764700000000 } from '../creative/1764700000000-creative-sharing';
import { ChallengeSolves1764800100000 } from '../challenges/1764800100000-challenge-solves';
import { StudentRuns1764600000000 } from '../student-progress/1764600000000-student-runs';
import { Quizzes1764800100000 } from '../quizzes/1764800100000-quizzes';
import { BadgesAndCertificates1764923230000 } from '../certificates/1764923230000-badges-and-certificates';
import { PendingCompletions1765100000000 } from '../verifier/1765100000000-pending-completions';

export const LEVELS_MIGRATIONS = [
  CreateLevelsTables1763900100000,
  StudentTombstones1764000000000,
  ClassRules1764100100000,
  CreativeLevels1764200000000,
  StudentRuns1764600000000,
  CreativeSharing1764700000000,
  Quizzes1764800100000,
  BadgesAndCertificates1764923230000,
  ChallengeSolves1764800100000,
  PendingCompletions1765100000000,
];

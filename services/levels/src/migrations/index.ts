import { CreateLevelsTables1763900100000 } from './1763900100000-create-levels-tables';
import { StudentTombstones1764000000000 } from './1764000000000-student-tombstones';
import { ClassRules1764100100000 } from '../classes/1764100100000-class-rules';
import { CreativeLevels1764200000000 } from '../creative/1764200000000-creative-levels';
import { CreativeSharing1764700000000 } from '../creative/1764700000000-creative-sharing';
import { StudentRuns1764600000000 } from '../student-progress/1764600000000-student-runs';
import { BadgesAndCertificates1764923230000 } from '../certificates/1764923230000-badges-and-certificates';

export const LEVELS_MIGRATIONS = [
  CreateLevelsTables1763900100000,
  StudentTombstones1764000000000,
  ClassRules1764100100000,
  CreativeLevels1764200000000,
  StudentRuns1764600000000,
  CreativeSharing1764700000000,
  BadgesAndCertificates1764923230000,
];

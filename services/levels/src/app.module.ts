import { Module, type DynamicModule } from '@nestjs/common';
import {
  AnonymousVisitors,
  EntitlementsClient,
  ServiceCoreModule,
  type ServiceConfig,
} from '@pylands/common';
import { ProgressSignal } from './achievements/progress-signal';
import { CourseProgressReader } from './achievements/course-progress';
import { StudentAwardsAccess } from './achievements/student-awards-access';
import { StudentNames } from './achievements/student-names';
import { BadgeAward } from './badges/badge-award.entity';
import { BadgeAwardsService } from './badges/badge-awards.service';
import { BadgeRules } from './badges/badge-rules';
import { BadgesController } from './badges/badges.controller';
import { CertificateFilesController } from './certificates/certificate-files.controller';
import { CertificateIssuer } from './certificates/certificate-issuer.service';
import { IssuedCertificatesController } from './certificates/issued-certificates.controller';
import { IssuedCertificateRow } from './certificates/issued-certificate.entity';
import { ChallengeSolve } from './challenges/challenge-solve.entity';
import { ChallengeSolvesService } from './challenges/challenge-solves.service';
import { ChallengesController } from './challenges/challenges.controller';
import { ChallengesService } from './challenges/challenges.service';
import { ChapterAccessService } from './classes/chapter-access.service';
import { ClassRulesService } from './classes/class-rules.service';
import { ReportsController } from './classes/reports.controller';
import { CertificatesController } from './certificates/certificates.controller';
import { InternalCertificatesController } from './certificates/internal-certificates.controller';
import { WeeklySummaryController } from './weekly-summary/weekly-summary.controller';
import { WeeklySummaryService } from './weekly-summary/weekly-summary.service';
import { AccountsClient } from './accounts/accounts.client';
import { CreativeAccess } from './creative/creative-access';
import { CreativeCreatorName } from './creative/creative-creator-name';
import { CreativeLevelRow } from './creative/creative-level.entity';
import { CreativeModerationService } from './creative/creative-moderation.service';
import { CreativePlaysService } from './creative/creative-plays.service';
import { CreativeProofService } from './creative/creative-proof.service';
import { CreativeSharingController } from './creative/creative-sharing.controller';
import { CreativeLevelsController } from './creative/creative-levels.controller';
import { CreativeLevelsService } from './creative/creative-levels.service';
import { CoursesController } from './courses/courses.controller';
import { CreditsController } from './credits/credits.controller';
import { CreditsService } from './credits/credits.service';
import { LevelLocks } from './entitlements/level-locks';
import { LEVELS_OPTIONS, loadLevelsOptions, type LevelsOptions } from './entitlements/levels-config';
import { LEVELS_MIGRATIONS } from './migrations';
import { LevelCompletion } from './progress/level-completion.entity';
import { LevelUpdateController } from './progress/level-update.controller';
import { LevelUpdateService } from './progress/level-update.service';
import { ProgressService } from './progress/progress.service';
import { ReplayLock } from './replay/replay-lock';
import { ReplayMetrics } from './replay/replay-metrics';
import { ReplayService } from './replay/replay.service';
import { verifierProviders } from './verifier/verifier-providers';
import { StudentProgressController } from './student-progress/student-progress.controller';
import { StudentProgressService } from './student-progress/student-progress.service';
import { StudentAccessService } from './students/student-access.service';
import { StudentDataEraser } from './students/student-data-eraser';
import { SolutionReaders } from './teacher-guide/solution-readers';
import { TeacherGuideController } from './teacher-guide/teacher-guide.controller';
import { StudentParent } from './students/student-parent.entity';
import { QuizAttemptsService } from './quizzes/quiz-attempts.service';
import { QuizResultRow } from './quizzes/quiz-result.entity';
import { QuizResultsService } from './quizzes/quiz-results.service';
import { QuizzesController } from './quizzes/quizzes.controller';
import { LEVELS_ROUTES } from '@pylands/contracts';

export const LEVELS_SCHEMA = 'levels';

/**
 * The levels service: course and level content, progress (completions verified by replay), credits,
 * level locks (entitlements from payments). `config` and `options` override the environment (tests).
 */
@Module({})
export class LevelsAppModule {
  static forRoot(config?: ServiceConfig, options?: Partial<LevelsOptions>): DynamicModule {
    return {
      module: LevelsAppModule,
      imports: [
        ServiceCoreModule.forRoot({
          name: 'levels',
          schema: LEVELS_SCHEMA,
          entities: [
            LevelCompletion,
            StudentParent,
            CreativeLevelRow,
            QuizResultRow,
            BadgeAward,
            IssuedCertificateRow,
            ChallengeSolve,
          ],
          migrations: LEVELS_MIGRATIONS,
          openapi: {
            path: 'api/level/openapi.json',
            routes: LEVELS_ROUTES,
            info: {
              title: 'Pylands levels',
              version: '1',
              description:
                'Courses, level data, progress, certificates, creative levels and credits (/api/level, /api/level-data, /api/credit).',
            },
          },
          config,
        }),
      ],
      controllers: [
        CoursesController,
        LevelUpdateController,
        CreditsController,
        ReportsController,
        CertificatesController,
        InternalCertificatesController,
        WeeklySummaryController,
        CreativeLevelsController,
        CreativeSharingController,
        StudentProgressController,
        QuizzesController,
        BadgesController,
        IssuedCertificatesController,
        CertificateFilesController,
        ChallengesController,
        TeacherGuideController,
      ],
      providers: [
        { provide: LEVELS_OPTIONS, useValue: { ...loadLevelsOptions(), ...options } },
        EntitlementsClient,
        ProgressSignal,
        LevelLocks,
        ProgressService,
        ClassRulesService,
        ChapterAccessService,
        StudentAccessService,
        StudentDataEraser,
        CreditsService,
        AnonymousVisitors,
        ReplayLock,
        ReplayService,
        ReplayMetrics,
        LevelUpdateService,
        CreativeLevelsService,
        AccountsClient,
        CreativeAccess,
        CreativeCreatorName,
        CreativePlaysService,
        CreativeProofService,
        CreativeModerationService,
        StudentProgressService,
        WeeklySummaryService,
        QuizResultsService,
        QuizAttemptsService,
        CourseProgressReader,
        StudentNames,
        StudentAwardsAccess,
        BadgeAwardsService,
        BadgeRules,
        CertificateIssuer,
        ChallengeSolvesService,
        ChallengesService,
        SolutionReaders,
        ...verifierProviders(),
      ],
    };
  }
}

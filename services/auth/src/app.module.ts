import { InternalAccountsController } from './internal-accounts/internal-accounts.controller';
import { InternalOrganizationsController } from './internal-accounts/internal-organizations.controller';
import { InternalStudentAssistantController } from './internal-accounts/internal-student-assistant.controller';
import { InternalSessionStateController } from './session/internal-session-state.controller';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ServiceCoreModule, type ServiceConfig } from '@pylands/common';
import { AccountsController } from './accounts/accounts.controller';
import { AccountsService } from './accounts/accounts.service';
import { AUTH_CONFIG, loadAuthConfig, type AuthConfig } from './config/auth-config';
import { MailService } from './mail/mail.service';
import { MailWorker } from './mail/mail-worker';
import { EmailToken } from './tokens/email-token.entity';
import { EmailTokens } from './tokens/email-tokens.service';
import { LastPlayedService } from './last-played/last-played.service';
import { StudentLastPlayed } from './last-played/student-last-played.entity';
import { AUTH_MIGRATIONS } from './migrations';
import {
  OrganizationLoginController,
  OrganizationLoginService,
  MemberAccountsService,
  OrganizationMembersController,
  OrganizationStaffService,
  OrganizationStudentsService,
  OrganizationSyncService,
  OrganizationsClient,
  UserSearchController,
} from './organization-members';
import { ProfileController } from './profile/profile.controller';
import { ProfileService } from './profile/profile.service';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { RateLimiter } from './rate-limit/rate-limiter.service';
import { PasswordHasher } from './password/password-hasher';
import { SessionController } from './session/session.controller';
import { SessionStates } from './session/session-states.service';
import { AuthSessionStateLoader } from './session/session-state.loader';
import { SessionService } from './session/session.service';
import { Student } from './students/student.entity';
import { StudentsController } from './students/students.controller';
import { StudentsService } from './students/students.service';
import { UserController } from './user/user.controller';
import { EmailLinksService } from './user/emails.service';
import { NewsEmailsController } from './user/news-emails.controller';
import { NewsEmailsService } from './user/news-emails.service';
import { GoogleLoginController } from './google/google.controller';
import { GoogleLoginService } from './google/google-login.service';
import { ImpersonationController } from './impersonation/impersonation.controller';
import { ImpersonationService } from './impersonation/impersonation.service';
import { UserService } from './user/user.service';
import { User } from './users/user.entity';
import { AUTH_ROUTES } from '@pylands/contracts';
import { WeeklyDataClient } from './weekly-report/weekly-data-client';
import { WeeklyReportController } from './weekly-report/weekly-report.controller';
import { WeeklyReportScheduler } from './weekly-report/weekly-report.scheduler';
import { WeeklyReportService } from './weekly-report/weekly-report.service';

export const AUTH_SCHEMA = 'auth';

/**
 * The auth service: accounts, sessions, students, emailed links and the mail worker. `config` and
 * `authConfig` override the environment (tests).
 */
@Module({})
export class AuthAppModule {
  static forRoot(config?: ServiceConfig, authConfig: Partial<AuthConfig> = {}): DynamicModule {
    return {
      module: AuthAppModule,
      imports: [
        ServiceCoreModule.forRoot({
          name: 'auth',
          schema: AUTH_SCHEMA,
          entities: [User, Student, StudentLastPlayed, EmailToken],
          migrations: AUTH_MIGRATIONS,
          sessionStateLoader: AuthSessionStateLoader,
          openapi: {
            path: 'api/auth/openapi.json',
            routes: AUTH_ROUTES,
            info: {
              title: 'Pylands auth',
              version: '1',
              description:
                'Accounts, sessions, students, emailed links, language and country (/api/auth, /api/profile, /api/user).',
            },
          },
          config,
        }),
      ],
      controllers: [
        SessionController,
        AccountsController,
        ProfileController,
        ImpersonationController,
        GoogleLoginController,
        StudentsController,
        UserController,
        NewsEmailsController,
        OrganizationLoginController,
        OrganizationMembersController,
        InternalAccountsController,
        InternalOrganizationsController,
        InternalStudentAssistantController,
        InternalSessionStateController,
        UserSearchController,
        WeeklyReportController,
      ],
      providers: [
        { provide: AUTH_CONFIG, useValue: { ...loadAuthConfig(), ...authConfig } },
        RateLimiter,
        { provide: APP_GUARD, useClass: RateLimitGuard },
        PasswordHasher,
        EmailTokens,
        MailService,
        MailWorker,
        AccountsService,
        ProfileService,
        UserService,
        EmailLinksService,
        NewsEmailsService,
        ImpersonationService,
        GoogleLoginService,
        AuthSessionStateLoader,
        SessionStates,
        SessionService,
        StudentsService,
        LastPlayedService,
        OrganizationSyncService,
        MemberAccountsService,
        OrganizationStaffService,
        OrganizationStudentsService,
        OrganizationLoginService,
        OrganizationsClient,
        WeeklyDataClient,
        WeeklyReportService,
        WeeklyReportScheduler,
      ],
    };
  }
}

import { CreateAuthTables1763900000000 } from './1763900000000-create-auth-tables';
import { Accounts1763990000000 } from './1763990000000-accounts';
import { Emails1764200000000 } from './1764200000000-emails';
import { Impersonations1764300000000 } from './1764300000000-impersonations';
import { GoogleAccounts1764400000000 } from '../google/1764400000000-google-accounts';
import { NewsEmails1764500000000 } from '../user/1764500000000-news-emails';
import { WeeklyReports1764800000000 } from '../weekly-report/1764800000000-weekly-reports';
import { OrganizationMembers1764100000000 } from '../organization-members/1764100000000-organization-members';

/** In order; each runs once (TypeORM records it in auth.migrations). */
export const AUTH_MIGRATIONS = [
  CreateAuthTables1763900000000,
  Accounts1763990000000,
  OrganizationMembers1764100000000,
  Emails1764200000000,
  Impersonations1764300000000,
  GoogleAccounts1764400000000,
  NewsEmails1764500000000,
  WeeklyReports1764800000000,
];

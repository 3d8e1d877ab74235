import {
  createRedisConnection,
  createServiceDataSource,
  loadConfig,
  runMigrateCommand,
} from '@pylands/common';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { AUTH_SCHEMA } from './app.module';
import { AUTH_MIGRATIONS } from './migrations';
import { WEEKLY_REPORT_QUEUE, WEEKLY_RUN_JOB_OPTIONS } from './weekly-report/weekly-report.queue';

/** Marks an account as platform staff (may impersonate) or not; true when the account exists. */
export async function setStaff(dataSource: DataSource, email: string, staff: boolean): Promise<boolean> {
  const result: unknown = await dataSource.query(
    `UPDATE "auth"."users" SET "is_staff" = $2 WHERE lower("email") = lower($1) RETURNING "id"`,
    [email.trim(), staff],
  );
  const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as unknown[];
  return rows.length > 0;
}

const USAGE = [
  'usage: node services/auth/dist/cli.js staff <email> [on|off]',
  '       node services/auth/dist/cli.js migrate',
  '       node services/auth/dist/cli.js weekly-report [<ISO date-time>]',
].join('\n');

/**
 * Queues a weekly summary run now (or as of `at`) for the running auth service, on the same Redis
 * and queue prefix: the service gathers and sends, so its LEVELS_URL and TIPS_URL apply.
 */
async function queueWeeklyReport(at: string | undefined): Promise<number> {
  if (at !== undefined && Number.isNaN(Date.parse(at))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const queue = new Queue(WEEKLY_REPORT_QUEUE, {
    connection: createRedisConnection(config.redisUrl, 'command', 'weekly-report-cli'),
    prefix: config.queuePrefix,
  });
  try {
    const job = await queue.add(
      WEEKLY_REPORT_QUEUE,
      at ? { at: new Date(at).toISOString() } : {},
      WEEKLY_RUN_JOB_OPTIONS,
    );
    console.log(`weekly-report: run queued (job ${job.id})`);
    return 0;
  } finally {
    await queue.close();
    await queue.disconnect();
  }
}

/** `node services/auth/dist/cli.js staff ann@example.com on` (same DATABASE_URL as the service). */
async function main(args: string[]): Promise<number> {
  if (args[0] === 'weekly-report') return queueWeeklyReport(args[1]);
  if (args[0] === 'migrate' && args.length === 1)
    return runMigrateCommand('auth', { schema: AUTH_SCHEMA, migrations: AUTH_MIGRATIONS });
  const [command, email, flag = 'on'] = args;
  if (command !== 'staff' || !email || !['on', 'off'].includes(flag)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  // The service's own migrations, so the flag's column exists even before the service first ran.
  const dataSource = await createServiceDataSource(config.databaseUrl, {
    schema: AUTH_SCHEMA,
    entities: [],
    migrations: AUTH_MIGRATIONS,
    poolSize: 1,
  });
  try {
    const found = await setStaff(dataSource, email, flag === 'on');
    console.log(found ? `${email}: staff ${flag}` : `${email}: no such account`);
    return found ? 0 : 1;
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(String(error));
      process.exit(1);
    },
  );
}

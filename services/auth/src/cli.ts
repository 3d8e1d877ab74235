import { createServiceDataSource, loadConfig } from '@pylands/common';
import type { DataSource } from 'typeorm';
import { AUTH_MIGRATIONS } from './migrations';

/** Marks an account as platform staff (may impersonate) or not; true when the account exists. */
export async function setStaff(dataSource: DataSource, email: string, staff: boolean): Promise<boolean> {
  const result: unknown = await dataSource.query(
    `UPDATE "auth"."users" SET "is_staff" = $2 WHERE lower("email") = lower($1) RETURNING "id"`,
    [email.trim(), staff],
  );
  const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as unknown[];
  return rows.length > 0;
}

const USAGE = 'usage: node services/auth/dist/cli.js staff <email> [on|off]';

/** `node services/auth/dist/cli.js staff ann@example.com on` (same DATABASE_URL as the service). */
async function main(args: string[]): Promise<number> {
  const [command, email, flag = 'on'] = args;
  if (command !== 'staff' || !email || !['on', 'off'].includes(flag)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  // The service's own migrations, so the flag's column exists even before the service first ran.
  const dataSource = await createServiceDataSource(config.databaseUrl, {
    schema: 'auth',
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

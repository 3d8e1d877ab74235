import { expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** `npm run staff -w @pylands/auth -- <email> on`, against the stack's own database. */
export function markStaff(email: string): void {
  const output = execFileSync(
    process.execPath,
    [path.join(__dirname, '../../services/auth/dist/cli.js'), 'staff', email, 'on'],
    {
      env: {
        ...process.env,
        DATABASE_URL: process.env.E2E_DATABASE_URL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        DB_POOL_SIZE: '1',
      },
      encoding: 'utf8',
    },
  );
  expect(output).toContain(`${email}: staff on`);
}

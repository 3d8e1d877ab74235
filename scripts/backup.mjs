// Backups of the Pylands database (every service's schema) with PostgreSQL's own tools:
//   DATABASE_URL=postgres://… node scripts/backup.mjs dump pylands.dump
//   DATABASE_URL=postgres://…/pylands_restored node scripts/backup.mjs restore pylands.dump
// `dump` writes pg_dump's custom format (compressed, every schema with its migrations table);
// `restore` loads it into DATABASE_URL, which should be a new, empty database, in one transaction
// (nothing is restored when anything fails). pg_dump must be at least the server's major version.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const USAGE = 'usage: DATABASE_URL=postgres://… node scripts/backup.mjs dump|restore <file>';

/** pg_dump / pg_restore from POSTGRES_BIN when set, else Debian's PostgreSQL 15, else PATH. */
function tool(name) {
  const dirs = [process.env.POSTGRES_BIN, '/usr/lib/postgresql/15/bin'].filter(Boolean);
  for (const dir of dirs) if (existsSync(path.join(dir, name))) return path.join(dir, name);
  return name;
}

function backupArgs(command, file, url) {
  if (command === 'dump')
    return [
      tool('pg_dump'),
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`],
    ];
  if (command === 'restore')
    return [
      tool('pg_restore'),
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file],
    ];
  return null;
}

function main([command, file]) {
  const url = process.env.DATABASE_URL;
  const args = file && url ? backupArgs(command, file, url) : null;
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'restore' && !existsSync(file)) {
    console.error(`${file} does not exist`);
    return 2;
  }
  const result = spawnSync(args[0], args[1], { stdio: 'inherit' });
  if (result.error) {
    console.error(`${args[0]}: ${result.error.message}`);
    return 1;
  }
  if (result.status === 0) console.log(`${command}: ${file} done`);
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));

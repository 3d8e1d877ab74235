#!/usr/bin/env node
// The embedded PostgreSQL of `npm start`: PGlite with its data in --db, served on --host:--port.
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { servePglite } from './server';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      db: { type: 'string' },
      port: { type: 'string', default: '5433' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  if (!values.db) throw new Error('--db=<data folder> is required');
  mkdirSync(values.db, { recursive: true });
  const db = await PGlite.create(values.db);
  const server = await servePglite(db, { host: values.host, port: Number(values.port) });
  console.log(`PGlite serving ${values.db} on ${values.host}:${server.port}`);
  const stop = async (): Promise<void> => {
    await server.close();
    await db.close(); // Flushes the data folder.
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

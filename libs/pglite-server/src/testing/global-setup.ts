import { PGlite } from '@electric-sql/pglite';
import { servePglite } from '../server';

export default async function globalSetup(): Promise<void> {
  const db = await PGlite.create();
  const server = await servePglite(db);
  process.env.PGLITE_SERVER_PORT = String(server.port);
  (globalThis as { pgliteUnderTest?: unknown }).pgliteUnderTest = { db, server };
}

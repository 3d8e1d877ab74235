import type { PGlite } from '@electric-sql/pglite';
import type { PgliteServer } from '../server';

export default async function globalTeardown(): Promise<void> {
  const { db, server } = (globalThis as { pgliteUnderTest?: { db: PGlite; server: PgliteServer } })
    .pgliteUnderTest!;
  await server.close();
  await db.close();
}

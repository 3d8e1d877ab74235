import { startE2eStack } from './e2e-stack';

/** The e2e suite's stack on a real PostgreSQL server, as in production. */
export default function globalSetup(): Promise<() => Promise<void>> {
  return startE2eStack('postgres');
}

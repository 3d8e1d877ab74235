import { startE2eStack } from '../../support/e2e-stack';

/** The fuzzer's own stack on a real PostgreSQL server, as in production. */
export default function globalSetup(): Promise<() => Promise<void>> {
  return startE2eStack('postgres');
}

import { startE2eStack } from '../support/e2e-stack';

/** `npm start`'s default: the stack on embedded PGlite. */
export default function globalSetup(): Promise<() => Promise<void>> {
  return startE2eStack('pglite');
}

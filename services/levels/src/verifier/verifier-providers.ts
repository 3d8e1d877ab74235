import type { Provider } from '@nestjs/common';
import { CompletionRecorder } from '../progress/completion-recorder';
import { CompletionVerifier } from './completion-verifier';
import { InProcessVerifier } from './in-process-verifier';
import { PendingCompletions } from './pending-completions';
import { PendingSweeper } from './pending-sweeper';
import { loadVerifierConfig, VERIFIER_CONFIG } from './verifier-config';
import { VerifierQueue } from './verifier-queue';

/** Completions through the verifier queue: levels' side (VERIFIER_* read when the module is made). */
export function verifierProviders(): Provider[] {
  return [
    { provide: VERIFIER_CONFIG, useValue: loadVerifierConfig() },
    VerifierQueue,
    CompletionVerifier,
    PendingCompletions,
    PendingSweeper,
    InProcessVerifier,
    CompletionRecorder,
  ];
}

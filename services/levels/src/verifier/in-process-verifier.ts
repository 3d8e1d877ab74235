import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { createLogger, SERVICE_CONFIG, within, type ServiceConfig } from '@pylands/common';
import { ReplayService } from '../replay/replay.service';
import { VERIFIER_CONFIG, type VerifierConfig } from './verifier-config';
import { startVerifierWorker, type VerifierWorkerHandle } from './verifier-worker';

const CLOSE_TIMEOUT_MS = 3000;

/**
 * The verifier worker inside the levels process (`npm start`, tests), on the process' own replay
 * pool, unless VERIFIER_WORKERS=external: then verifier-main processes, scaled on their own, take
 * the jobs and levels never spends Pyodide time on completions.
 */
@Injectable()
export class InProcessVerifier implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('InProcessVerifier');
  private handle: VerifierWorkerHandle | null = null;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(VERIFIER_CONFIG) private readonly verifier: VerifierConfig,
    private readonly replays: ReplayService,
  ) {}

  onApplicationBootstrap(): void {
    const pool = this.replays.runnerPool();
    if (this.verifier.external || !pool) {
      this.logger.log('completions are verified by external verifier workers');
      return;
    }
    this.handle = startVerifierWorker(this.config, this.verifier, pool, createLogger('levels-verifier'));
  }

  async onApplicationShutdown(): Promise<void> {
    // Bounded: a worker whose Redis is gone would wait for ever to finish.
    await within(this.handle?.close() ?? Promise.resolve(), CLOSE_TIMEOUT_MS).catch(() =>
      this.handle?.worker.close(true),
    );
    this.handle = null;
  }
}

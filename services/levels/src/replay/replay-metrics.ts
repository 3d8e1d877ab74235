import { Injectable, type OnModuleInit } from '@nestjs/common';
import { trackPendingCompletions, trackReplayPool } from '@pylands/common';
import { PendingCompletions } from '../verifier/pending-completions';
import { ReplayService } from './replay.service';

/**
 * The replay pool's use (workers idle and running, replays queued) in /metrics as
 * replay_pool_workers, and the completions kept for a verdict later as completions_pending.
 */
@Injectable()
export class ReplayMetrics implements OnModuleInit {
  constructor(
    private readonly replay: ReplayService,
    private readonly pending: PendingCompletions,
  ) {}

  onModuleInit(): void {
    trackReplayPool(() => this.replay.poolState());
    trackPendingCompletions(() => this.pending.count());
  }
}

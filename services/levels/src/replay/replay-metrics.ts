import { Injectable, type OnModuleInit } from '@nestjs/common';
import { trackReplayPool } from '@pylands/common';
import { ReplayService } from './replay.service';

/** The replay pool's use (workers idle and running, replays queued) in /metrics as replay_pool_workers. */
@Injectable()
export class ReplayMetrics implements OnModuleInit {
  constructor(private readonly replay: ReplayService) {}

  onModuleInit(): void {
    trackReplayPool(() => this.replay.poolState());
  }
}

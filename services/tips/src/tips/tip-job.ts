import type { ChallengeTipRequest, LevelTipRequest, Tip } from '@pylands/contracts';

/** What the API puts on the tips queue. */
export type TipJob =
  | {
      kind: 'level';
      request: LevelTipRequest;
      /** Tips the child already got on this level today, counted by the API (never by the client). */
      earlierTips?: number;
    }
  | { kind: 'challenge'; request: ChallengeTipRequest };

/** What a worker answers: the tip and which provider wrote it. */
export interface TipJobResult {
  tip: Tip;
  provider: string;
}

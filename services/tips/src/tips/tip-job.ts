import type { ChallengeTipRequest, LevelTipRequest, Tip } from '@pylands/contracts';

/** What the API puts on the tips queue. */
export type TipJob = (
  { kind: 'level'; request: LevelTipRequest } | { kind: 'challenge'; request: ChallengeTipRequest }
) & {
  /**
   * Tips the child already got on this level or challenge today, counted by the API (never by the
   * client); absent on jobs queued before the API counted them.
   */
  earlierTips?: number;
};

/** What a worker answers: the tip and which provider wrote it. */
export interface TipJobResult {
  tip: Tip;
  provider: string;
}

import type { ChallengeTipRequest, LevelTipRequest, Tip } from '@pylands/contracts';

/** One way of writing tips: the built-in tutor, or OpenAI. */
export interface TipProvider {
  readonly name: string;
  /** `earlierTips`: tips this child already got on this level today, counted by the tips service. */
  levelTip(request: LevelTipRequest, earlierTips: number): Promise<Tip>;
  challengeTip(request: ChallengeTipRequest): Promise<Tip>;
}

import type { ChallengeTipRequest, LevelTipRequest, Tip } from '@pylands/contracts';

/** One way of writing tips: the built-in tutor, or OpenAI. */
export interface TipProvider {
  readonly name: string;
  /** `earlierTips`: tips this child already got on this level today, counted by the tips service. */
  levelTip(request: LevelTipRequest, earlierTips: number): Promise<Tip>;
  /** `earlierTips`: the same for this challenge; the first challenge tip shows no code at all. */
  challengeTip(request: ChallengeTipRequest, earlierTips: number): Promise<Tip>;
}

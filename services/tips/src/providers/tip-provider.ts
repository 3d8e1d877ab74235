import type { ChallengeTipRequest, LevelTipRequest, Tip } from '@pylands/contracts';

/** One way of writing tips: the built-in tutor, or OpenAI. */
export interface TipProvider {
  readonly name: string;
  levelTip(request: LevelTipRequest): Promise<Tip>;
  challengeTip(request: ChallengeTipRequest): Promise<Tip>;
}

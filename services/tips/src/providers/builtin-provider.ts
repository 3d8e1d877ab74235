import { getLevel, type LevelContent } from '@pylands/content';
import type { ChallengeTipRequest, LevelTipRequest, Tip } from '@pylands/contracts';
import { challengeTip } from '../tutor/challenge-tutor';
import type { LevelFacts, RunFacts } from '../tutor/level-facts';
import { levelTip } from '../tutor/level-tutor';
import { inLanguage } from '../tutor/tutor-text';
import type { ReplayFacts } from '../tutor/replay-facts';
import type { TipProvider } from './tip-provider';
import { assertSafeTip } from './tip-safety';

export class UnknownLevelError extends Error {
  constructor(course: string, slug: string) {
    super(`No level ${course}/${slug}`);
    this.name = 'UnknownLevelError';
  }
}

export function levelFor(request: LevelTipRequest): LevelContent {
  const level = getLevel(request.course_name, request.slug);
  if (!level) throw new UnknownLevelError(request.course_name, request.slug);
  return level;
}

/** The play screen's facts, plus the replayed runs when a Pyodide pool is there. */
export async function levelFacts(request: LevelTipRequest, replay: ReplayFacts | null): Promise<LevelFacts> {
  const level = levelFor(request);
  let run: RunFacts | undefined;
  let solution: RunFacts | undefined;
  if (replay) {
    try {
      [run, solution] = await Promise.all([
        replay.learner(level, request.last_prompt),
        replay.solution(level),
      ]);
    } catch {
      // No replay (pool busy or broken): the tutor works from what the play screen reported.
      run = undefined;
      solution = undefined;
    }
  }
  return {
    level,
    code: request.last_prompt,
    error: {
      message: request.error_message,
      key: request.error_key ?? null,
      line: request.error_line ?? null,
    },
    position: request.player_position,
    facing: request.facing_direction,
    run,
    solution,
  };
}

/** The built-in tutor: no network, deterministic, checked like any other provider. */
export class BuiltinTipProvider implements TipProvider {
  readonly name = 'builtin';

  constructor(private readonly replay: ReplayFacts | null) {}

  async levelTip(request: LevelTipRequest, earlierTips: number): Promise<Tip> {
    const facts = await levelFacts(request, this.replay);
    const tip = inLanguage(request.language, () => levelTip(facts, earlierTips));
    return assertSafeTip(tip, request.last_prompt, facts.level.solution);
  }

  async challengeTip(request: ChallengeTipRequest, earlierTips: number): Promise<Tip> {
    const tip = inLanguage(request.language, () => challengeTip(request, earlierTips));
    return assertSafeTip(tip, request.last_prompt, request.solution);
  }
}

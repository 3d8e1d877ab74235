import { useCallback, useRef, useState } from 'react';
import type { ChallengeView } from '@pylands/contracts';
import { challengeApi } from '@pylands/shared-ui';
import { getRunner } from '../run/runner-instance';
import type { ChallengeCredits } from './useChallengeCredits';
import { runExamples, type ExamplesRun } from './example-run';
import { runStartProblem, type RunStartProblem } from './run-start-problem';

export type RunPhase = 'idle' | 'counting' | 'running';

export interface ChallengeRun {
  phase: RunPhase;
  /** The last Run's examples (null before a Run, and while the code is being changed again). */
  result: ExamplesRun | null;
  problem: RunStartProblem | null;
  run(code: string): Promise<ExamplesRun | null>;
  clear(): void;
  dismissProblem(): void;
}

/**
 * Run: `POST run` counts one attempt (the server refuses past the day's limit), then the examples
 * run in the play remote's Pyodide worker with the challenge's own check.
 */
export function useChallengeRun(view: ChallengeView, credits: ChallengeCredits): ChallengeRun {
  const [phase, setPhase] = useState<RunPhase>('idle');
  const [result, setResult] = useState<ExamplesRun | null>(null);
  const [problem, setProblem] = useState<RunStartProblem | null>(null);
  const busy = useRef(false);
  const { counted } = credits;

  const run = useCallback(
    async (code: string) => {
      if (busy.current) return null;
      busy.current = true;
      setProblem(null);
      setResult(null);
      setPhase('counting');
      try {
        try {
          counted(await challengeApi.run(view.slug));
        } catch (error) {
          setProblem(runStartProblem(error));
          return null;
        }
        setPhase('running');
        const examples = await runExamples(getRunner(), code, view);
        setResult(examples);
        return examples;
      } catch (error) {
        console.error('The examples could not run', error);
        setProblem({ kind: 'message', text: null });
        return null;
      } finally {
        busy.current = false;
        setPhase('idle');
      }
    },
    [view, counted],
  );

  const clear = useCallback(() => setResult(null), []);
  const dismissProblem = useCallback(() => setProblem(null), []);
  return { phase, result, problem, run, clear, dismissProblem };
}

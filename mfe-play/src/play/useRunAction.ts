import { useState } from 'react';
import type { LevelData } from '@pylands/contracts';
import { lineLimitFailure, type GameError } from '@pylands/game-engine';
import { useSession } from '@pylands/shared-ui';
import { useMobileScreen } from './useNarrowScreen';

interface RunActionOptions {
  level: LevelData;
  code: string;
  flow: { run(code: string): Promise<void>; showError(error: GameError): void };
  /** Called as a run starts (a narrow screen then shows the game). */
  onStart: () => void;
}

/** What Run does: the checks before a run starts (phone visitors, the line limit), then the run. */
export function useRunAction({ level, code, flow, onStart }: RunActionOptions) {
  const status = useSession((s) => s.status);
  const mobile = useMobileScreen();
  const [mobileSignUp, setMobileSignUp] = useState(false);

  const run = () => {
    // Doc 2 §6: on a phone, a visitor without an account is asked to sign up instead of running.
    if (mobile && status === 'anonymous') {
      setMobileSignUp(true);
      return;
    }
    const tooLong = lineLimitFailure(code, level.maxLinesOfCode);
    if (tooLong) {
      flow.showError(tooLong);
      return;
    }
    onStart();
    void flow.run(code);
  };

  return { run, mobileSignUp, closeMobileSignUp: () => setMobileSignUp(false) };
}

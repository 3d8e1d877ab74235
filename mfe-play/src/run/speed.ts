import { useCallback, useState } from 'react';
import { SPEED_STEP_MS } from '../game/motion/timing';

/** Speed options of doc 2 §9: Normal 250 ms, Fast 125 ms, Turbo 62.5 ms per step. */
export const SPEED_OPTIONS = [
  { value: 'normal', label: 'speed.normal', stepMs: SPEED_STEP_MS.normal },
  { value: 'fast', label: 'speed.fast', stepMs: SPEED_STEP_MS.fast },
  { value: 'turbo', label: 'speed.turbo', stepMs: SPEED_STEP_MS.turbo },
] as const;

export type SpeedValue = (typeof SPEED_OPTIONS)[number]['value'];

export const GAME_SPEED_KEY = 'game_speed';

export function readSpeed(storage: Pick<Storage, 'getItem'> | null): SpeedValue {
  const stored = storage?.getItem(GAME_SPEED_KEY);
  return SPEED_OPTIONS.some((o) => o.value === stored) ? (stored as SpeedValue) : 'normal';
}

export function stepMsFor(speed: SpeedValue): number {
  return SPEED_OPTIONS.find((o) => o.value === speed)!.stepMs;
}

/** The chosen speed, remembered under `game_speed`. */
export function useGameSpeed(): [SpeedValue, (speed: SpeedValue) => void] {
  const [speed, setSpeed] = useState<SpeedValue>(() => readSpeed(safeStorage()));
  const choose = useCallback((next: SpeedValue) => {
    setSpeed(next);
    safeStorage()?.setItem(GAME_SPEED_KEY, next);
  }, []);
  return [speed, choose];
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

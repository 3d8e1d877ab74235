import { MAX_CODE_LENGTH, type LevelTipRequest } from '@pylands/contracts';
import type { Vec2 } from '@pylands/game-engine';
import type { RunResult } from '@pylands/python-runner/browser';

/** A run that did not complete its level: what the assistant is told about it. */
export interface RunFailure {
  code: string;
  result: RunResult;
}

/** The spec's tip payload (doc 2 §7) plus the error's key and line, from a failed run. */
export function tipRequestOf(
  slug: string,
  courseId: string,
  failure: RunFailure,
  start: Vec2,
  /** The interface's language: the tip is written in it. */
  language?: string,
): LevelTipRequest {
  const { code, result } = failure;
  const last = result.events[result.events.length - 1];
  const position: [number, number] = last ? [last.to.x, last.to.y] : [start[0], start[1]];
  const facing: [number, number] = last ? [last.to.rotationX, last.to.rotationY] : [0, -1];
  const error = result.timedOut
    ? 'Execution Time Exceeded'
    : (result.error?.message ?? result.completion.error?.message ?? null);
  return {
    last_prompt: code.slice(0, MAX_CODE_LENGTH),
    course_name: courseId,
    slug,
    player_position: position,
    facing_direction: facing,
    error_message: error ? error.slice(0, 2000) : null,
    error_key: result.error?.key ?? result.completion.error?.key ?? null,
    error_line: result.error?.line ?? null,
    ...(language ? { language } : {}),
  };
}

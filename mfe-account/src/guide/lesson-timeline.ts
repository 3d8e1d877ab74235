import type { TeacherGuideLessonStep } from '@pylands/contracts';

export interface TimedStep extends TeacherGuideLessonStep {
  /** Minutes from the start of the lesson. */
  from: number;
  to: number;
}

/** The lesson plan on a clock: each segment starts where the one before it ended. */
export function lessonTimeline(steps: readonly TeacherGuideLessonStep[]): TimedStep[] {
  let clock = 0;
  return steps.map((step) => {
    const from = clock;
    clock += step.minutes;
    return { ...step, from, to: clock };
  });
}

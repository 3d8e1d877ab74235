import { Injectable } from '@nestjs/common';

/**
 * A fact of verified progress, told inside levels the moment it is recorded (issue 23): badges and
 * certificates follow from these without the recording code knowing about them.
 */
export type ProgressChange =
  /** A level's completion was verified by replay and saved. */
  | { kind: 'level'; student_id: string; course_id: string; level_slug: string }
  /** An attempt of a chapter quiz was finished and recorded. */
  | { kind: 'quiz'; student_id: string; course_id: string; chapter_id: number; passed: boolean }
  /** The server ran every hidden case of a challenge and all passed; `solved_count` counts distinct solved challenges. */
  | { kind: 'challenge'; student_id: string; challenge_slug: string; solved_count: number }
  /** A creative level of this user (creator user id) became visible to others (public or school). */
  | { kind: 'creative'; student_id: string; level_slug: string };

export type ProgressListener = (change: ProgressChange) => Promise<void> | void;

/**
 * In-process signal (one levels process): listeners run before `emit` resolves, so the caller's
 * answer already reflects what they awarded. A failing listener is the caller's error (a 500 would
 * hide a lost award), so listeners keep their own failures to themselves when they can.
 */
@Injectable()
export class ProgressSignal {
  private readonly listeners = new Set<ProgressListener>();

  /** Returns a function that removes the listener. */
  on(listener: ProgressListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async emit(change: ProgressChange): Promise<void> {
    for (const listener of this.listeners) await listener(change);
  }
}

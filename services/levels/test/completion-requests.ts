import { getLevel } from '@pylands/content';
import { API_PATHS, type CourseData, type LevelUpdateRequest } from '@pylands/contracts';
import type { TestBrowser } from '@pylands/common/testing';
import { completionKey } from '../src/verifier/completion-key';

/** The level the verifier tests complete. */
export const intro1 = getLevel('python', 'intro-level1')!;

/** A completion of intro-level1 with `code`, as the play screen sends it after a run with `seed`. */
export function intro1Completion(code: string, seed: number): LevelUpdateRequest {
  return {
    last_status: 'complete',
    last_code_executed: code,
    level_slug: intro1.slug,
    course_id: 'python',
    seed,
    answers: [],
  };
}

/** That completion's key: its verifier job's id. */
export function intro1Key(studentId: string, code: string, seed: number): string {
  return completionKey({
    student_id: studentId,
    course_id: 'python',
    level_slug: intro1.slug,
    code,
    seed,
    answers: [],
  });
}

/** Whether the course data shows intro-level1 completed to this browser's student. */
export async function intro1Completed(browser: TestBrowser): Promise<boolean> {
  const course = (await browser.get<CourseData>(API_PATHS.level.course('python'))).body;
  return course.chapters.flatMap((c) => c.level_data).find((l) => l.slug === intro1.slug)!.completed;
}

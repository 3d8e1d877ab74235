import { expect, type APIRequestContext } from '@playwright/test';
import { referenceSolution } from './fixtures';

const CSRF = { 'X-Requested-With': 'pylands' };

/** Completes levels as the signed-in student the quick way: the reference solution, replayed by levels. */
export async function completeLevels(
  request: APIRequestContext,
  slugs: string[],
  course = 'python',
): Promise<void> {
  for (const slug of slugs) {
    const saved = await request.post(`/api/level/update/${slug}`, {
      headers: CSRF,
      data: {
        last_status: 'complete',
        last_code_executed: referenceSolution(course, slug),
        level_slug: slug,
        course_id: course,
      },
    });
    expect([slug, saved.status()]).toEqual([slug, 200]);
  }
}

import { API_PATHS, currentUserSchema } from '@pylands/contracts';
import { call, levelApi } from '@pylands/shared-ui';
import { afterStart } from '../start/afterStart';

/**
 * Once the play page's start is over, the service worker keeps what playing this chapter offline
 * needs: the session, the course, and every level of the chapter (read through it once, so its
 * network-first route stores them). Nothing happens without a service worker.
 */
const warmed = new Set<string>();

function controlled(): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

export async function warmChapter(
  courseId: string,
  slugs: readonly string[],
  studentId: string | null,
  language?: string,
): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const key = `${courseId}:${studentId}:${language}:${slugs.join(',')}`;
  if (warmed.has(key)) return;
  warmed.add(key);
  await controlled();
  await afterStart();
  // Asked afresh: an answer prefetched before the service worker took the page never reached it.
  const fresh = { prefetched: false } as const;
  // The same addresses the app reads, through the same client (answers checked, then dropped).
  const reads = [
    () => call(currentUserSchema, API_PATHS.auth.current, fresh),
    () => levelApi.course(courseId, studentId ?? undefined, fresh),
    ...slugs.map((slug) => () => levelApi.data(courseId, slug, undefined, { ...fresh, language })),
  ];
  for (const read of reads) {
    try {
      await read();
    } catch {
      // Offline or refused: the next visit tries again.
    }
  }
}

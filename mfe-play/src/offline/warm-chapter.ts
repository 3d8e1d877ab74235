import { API_PATHS } from '@pylands/contracts';
import { api } from '@pylands/shared-ui';
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
): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const key = `${courseId}:${studentId}:${slugs.join(',')}`;
  if (warmed.has(key)) return;
  warmed.add(key);
  await controlled();
  await afterStart();
  const paths = [
    API_PATHS.auth.current,
    // The same addresses the app reads, through the same client (bodies read, answers dropped).
    API_PATHS.level.course(courseId, studentId ?? undefined),
    ...slugs.map((slug) => API_PATHS.level.data(courseId, slug)),
  ];
  for (const path of paths) {
    try {
      // Asked afresh: an answer prefetched before the service worker took the page never reached it.
      await api.get(path, { prefetched: false });
    } catch {
      // Offline or refused: the next visit tries again.
    }
  }
}

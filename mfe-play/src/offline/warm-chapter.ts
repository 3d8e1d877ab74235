/**
 * After the play screen shows, the service worker keeps what playing this chapter offline needs:
 * the session, the course, and every level of the chapter (read through it once, so its
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
  const paths = [
    '/api/auth/current',
    // The same addresses the app reads (shared-ui's course store adds the student).
    `/api/level/course/${encodeURIComponent(courseId)}${studentId ? `?student_id=${encodeURIComponent(studentId)}` : ''}`,
    ...slugs.map((slug) => `/api/level/data/${encodeURIComponent(courseId)}/${encodeURIComponent(slug)}`),
  ];
  for (const path of paths) {
    try {
      await fetch(path, {
        credentials: 'include',
        headers: { Accept: 'application/json', 'X-Requested-With': 'pylands' },
      });
    } catch {
      // Offline or refused: the next visit tries again.
    }
  }
}

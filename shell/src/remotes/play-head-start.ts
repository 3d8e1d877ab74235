import { API_PATHS, currentUserSchema } from '@pylands/contracts';
import { isSupportedLanguage, prefetchApi } from '@pylands/shared-ui';
import { loadRemoteApp } from './remote-loader';

/**
 * On a level's page (`/{lng}/play/{course}/{level}`), what the play screen will ask for is asked for
 * now, while React renders the shell: the play remote, the session, the level and its course. Each
 * answer is taken by the screen's own call; a failure here is that call's to report.
 */
export function startPlayHeadStart(pathname = window.location.pathname): void {
  const [lng, page, course, level, ...rest] = pathname.split('/').filter(Boolean);
  if (!isSupportedLanguage(lng) || page !== 'play' || !course || !level || rest.length > 0) return;
  let courseSlug: string;
  let levelSlug: string;
  try {
    [courseSlug, levelSlug] = [decodeURIComponent(course), decodeURIComponent(level)];
  } catch {
    return;
  }
  loadRemoteApp('mfe_play').catch(() => undefined);
  prefetchApi(API_PATHS.level.data(courseSlug, levelSlug, undefined, lng)).catch(() => undefined);
  // The course's progress is asked for as the session's student, so it waits for the session.
  prefetchApi(API_PATHS.auth.current)
    .then(async (answer) => {
      const user = answer.ok ? currentUserSchema.safeParse(await answer.json()) : null;
      const studentId = user?.success ? (user.data.student_id ?? undefined) : undefined;
      await prefetchApi(API_PATHS.level.course(courseSlug, studentId));
    })
    .catch(() => undefined);
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import {
  ApiError,
  apiErrorMessage,
  localePath,
  Page,
  Skeleton,
  useCourseData,
  useLng,
  useSession,
} from '@pylands/shared-ui';
import { GoToSignUpDialog } from '../dialogs/AttemptsDialogs';
import { NOT_READY_LEVELS } from '@pylands/content/not-ready';
import { NotReadyNotice } from './GuidePanel';
import { loadProblem } from './load-problem';
import { LoadProblem, Notice } from './play-layout';
import { PlayScreen } from './PlayScreen';
import { DialogQueueProvider } from './QueuedDialog';
import { useLevelData } from './useLevelData';

const DEFAULT_COURSE = 'python';
const DEFAULT_LEVEL = 'intro-level1';

/**
 * The play route: loads the level and the course, answers a failed load as doc 1 §8 says (sign-up,
 * login, purchase, the server's notice, 'No data', 'Failed to load game data'), then shows the
 * level's play screen.
 */
export function PlayPage() {
  const { courseId = DEFAULT_COURSE, levelSlug = DEFAULT_LEVEL, userId } = useParams();
  const { t } = useTranslation();
  const lng = useLng();
  const user = useSession((s) => s.user);
  const load = useLevelData(courseId, levelSlug, userId);
  const course = useCourseData(courseId);
  // Once the course has loaded, a later failed refresh (after a completion) keeps the screen.
  const [seenCourse, setSeenCourse] = useState<string | null>(null);
  if (course.data && seenCourse !== courseId) setSeenCourse(courseId);
  const courseSeen = seenCourse === courseId || !!course.data;
  const courseLoading = !courseSeen && !course.error;

  if (load.status === 'loading' || (load.status === 'ready' && courseLoading))
    return (
      <Page>
        <Skeleton label={t('play.loadingLevel')} />
      </Page>
    );
  if (load.status === 'error') {
    const error = load.error;
    if (error instanceof ApiError) {
      // Anonymous visitors on a login-only level (intro-level5..7) get the sign-up prompt.
      if (error.status === 401 && !user) return <GoToSignUpDialog />;
      if (error.status === 401) return <Navigate to={localePath(lng, 'login')} replace />;
      if (error.status === 402) {
        const toSchools = user?.user_details?.user_type === 1 || user?.user_details?.user_type === 2;
        return <Navigate to={localePath(lng, toSchools ? 'schools' : 'purchase')} replace />;
      }
      if (error.status === 403)
        return (
          <Page>
            <Notice role="status">{apiErrorMessage(t, error, t('common.errorOccurred'))}</Notice>
          </Page>
        );
      // Unfinished levels have no content yet: they apologise instead of saying 'No data'.
      if (error.status === 404 && NOT_READY_LEVELS.has(levelSlug))
        return (
          <Page>
            <NotReadyNotice />
          </Page>
        );
    }
  }
  const problem = loadProblem(
    load.status === 'ready' ? { data: load.level, error: null } : { data: undefined, error: load.error },
    course.data || !courseSeen
      ? { data: course.data, error: course.error }
      : { data: { refreshing: true }, error: null },
  );
  if (problem || load.status !== 'ready')
    return (
      <Page>
        <LoadProblem role={problem === 'play.noData' ? 'status' : 'alert'}>
          {t(problem ?? 'play.failedToLoad')}
        </LoadProblem>
      </Page>
    );
  return (
    // The play screen's dialogs take turns (one modal at a time).
    <DialogQueueProvider>
      <PlayScreen
        key={`${load.studentId ?? ''}/${courseId}/${load.level.slug}`}
        level={load.level}
        courseId={courseId}
        userId={userId}
      />
    </DialogQueueProvider>
  );
}

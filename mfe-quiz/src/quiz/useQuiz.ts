import { useCallback, useEffect, useRef, useState } from 'react';
import { QUIZ_ATTEMPT_NOT_FOUND_MESSAGE, type QuizView } from '@pylands/contracts';
import { AbortedError, ApiError, quizApi, useSession } from '@pylands/shared-ui';
import {
  newProgress,
  progressKey,
  readProgress,
  withAnswer,
  writeProgress,
  type GivenAnswer,
  type QuizProgress,
} from './quiz-progress';

export type QuizLoad =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; view: QuizView; progress: QuizProgress };

export interface QuizActions {
  /** Sends one answer; resolves with an error to show, or null when the verdict arrived. */
  answer(questionId: string, given: GivenAnswer): Promise<'failed' | 'restarted' | null>;
  /** A new attempt from question 1 (the finished one stays recorded on the server). */
  retry(): Promise<boolean>;
  showScore(): void;
  reload(): void;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * One chapter's quiz: the view from the server and this tab's attempt, resumed from sessionStorage
 * after a reload or started anew; every answer goes to the server, which checks it.
 */
export function useQuiz(courseId: string, chapterId: number | null): [QuizLoad, QuizActions] {
  const who = useSession((s) => s.user?.student_id ?? s.user?.user_id ?? 'visitor');
  // Until the session is known, whose attempt this is is not: start nothing yet.
  const ready = useSession((s) => s.status === 'signed-in' || s.status === 'anonymous');
  const [load, setLoad] = useState<QuizLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = chapterId === null ? null : progressKey(courseId, chapterId, who);
  const current = useRef<QuizLoad>(load);
  current.current = load;

  const save = useCallback(
    (view: QuizView, progress: QuizProgress) => {
      const store = storage();
      if (store && key) writeProgress(store, key, progress);
      setLoad({ status: 'ready', view, progress });
    },
    [key],
  );

  useEffect(() => {
    if (chapterId === null || key === null || !ready) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    (async () => {
      const view = await quizApi.view(courseId, chapterId, { signal: controller.signal });
      const remembered = storage() ? readProgress(storage()!, key) : null;
      if (remembered && remembered.total === view.questions.length) return save(view, remembered);
      const started = await quizApi.start(courseId, chapterId);
      if (!controller.signal.aborted) save(view, newProgress(started.attempt_id, started.total));
    })().catch((error: unknown) => {
      if (!(error instanceof AbortedError) && !controller.signal.aborted) setLoad({ status: 'error', error });
    });
    return () => controller.abort();
  }, [courseId, chapterId, key, ready, attempt, save]);

  const restart = useCallback(async (): Promise<boolean> => {
    const state = current.current;
    if (state.status !== 'ready' || chapterId === null) return false;
    try {
      const started = await quizApi.start(courseId, chapterId);
      save(state.view, newProgress(started.attempt_id, started.total));
      return true;
    } catch {
      return false;
    }
  }, [courseId, chapterId, save]);

  const answer = useCallback<QuizActions['answer']>(
    async (questionId, given) => {
      const state = current.current;
      if (state.status !== 'ready' || chapterId === null) return 'failed';
      try {
        const verdict = await quizApi.answer(courseId, chapterId, {
          attempt_id: state.progress.attemptId,
          question_id: questionId,
          ...given,
        });
        save(state.view, withAnswer(state.progress, questionId, given, verdict));
        return null;
      } catch (error) {
        // The server no longer knows this try (expired, another student's): start a fresh one.
        if (
          error instanceof ApiError &&
          error.status === 404 &&
          error.detail === QUIZ_ATTEMPT_NOT_FOUND_MESSAGE
        )
          return (await restart()) ? 'restarted' : 'failed';
        return 'failed';
      }
    },
    [courseId, chapterId, save, restart],
  );

  const showScore = useCallback(() => {
    const state = current.current;
    if (state.status !== 'ready') return;
    save(state.view, { ...state.progress, showScore: true });
    // A student's finished attempt is recorded: the sidebar's Quiz row and next-chapter rules read
    // level/course again (quiz_complete).
    if (Object.values(state.progress.answers).some((a) => a.verdict.result))
      useSession.getState().invalidateData();
  }, [save]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [load, { answer, retry: restart, showScore, reload }];
}

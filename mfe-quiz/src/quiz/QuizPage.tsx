import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { localePath, Skeleton, useCourseData, useLng } from '@pylands/shared-ui';
import { QuestionCard } from './QuestionCard';
import { QuizMain } from './quiz-layout';
import { questionToShow } from './quiz-progress';
import { chapterIdFromRoute, questionPath, quizExits } from './quiz-route';
import { QuizNotice, QuizProblem } from './QuizProblem';
import { ScoreCard } from './ScoreCard';
import { useQuiz } from './useQuiz';

/**
 * `quiz/{courseId}/{chapterId}/question/{n}`: the question the attempt is at (a skip ahead goes to
 * the first unanswered one), and the score once the child moves on from the last answer.
 */
export function QuizPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const { courseId = 'python', chapterId: chapterParam, questionId } = useParams();
  const course = useCourseData(courseId);
  const chapterId = chapterIdFromRoute(chapterParam, course.data);
  const [load, actions] = useQuiz(courseId, chapterId);
  const go = (path: string) => navigate(localePath(lng, path));

  if (chapterId === null) {
    const waiting = /^chapter-\d+$/.test(chapterParam ?? '') && course.loading;
    return (
      <QuizMain>
        {waiting ? <Skeleton label={t('quiz.loading')} /> : <QuizNotice text={t('quiz.noQuiz')} />}
      </QuizMain>
    );
  }
  if (load.status === 'loading')
    return (
      <QuizMain>
        <Skeleton label={t('quiz.loading')} />
      </QuizMain>
    );
  if (load.status === 'error')
    return (
      <QuizMain>
        <QuizProblem error={load.error} onRetry={actions.reload} />
      </QuizMain>
    );

  const { view, progress } = load;
  const exits = quizExits(course.data, courseId, chapterId);
  if (progress.showScore && progress.score) {
    const results = Object.values(progress.answers).map((a) => a.verdict.result);
    const best = results.reduce<number | null>((b, r) => (r ? Math.max(b ?? 0, r.best_percent) : b), null);
    return (
      <QuizMain>
        <ScoreCard
          view={view}
          score={progress.score}
          best={best}
          back={exits.back}
          nextChapter={exits.nextChapter}
          onRetry={async () => {
            const started = await actions.retry();
            if (started) go(questionPath(courseId, chapterId, 1));
            return started;
          }}
        />
      </QuizMain>
    );
  }
  const n = questionToShow(questionId, view.questions, progress);
  // A `chapter-{n}` link, a skip ahead or a question that is not there: the right address.
  if (String(n) !== questionId || chapterParam !== String(chapterId))
    return <Navigate to={localePath(lng, questionPath(courseId, chapterId, n))} replace />;
  const question = view.questions[n - 1];
  return (
    <QuizMain>
      <QuestionCard
        key={`${progress.attemptId}/${question.id}`}
        view={view}
        question={question}
        n={n}
        progress={progress}
        onAnswer={actions.answer}
        onNext={() =>
          n < view.questions.length ? go(questionPath(courseId, chapterId, n + 1)) : actions.showScore()
        }
      />
    </QuizMain>
  );
}

import { Navigate, useParams } from 'react-router';
import { localePath, useLng, type RemoteAppProps } from '@pylands/shared-ui';
import { QuizPage } from './quiz/QuizPage';

/** `quiz/{courseId}/{chapterId}` starts at question 1; `…/question/{n}` is the quiz page. */
export default function App({ page }: RemoteAppProps) {
  const lng = useLng();
  const { courseId = 'python', chapterId = '' } = useParams();
  if (page === 'question') return <QuizPage />;
  return <Navigate to={localePath(lng, `quiz/${courseId}/${chapterId}/question/1`)} replace />;
}

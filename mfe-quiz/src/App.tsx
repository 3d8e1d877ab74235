import { useParams } from 'react-router';
import { TitlePage, type RemoteAppProps } from '@pylands/shared-ui';

export default function App({ page }: RemoteAppProps) {
  const { questionId = '1' } = useParams();
  return page === 'question' ? (
    <TitlePage titleKey="page.question" values={{ questionId }} />
  ) : (
    <TitlePage titleKey="page.quiz" />
  );
}

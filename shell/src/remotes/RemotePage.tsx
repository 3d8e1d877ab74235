import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Page, Skeleton, type RemoteAppProps, type RemoteName } from '@pylands/shared-ui';
import { loadRemoteApp } from './remote-loader';

const ErrorBox = styled(Page)`
  text-align: center;
  margin: 48px auto;
`;

function RemoteError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorBox role="alert">
      <h1>{t('remote.failedTitle')}</h1>
      <p>{t('remote.failedText')}</p>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </ErrorBox>
  );
}

/** Catches a remote that throws while rendering, so the shell never goes blank. */
class RemoteBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Remote failed while rendering', error);
  }
  override render() {
    if (this.state.failed)
      return (
        <RemoteError
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    return this.props.children;
  }
}

type State =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; App: ComponentType<RemoteAppProps> };

export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    setState((s) => (s.status === 'ready' && attempt === 0 ? s : { status: 'loading' }));
    loadRemoteApp(remote, attempt > 0)
      .then((App) => alive && setState({ status: 'ready', App }))
      .catch((error: unknown) => {
        console.error(`Could not load ${remote}`, error);
        if (alive) setState({ status: 'failed' });
      });
    return () => {
      alive = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading')
    return (
      <Page>
        <Skeleton label={t('remote.loading')} />
      </Page>
    );
  if (state.status === 'failed') return <RemoteError onRetry={retry} />;
  const { App } = state;
  return (
    <RemoteBoundary onRetry={retry}>
      <App page={page} />
    </RemoteBoundary>
  );
}

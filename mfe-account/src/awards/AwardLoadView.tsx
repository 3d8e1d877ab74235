import type { ReactNode } from 'react';
import { Page, Spinner } from '@pylands/shared-ui';
import type { AwardLoad } from './award-failure';
import { AwardFailureNotice } from './AwardFailureNotice';

/** An awards page while loading (a spinner), after a failure (what went wrong) or with its data. */
export function AwardLoadView<T>({
  state,
  retry,
  children,
}: {
  state: AwardLoad<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  return (
    <Page>
      {state.status === 'loading' && <Spinner />}
      {state.status === 'failed' && <AwardFailureNotice failure={state.failure} onRetry={retry} />}
      {state.status === 'loaded' && children(state.data)}
    </Page>
  );
}

import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { changeLanguage, useSession } from '@pylands/shared-ui';
import { localeRedirect } from './locale-redirect';

/** All routes live under /{lng}: fix the prefix, switch the language, load the session once. */
export function LocaleGate() {
  const location = useLocation();
  const status = useSession((s) => s.status);
  const loadCurrentUser = useSession((s) => s.loadCurrentUser);
  const target = localeRedirect(location.pathname, navigator.languages ?? []);
  const lng = location.pathname.split('/')[1] ?? 'en';

  useEffect(() => {
    if (!target) void changeLanguage(lng);
  }, [lng, target]);
  useEffect(() => {
    if (status === 'unknown') void loadCurrentUser().catch(() => undefined);
  }, [status, loadCurrentUser]);

  if (target) return <Navigate to={`${target}${location.search}${location.hash}`} replace />;
  return <Outlet />;
}

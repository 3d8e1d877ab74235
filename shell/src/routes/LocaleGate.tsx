import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { changeLanguage, userApi, useSession } from '@pylands/shared-ui';
import { localeRedirect } from './locale-redirect';

/**
 * All routes live under /{lng}: fix the prefix, switch the language, load the session once, and
 * once signed in follow the account's stored language (user/get-language).
 */
export function LocaleGate() {
  const location = useLocation();
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.user?.user_id ?? null);
  const followedFor = useRef<string | null>(null);
  const loadCurrentUser = useSession((s) => s.loadCurrentUser);
  const target = localeRedirect(location.pathname, navigator.languages ?? []);
  const lng = location.pathname.split('/')[1] ?? 'en';

  useEffect(() => {
    if (!target) void changeLanguage(lng);
  }, [lng, target]);
  useEffect(() => {
    if (status === 'unknown') void loadCurrentUser().catch(() => undefined);
  }, [status, loadCurrentUser]);
  useEffect(() => {
    if (!userId || followedFor.current === userId) return;
    followedFor.current = userId;
    userApi.getLanguage().then(
      ({ language }) => {
        const path = window.location.pathname;
        const current = path.split('/')[1];
        if (language && language !== current) {
          navigate(`/${language}/${path.split('/').slice(2).join('/')}${window.location.search}`, {
            replace: true,
          });
        }
      },
      () => undefined,
    );
  }, [userId, navigate]);

  if (target) return <Navigate to={`${target}${location.search}${location.hash}`} replace />;
  return <Outlet />;
}

import { useEffect, useState } from 'react';
import { authApi } from '../api/account-api';

/** Whether this deployment offers Log In with Google (auth/login-options); false until known or on failure. */
export function useGoogleLogin(enabled = true): boolean {
  const [google, setGoogle] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    authApi
      .loginOptions()
      .then((options) => alive && setGoogle(options.google))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [enabled]);
  return google;
}

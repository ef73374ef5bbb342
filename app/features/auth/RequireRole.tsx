// The route guard: 'Checking authentication...' while the user is checked; no user (or a
// failed check) goes to /login?next=<this page> and a role that may not use the route goes to its home, both after about
// 100 ms.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Role } from '../../../server/contract/index.ts';
import { Spinner } from '../../ui/kit/kit.tsx';
import { laterOnThisPage } from '../../ui/laterOnThisPage.ts';
import { homeForRole, useCurrentUser } from './queries.ts';
import { loginWithReturn } from './returnPath.ts';

export const GUARD_REDIRECT_DELAY_MS = 100;

function CheckingAuth() {
  const { t } = useTranslation();
  return (
    <div className="checking-auth" role="status" aria-live="polite">
      <Spinner size={28} />
      <p>{t('auth.checking')}</p>
    </div>
  );
}

/**
 * Every guard redirect goes through here, after GUARD_REDIRECT_DELAY_MS (about 100 ms), for
 * a visitor with no session and for a role the route does not allow alike.
 */
function DelayedRedirect({ to, error = null }: { to: string; error?: Error | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    // A failed check is logged; a plain 'not signed in' (401) is not a failure.
    if (error && !error.message.includes('401')) console.error('Authentication check failed', error);
    return laterOnThisPage(() => navigate(to, { replace: true }), GUARD_REDIRECT_DELAY_MS);
  }, [to, error, navigate]);
  return <CheckingAuth />;
}

export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user, isChecking, error } = useCurrentUser();
  const { pathname, search } = useLocation();
  if (isChecking) return <CheckingAuth />;
  if (!user) return <DelayedRedirect to={loginWithReturn(pathname + search)} error={error} />;
  if (!roles.includes(user.role)) return <DelayedRedirect to={homeForRole(user.role)} />;
  return <>{children}</>;
}

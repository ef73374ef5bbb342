// The route guard of SPEC §2: 'Checking authentication...' while the user is checked; no user (or a
// failed check) goes to /login after about 100 ms; a role that may not use the route goes to its home.
import { Spinner } from '@blueprintjs/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import type { Role } from '../../../server/contract/index.ts';
import { homeForRole, useCurrentUser } from './queries.ts';

export const GUARD_REDIRECT_DELAY_MS = 100;

export function CheckingAuth() {
  const { t } = useTranslation();
  return (
    <div className="checking-auth" role="status" aria-live="polite">
      <Spinner size={28} />
      <p>{t('auth.checking')}</p>
    </div>
  );
}

function RedirectToLogin({ error }: { error: Error | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (error && !error.message.includes('401')) console.error('Authentication check failed', error);
    const timer = setTimeout(() => navigate('/login', { replace: true }), GUARD_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [error, navigate]);
  return <CheckingAuth />;
}

export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user, isChecking, error } = useCurrentUser();
  if (isChecking) return <CheckingAuth />;
  if (!user) return <RedirectToLogin error={error} />;
  if (!roles.includes(user.role)) return <Navigate to={homeForRole(user.role)} replace />;
  return <>{children}</>;
}

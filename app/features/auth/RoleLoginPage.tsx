// /admin/login, /employer/login, /candidate/login: each admits only its roles; another
// role gets an 'Access Denied' toast and its session is ended. A signed-in user of the right role is
// sent straight to the area.
import { Card } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Suspense, useState } from 'react';
import type { LoginInput, Role, User } from '../../../server/contract/index.ts';
import { ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { Logo } from '../../ui/Logo.tsx';
import { notify } from '../../ui/toaster.tsx';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import { LoginForm } from './LoginForm.tsx';
import { useLogin, useSilentLogout } from './mutations.ts';
import { useCurrentUser } from './queries.ts';
import { safeReturnPath } from './returnPath.ts';
import { lazyWithReload as lazy } from '../../ui/lazyWithReload.ts';
import '../../ui/blueprint.ts';

const TotpStep = lazy(() => import('./TotpStep.tsx'));

type Area = 'admin' | 'employer' | 'candidate';
const ALLOWED: Record<Area, readonly Role[]> = {
  admin: ['admin', 'owner'],
  employer: ['employer'],
  candidate: ['candidate'],
};

export default function RoleLoginPage({ area }: { area: Area }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const login = useLogin();
  const [totp, setTotp] = useState(false);
  const silentLogout = useSilentLogout();
  const title = t(`auth.${area}Title`);
  useDocumentMeta({ title, canonicalPath: `/${area}/login` });

  if (user && ALLOWED[area].includes(user.role))
    return <Navigate to={safeReturnPath(params.get('next'), user.role)} replace />;

  const signedIn = (user: User) => {
    const role = user.role;
    if (!ALLOWED[area].includes(role)) {
      void silentLogout().then(() =>
        notify({ intent: 'danger', title: t('auth.accessDenied'), message: t(`auth.${area}Only`) }),
      );
      return;
    }
    notify({ intent: 'success', title: t('auth.welcomeBack', { name: user.firstName }) });
    void navigate(safeReturnPath(params.get('next'), role), { replace: true });
  };

  const onLogin = (input: LoginInput) =>
    login.mutate(input, {
      onSuccess: (res) => {
        if (!res.data.user) {
          setTotp(true);
          return;
        }
        signedIn(res.data.user);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status !== 0) {
          notify({
            intent: 'danger',
            title: t('auth.roleLoginFailed'),
            message: codeText(t, err.code, t('auth.roleLoginFallback')),
          });
        } else {
          notify({ intent: 'danger', title: t('auth.roleLoginFailed'), message: t('auth.roleLoginNetwork') });
        }
      },
    });

  return (
    <div className="auth-page">
      <Card className="auth-card" elevation={2}>
        <div className="auth-card__head">
          <Logo size={44} />
          <h1>{title}</h1>
          <p className="muted">{t(`auth.${area}Text`)}</p>
        </div>
        {totp ? (
          <Suspense fallback={null}>
            <TotpStep onSignedIn={signedIn} />
          </Suspense>
        ) : (
          <LoginForm idPrefix={`${area}-login`} pending={login.isPending} onLogin={onLogin} />
        )}
        {area === 'employer' ? (
          <p className="auth-card__alt">
            {t('auth.employerNoAccount')} <Link to="/contact">{t('auth.employerContact')}</Link>
          </p>
        ) : null}
        {area === 'candidate' ? (
          <p className="auth-card__alt">
            {t('auth.candidateNoAccount')} <Link to="/candidates">{t('auth.candidateRegister')}</Link>
          </p>
        ) : null}
        <Link to="/" className="back-link back-link--center">
          <ArrowLeftIcon size={14} aria-hidden /> {t('auth.backToHome')}
        </Link>
      </Card>
    </div>
  );
}

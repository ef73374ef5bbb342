// /login: two tabs — sign in and register ('I am a...') — and a link back home. `?next=` (a guard or the
// job page's Apply) is where a successful sign-in or sign-up returns, when safe (returnPath.ts).
import { Card, Tab, Tabs, type TabId } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginInput } from '../../../server/contract/index.ts';
import { ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { Logo } from '../../ui/Logo.tsx';
import { notify } from '../../ui/toaster.tsx';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import { LoginForm } from './LoginForm.tsx';
import { useLogin } from './mutations.ts';
import { safeReturnPath } from './returnPath.ts';
import { SignUpForm } from './SignUpForm.tsx';
import { lazyWithReload as lazy } from '../../ui/lazyWithReload.ts';
import '../../ui/blueprint.ts';

const TotpStep = lazy(() => import('./TotpStep.tsx'));

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: TabId = params.get('tab') === 'register' ? 'register' : 'login';
  const next = params.get('next');
  const login = useLogin();
  const [totp, setTotp] = useState(false);
  useDocumentMeta({ title: t('auth.loginTab'), description: t('meta.loginDescription'), canonicalPath: '/login' });

  const onLogin = (input: LoginInput) =>
    login.mutate(input, {
      onSuccess: (res) => {
        if (res.data.user) void navigate(safeReturnPath(next, res.data.user.role), { replace: true });
        else setTotp(true); // staff with two-factor sign-in: the code comes next
      },
      onError: (err) => {
        const code = err instanceof ApiError && err.status !== 0 ? err.code : null;
        notify({
          intent: 'danger',
          title: t('auth.loginFailed'),
          message: codeText(t, code, t('auth.loginFailedFallback')),
        });
      },
    });

  return (
    <div className="auth-page">
      <Card className="auth-card" elevation={2}>
        <div className="auth-card__head">
          <Logo size={44} />
          <h1>{t('auth.welcomeTitle')}</h1>
          <p className="muted">{t('auth.welcomeText')}</p>
        </div>
        <Tabs
          id="login-tabs"
          selectedTabId={tab}
          onChange={(id) =>
            setParams(
              { ...(id === 'register' ? { tab: 'register' } : {}), ...(next ? { next } : {}) },
              { replace: true },
            )
          }
          fill
          size="large"
          renderActiveTabPanelOnly
        >
          <Tab
            id="login"
            title={t('auth.loginTab')}
            panel={
              totp ? (
                <Suspense fallback={null}>
                  <TotpStep onSignedIn={(user) => void navigate(safeReturnPath(next, user.role), { replace: true })} />
                </Suspense>
              ) : (
                <LoginForm idPrefix="login" pending={login.isPending} onLogin={onLogin} />
              )
            }
          />
          <Tab id="register" title={t('auth.registerTab')} panel={<SignUpForm next={next} />} />
        </Tabs>
        <Link to="/" className="back-link back-link--center">
          <ArrowLeftIcon size={14} aria-hidden /> {t('auth.backToHome')}
        </Link>
      </Card>
    </div>
  );
}

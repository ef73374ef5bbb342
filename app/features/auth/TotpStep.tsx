// Sign-in's second step for staff with two-factor sign-in: the code from the authenticator app (or a
// recovery code). Loaded only when the password step asks for it; its texts are the staff console's.
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../server/contract/index.ts';
import { ApiError, sendJson } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { signedIn, type AuthAnswer } from './mutations.ts';
import { startSession } from './session.ts';
import '../admin/i18n.ts';

/** Sign-in's second step: a code from the app or a recovery code. */
function useTotpLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => startSession(() => sendJson<AuthAnswer>('POST', '/api/auth/login/totp', { code })),
    meta: { signIn: true },
    onSuccess: (res) => signedIn(qc, res.data.user),
  });
}

export default function TotpStep({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const login = useTotpLogin();
  const err = login.error instanceof ApiError ? login.error : null;
  const message = !login.error
    ? null
    : err?.code === 'invalidCredentials' || err?.status === 400
      ? t('admin.totp.wrongCode')
      : err && err.status !== 0
        ? codeText(t, err.code)
        : t('forms.errorMessage');
  return (
    <form
      className="form"
      aria-label={t('admin.totp.title')}
      onSubmit={(e) => {
        e.preventDefault();
        login.mutate(code.trim(), { onSuccess: (res) => onSignedIn(res.data.user) });
      }}
    >
      <h2>{t('admin.totp.title')}</h2>
      <p className="muted">{t('admin.totp.loginText')}</p>
      {message ? (
        <Callout intent="danger" role="alert" title={t('admin.totp.loginFailed')}>
          {message}
        </Callout>
      ) : null}
      <FormGroup label={t('admin.totp.code')} labelFor="totp-login-code">
        <InputGroup
          id="totp-login-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onValueChange={setCode}
        />
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        disabled={login.isPending || code.trim() === ''}
        text={login.isPending ? t('common.submitting') : t('admin.totp.loginSubmit')}
      />
    </form>
  );
}

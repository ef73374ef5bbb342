// The staff user's two-factor sign-in on the settings screen: set up (QR code or key, one code to
// confirm, ten recovery codes shown once) or turn off (password and a code).
import { Button, Callout, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, getData, sendJson } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { notify } from '../../ui/toaster.tsx';
import { adminKeys } from './queries.ts';
import './i18n.ts';

const KEY = ['admin-totp'] as const;
interface Setup {
  secret: string;
  uri: string;
  qr: string;
}

function failure(t: TFunction, err: unknown) {
  const e = err instanceof ApiError ? err : null;
  const message = e?.fields.code ? t('admin.totp.wrongCode') : codeText(t, e?.code);
  notify({ intent: 'danger', title: t('admin.totp.failed'), message });
}

export function TotpSection() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const status = useQuery({
    queryKey: KEY,
    queryFn: async () => (await getData<{ data: { enabled: boolean } }>('/api/admin/totp')).data.enabled,
  });
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: adminKeys.settings() }), qc.invalidateQueries({ queryKey: KEY })]);
  const start = useMutation({
    mutationFn: () => sendJson<{ data: Setup }>('POST', '/api/admin/totp/setup'),
    onSuccess: (res) => setSetup(res.data),
    onError: (err) => {
      failure(t, err);
      void refresh();
    },
  });
  const enable = useMutation({
    mutationFn: () => sendJson<{ data: { recoveryCodes: string[] } }>('POST', '/api/admin/totp/enable', { code }),
    onSuccess: (res) => {
      setRecovery(res.data.recoveryCodes);
      setSetup(null);
      setCode('');
      notify({ intent: 'success', title: t('admin.totp.enabled') });
      void refresh();
    },
    onError: (err) => {
      failure(t, err);
      // Turned on meanwhile (another tab): the screen shows the turn-off form instead.
      if (err instanceof ApiError && err.code === 'totpAlreadyOn') {
        setSetup(null);
        void refresh();
      }
    },
  });
  const disable = useMutation({
    mutationFn: () => sendJson('POST', '/api/admin/totp/disable', { password, code }),
    onSuccess: () => {
      setPassword('');
      setCode('');
      setRecovery(null);
      notify({ intent: 'success', title: t('admin.totp.disabled') });
      void refresh();
    },
    onError: (err) => {
      const e = err instanceof ApiError ? err : null;
      if (e?.fields.password) notify({ intent: 'danger', title: t('admin.totp.failed'), message: codeText(t, e.code) });
      else failure(t, err);
    },
  });

  const codeField = (
    <FormGroup label={t('admin.totp.code')} labelFor="totp-code">
      <InputGroup
        id="totp-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onValueChange={setCode}
      />
    </FormGroup>
  );

  return (
    <Card className="admin-panel" id="two-factor">
      <h2>{t('admin.totp.title')}</h2>
      {status.data ? <p>{t('admin.totp.statusOn')}</p> : <p>{t('admin.totp.statusOff')}</p>}
      {recovery ? (
        <Callout intent="warning" title={t('admin.totp.recoveryTitle')}>
          <p>{t('admin.totp.recoveryText')}</p>
          <ul className="totp-codes" aria-label={t('admin.totp.recoveryTitle')}>
            {recovery.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
        </Callout>
      ) : null}
      {status.data === false && !setup ? (
        <Button
          intent="primary"
          text={t('admin.totp.start')}
          disabled={start.isPending}
          onClick={() => start.mutate()}
        />
      ) : null}
      {status.data === false && setup ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            enable.mutate();
          }}
        >
          <p>{t('admin.totp.scan')}</p>
          <img src={setup.qr} alt={t('admin.totp.qrAlt')} width={220} height={220} />
          <p>
            {t('admin.totp.key')}: <code className="totp-key">{setup.secret}</code>
          </p>
          {codeField}
          <Button type="submit" intent="primary" text={t('admin.totp.confirm')} disabled={enable.isPending} />
        </form>
      ) : null}
      {status.data ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            disable.mutate();
          }}
        >
          <h3>{t('admin.totp.disableTitle')}</h3>
          <FormGroup label={t('admin.totp.password')} labelFor="totp-password">
            <InputGroup
              id="totp-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
            />
          </FormGroup>
          {codeField}
          <Button type="submit" intent="danger" text={t('admin.totp.disable')} disabled={disable.isPending} />
        </form>
      ) : null}
    </Card>
  );
}

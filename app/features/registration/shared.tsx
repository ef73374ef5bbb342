import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/http.ts';
import { translateServerMessage } from '../../i18n/serverMessages.ts';
import { notify } from '../../ui/toaster.tsx';
import { UploadFailed } from './mutations.ts';

export const REGISTRATION_REDIRECT_DELAY_MS = 1000;

export function SignInInstead({ to, onNavigate }: { to: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="dialog-switch">
      {t('registration.haveAccount')} <Link to={to} onClick={onNavigate}>{t('registration.signIn')}</Link>
    </p>
  );
}

/** SPEC §8: destructive toast titled Error with the server text, or 'Registration failed. Please try again.' */
export function notifyRegistrationError(t: TFunction, err: unknown) {
  if (err instanceof UploadFailed) {
    const server = err.reason instanceof ApiError ? err.reason.serverMessage : null;
    notify({ intent: 'danger', title: t('registration.uploadFailed'), message: server ? translateServerMessage(t, server) : undefined });
    return;
  }
  const server = err instanceof ApiError && err.status !== 0 ? err.serverMessage : null;
  notify({ intent: 'danger', title: t('forms.errorTitle'), message: server ? translateServerMessage(t, server) : t('registration.failedMessage') });
}

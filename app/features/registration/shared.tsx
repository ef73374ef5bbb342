import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { laterOnThisPage } from '../../ui/laterOnThisPage.ts';
import { notify } from '../../ui/toaster.tsx';
import { CheckInbox } from '../auth/mutations.ts';
import { UploadFailed } from './mutations.ts';
import './i18n.ts';

const REGISTRATION_REDIRECT_DELAY_MS = 1000;

export function SignInInstead({ to, onNavigate }: { to: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="dialog-switch">
      {t('registration.haveAccount')}{' '}
      <Link to={to} onClick={onNavigate}>
        {t('registration.signIn')}
      </Link>
    </p>
  );
}

/** After a sign-up that opened no session (CheckInbox): what happens next is in the visitor's mail. */
export function notifyCheckInbox(t: TFunction, err: CheckInbox) {
  notify({
    intent: 'primary',
    title: t('registration.checkInboxTitle'),
    message: t('registration.checkInbox', { email: err.email }),
  });
}

/** A destructive toast titled Error with the server text, or 'Registration failed. Please try again.' */
function notifyRegistrationError(t: TFunction, err: unknown) {
  if (err instanceof CheckInbox) {
    notifyCheckInbox(t, err);
    return;
  }
  if (err instanceof UploadFailed) {
    const code = err.reason instanceof ApiError ? err.reason.code : null;
    notify({ intent: 'danger', title: t('registration.uploadFailed'), message: code ? codeText(t, code) : undefined });
    return;
  }
  const code = err instanceof ApiError && err.status !== 0 ? err.code : null;
  notify({
    intent: 'danger',
    title: t('forms.errorTitle'),
    message: codeText(t, code, t('registration.failedMessage')),
  });
}

/** What both registration dialogs do with a send: on success a toast, the dialog cleared and closed and,
 *  after a moment, `next`; a sign-up to confirm by mail is cleared and closed too (the mail says what next);
 *  any other failure is told and rethrown, so the dialog stays open with the server's field messages. */
export async function saveRegistration(
  t: TFunction,
  send: () => Promise<unknown>,
  { success, clear, next }: { success: string; clear: () => void; next: () => void },
) {
  try {
    await send();
  } catch (err) {
    notifyRegistrationError(t, err);
    if (!(err instanceof CheckInbox)) throw err;
    clear();
    return;
  }
  notify({ intent: 'success', title: t('registration.successTitle'), message: success });
  clear();
  laterOnThisPage(next, REGISTRATION_REDIRECT_DELAY_MS);
}

// The privacy rights, run by staff for a user on the Users screen: 'Export data' (the same JSON
// file the user downloads on /account) and 'Erase' (the same erasure as 'Delete my account'). The owner
// may do both for anyone but themselves and the last active owner; an admin for employers and candidates.
// The server enforces the same.
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { DownloadIcon, TrashIcon } from '@blueprintjs/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../server/contract/index.ts';
import { ApiError, sendJson } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { AppDialog } from '../../ui/AppDialog.tsx';
import { notify } from '../../ui/toaster.tsx';
import { useCurrentUser } from '../auth/queries.ts';
import '../account/i18n.ts';
import { adminKeys } from './queries.ts';
import './UserDataActions.css';
import { personName } from '../../../server/contract/names.ts';

/** Erased accounts keep an anonymous row with this kind of address (server/features/account/privacy.ts). */
const ERASED = /@deleted\.invalid$/;

export function UserDataActions({
  user,
  lastOwner,
}: {
  user: Pick<User, 'id' | 'email' | 'role' | 'firstName' | 'lastName'>;
  lastOwner: boolean;
}) {
  const { t, i18n } = useTranslation();
  const viewer = useCurrentUser().user;
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const erase = useMutation({
    mutationFn: () => sendJson('DELETE', `/api/admin/users/${user.id}`),
    onSuccess: async () => {
      setConfirming(false);
      await qc.invalidateQueries({ queryKey: adminKeys.all });
      notify({ intent: 'success', title: t('account.staffDeleted') });
    },
    onError: (err) =>
      notify({
        intent: 'danger',
        title: t('account.staffDeleteFailed'),
        message: codeText(t, err instanceof ApiError && err.status !== 0 ? err.code : null),
      }),
  });
  const reach = viewer?.role === 'owner' || user.role === 'candidate' || user.role === 'employer';
  if (!viewer || viewer.id === user.id || !reach || ERASED.test(user.email)) return null;
  const name = personName(i18n.language, user.firstName, user.lastName);
  return (
    <span className="user-data-actions">
      <a
        className="bp6-button bp6-small bp6-minimal button-link"
        href={`/api/admin/users/${user.id}/export`}
        download
        aria-label={`${t('account.staffExport')}: ${name}`}
      >
        <DownloadIcon aria-hidden />
        <span className="bp6-button-text">{t('account.staffExport')}</span>
      </a>
      {!lastOwner && (
        <Button
          size="small"
          variant="minimal"
          intent="danger"
          icon={<TrashIcon />}
          aria-label={`${t('account.staffDelete')}: ${name}`}
          onClick={() => setConfirming(true)}
        >
          {t('account.staffDelete')}
        </Button>
      )}
      <AppDialog
        isOpen={confirming}
        title={t('account.staffDeleteTitle', { name })}
        onClose={() => setConfirming(false)}
        busy={erase.isPending}
      >
        <DialogBody>
          <p>{t('account.staffDeleteText')}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={() => setConfirming(false)}>{t('account.cancel')}</Button>
              <Button intent="danger" onClick={() => erase.mutate()} disabled={erase.isPending}>
                {t('account.staffDeleteConfirm')}
              </Button>
            </>
          }
        />
      </AppDialog>
    </span>
  );
}

// The candidate area's frame: the shared area layout plus a banner while the page shows what this
// device last knew (no network, or the server has not confirmed the session yet): 'You are offline' when the
// browser has no network, 'Server unreachable' when it has one and the server does not answer. Pages with no copy on
// the device (contracts, timesheets, payslips: `needsServer`) say they load again when the server answers instead.
import { Callout } from '@blueprintjs/core';
import { OfflineIcon } from '@blueprintjs/icons';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectionState } from '../../api/connection.ts';
import { useOnline } from '../../offline/hooks.ts';
import { AreaLayout } from '../../ui/AreaLayout.tsx';
import { useCurrentUser } from '../auth/queries.ts';
import './i18n.ts';
import '../../ui/blueprint.ts';
import { personName } from '../../../server/contract/names.ts';

export function CandidateArea({
  needsServer = false,
  ...props
}: Omit<ComponentProps<typeof AreaLayout>, 'area'> & { needsServer?: boolean }) {
  const { t, i18n } = useTranslation();
  const { user, offline } = useCurrentUser();
  const online = useOnline();
  const state = useConnectionState();
  const noNetwork = !online || state === 'offline';
  const name = user ? personName(i18n.language, user.firstName, user.lastName) : '';
  return (
    <AreaLayout area="candidate" {...props}>
      {offline || !online ? (
        <Callout
          className="offline-banner"
          intent="warning"
          icon={<OfflineIcon />}
          title={noNetwork ? t('candidate.offline.title') : t('candidate.unreachable.title')}
          role="status"
        >
          {needsServer
            ? noNetwork
              ? t('candidate.offline.needsServer')
              : t('candidate.unreachable.needsServer')
            : noNetwork
              ? t('candidate.offline.text', { name })
              : t('candidate.unreachable.text', { name })}
        </Callout>
      ) : null}
      {props.children}
    </AreaLayout>
  );
}

// The candidate area's frame: the shared area layout plus a banner while the page shows what this
// device last knew (no network, or the server has not confirmed the session yet).
import { Callout } from '@blueprintjs/core';
import { OfflineIcon } from '@blueprintjs/icons';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../offline/hooks.ts';
import { AreaLayout } from '../../ui/AreaLayout.tsx';
import { useCurrentUser } from '../auth/queries.ts';
import './i18n.ts';
import '../../ui/blueprint.ts';
import { personName } from '../../../server/contract/names.ts';

export function CandidateArea(props: Omit<ComponentProps<typeof AreaLayout>, 'area'>) {
  const { t, i18n } = useTranslation();
  const { user, offline } = useCurrentUser();
  const online = useOnline();
  return (
    <AreaLayout area="candidate" {...props}>
      {offline || !online ? (
        <Callout
          className="offline-banner"
          intent="warning"
          icon={<OfflineIcon />}
          title={t('candidate.offline.title')}
          role="status"
        >
          {t('candidate.offline.text', { name: user ? personName(i18n.language, user.firstName, user.lastName) : '' })}
        </Callout>
      ) : null}
      {props.children}
    </AreaLayout>
  );
}

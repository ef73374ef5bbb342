// A contract's status (from its dates, on the business day) as a tag: the contracts screen and a
// candidate's page.
import { Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ContractStatus } from '../../../server/contract/index.ts';
import './i18n.ts';

const STATUS_INTENT: Record<ContractStatus, Intent> = {
  active: 'success',
  upcoming: 'primary',
  pending: 'warning',
  completed: 'none',
};

export function ContractStatusTag({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    <Tag minimal round intent={STATUS_INTENT[status]} className="admin-tag">
      {t(`admin.contracts.status.${status}`)}
    </Tag>
  );
}

import { Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '../../../server/contract/index.ts';
import './i18n.ts';
import '../../ui/blueprint.ts';

/** One colour per application step: neutral when sent, amber in review, blue for interviews, green for offers and hires, red when rejected. */
const STATUS_INTENT: Record<ApplicationStatus, Intent> = {
  submitted: 'none',
  review: 'warning',
  interview: 'primary',
  offer: 'success',
  hired: 'success',
  rejected: 'danger',
};

export function StatusTag({ status, large }: { status: ApplicationStatus; large?: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag
      intent={STATUS_INTENT[status]}
      minimal={status !== 'hired'}
      round
      size={large ? 'large' : undefined}
      className={`status-tag status-tag--${status}`}
    >
      {t(`apply.status.${status}`)}
    </Tag>
  );
}

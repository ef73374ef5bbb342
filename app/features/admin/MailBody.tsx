// One mail as staff read it, on Sent mail and on a candidate's page: the subject opening its text (links
// were redacted when it was built), its attachments as sent and the last sending error.
import { Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { OutboxMail } from '../../../server/contract/index.ts';
import { numberFormat } from '../../i18n/intl.ts';
import './i18n.ts';

const STATUS_INTENT: Record<OutboxMail['status'], Intent> = {
  pending: 'warning',
  sending: 'primary',
  sent: 'success',
  failed: 'danger',
  kept: 'none',
};

export function MailStatusTag({ status }: { status: OutboxMail['status'] }) {
  const { t } = useTranslation();
  return (
    <Tag minimal round intent={STATUS_INTENT[status]} className="admin-tag">
      {t(`admin.mail.statuses.${status}`)}
    </Tag>
  );
}

export function MailBody({ mail: m }: { mail: OutboxMail }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <details>
        <summary>
          <span className="cell-main">{m.subject}</span>
          <span className="visually-hidden"> – {t('admin.mail.showText')}</span>
        </summary>
        <pre className="admin-mail-text">{m.text}</pre>
      </details>
      {m.attachments.length > 0 ? (
        <ul className="admin-mail-attachments" aria-label={t('admin.mail.attachments')}>
          {m.attachments.map((a, index) => (
            <li key={index}>
              <a href={`/api/admin/mail/${m.id}/attachments/${index}`} download={a.filename}>
                {t('admin.mail.attachment', {
                  name: a.filename,
                  size: numberFormat(i18n.language, {
                    style: 'unit',
                    unit: 'kilobyte',
                    maximumFractionDigits: 1,
                  }).format(a.bytes / 1000),
                })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {m.lastError ? <div className="field-error">{t('admin.mail.error', { error: m.lastError })}</div> : null}
    </>
  );
}

// /admin/mail ('Sent mail'): the mail outbox, newest first, one server page at a time. Says whether
// mail goes out through SMTP or is only kept (no SMTP_URL), and shows each mail's status, attempts,
// last error, its text and its attachments (an interview's .ics), each opened as it was sent.
import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailList } from '../../../server/contract/index.ts';
import type { ApiError } from '../../api/http.ts';
import { formatDate } from './format.ts';
import { MailBody, MailStatusTag } from './MailBody.tsx';
import { adminKeys } from './queries.ts';
import { AdminPage, BackToDashboard, Cell, EmptyList, LoadError, LoadingList } from './shared.tsx';

const PAGE_SIZE = 20;

export default function AdminMailPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery<MailList, ApiError>({
    queryKey: [...adminKeys.all, `mail?page=${page}&pageSize=${PAGE_SIZE}`],
    placeholderData: keepPreviousData,
  });
  const col = {
    created: t('admin.mail.columns.created'),
    to: t('admin.mail.columns.to'),
    subject: t('admin.mail.columns.subject'),
    status: t('admin.mail.columns.status'),
    attempts: t('admin.mail.columns.attempts'),
  };

  let body: React.JSX.Element;
  if (list.isPending) body = <LoadingList text={t('admin.mail.loading')} />;
  else if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />;
  else {
    const { mails, total, mode } = list.data;
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    body = (
      <>
        <Callout intent={mode === 'smtp' ? 'success' : 'primary'} className="admin-mail-mode">
          {mode === 'smtp' ? t('admin.mail.modeSmtp') : t('admin.mail.modeLog')}
        </Callout>
        <p className="muted">{t('admin.mail.count', { count: total })}</p>
        {mails.length === 0 ? (
          <EmptyList title={t('admin.mail.emptyTitle')} />
        ) : (
          <div className="admin-table-wrap">
            <HTMLTable compact striped className="admin-table" aria-label={t('admin.mail.title')}>
              <thead>
                <tr>
                  {[col.created, col.to, col.subject, col.status, col.attempts].map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {mails.map((m) => (
                  <tr key={m.id}>
                    <Cell label={col.created} className="cell-nowrap">
                      {formatDate(m.createdAt, i18n.language)}
                    </Cell>
                    <Cell label={col.to}>{m.to}</Cell>
                    <Cell label={col.subject}>
                      <MailBody mail={m} />
                    </Cell>
                    <Cell label={col.status}>
                      <MailStatusTag status={m.status} />
                    </Cell>
                    <Cell label={col.attempts}>{m.attempts}</Cell>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
        {pages > 1 ? (
          <div className="admin-more">
            <Button
              variant="outlined"
              text={t('admin.mail.previous')}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            />
            <span className="admin-more__count">{t('admin.mail.pageOf', { page, pages })}</span>
            <Button
              variant="outlined"
              text={t('admin.mail.next')}
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            />
          </div>
        ) : null}
      </>
    );
  }
  return (
    <AdminPage title={t('admin.mail.title')}>
      <BackToDashboard />
      {body}
    </AdminPage>
  );
}

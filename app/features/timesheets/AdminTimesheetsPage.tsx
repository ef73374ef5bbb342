// /admin/dashboard/timesheets: the staff queue of submitted timesheets (contractor, contract, month, days), each
// approved or rejected in place. Each month shows on its calendar with the claimed days off flagged
// (QueueCalendar.tsx); approving asks for confirmation with what will be issued (ApproveConfirm.tsx). A
// rejection needs a note, which the contractor sees. A decided row leaves the list at once (queries.ts)
// and comes back if the server refuses.
import { Button, Card, FormGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Timesheet } from '../../../server/contract/index.ts';
import { codeText } from '../../i18n/codes.ts';
import { formatDate } from '../admin/format.ts';
import { AdminPage, BackToDashboard, EmptyList, LoadError, LoadingList, Toolbar, fullName } from '../admin/shared.tsx';
import { useReviewTimesheet, useTimesheetQueue } from './queries.ts';
import { DaysOffFlags, QueueCalendar } from './QueueCalendar.tsx';
import { ApproveConfirm } from './ApproveConfirm.tsx';
import './i18n.ts';
import './timesheets.css';
import { dateFormat, numberFormat } from '../../i18n/intl.ts';

function QueueItem({ sheet, review }: { sheet: Timesheet; review: ReturnType<typeof useReviewTimesheet> }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  // Opening the note field takes the keyboard there, where the next thing to do is to write the reason.
  useEffect(() => {
    if (rejecting) noteRef.current?.focus();
  }, [rejecting]);
  const month = dateFormat(lng, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${sheet.month}-01T00:00:00Z`),
  );
  const days = numberFormat(lng, { maximumFractionDigits: 1 }).format(sheet.daysWorked);
  const names = { name: fullName(sheet.contractorName), month };
  const noteId = `ts-note-${sheet.id}`;
  const headId = `ts-item-${sheet.id}`;
  // This row's last decision failed (it left the list at once and came back): said on the row until the next
  // decision, not only by the passing toast, and brought into view (the list grew back under the reader).
  const failure = review.isError && review.variables.timesheet.id === sheet.id ? review.error : null;
  const failureRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ block: 'nearest' });
  }, [failure]);

  return (
    <li>
      <Card className="ts-item" role="article" aria-labelledby={headId}>
        <h2 id={headId} className="ts-item__name">
          {names.name}
        </h2>
        <dl className="ts-item__facts">
          <div>
            <dt>{t('timesheets.queue.contract')}</dt>
            <dd>
              {/* The client is the company billed; its contact person in brackets. */}
              {sheet.jobTitle} ·{' '}
              {sheet.clientCompany ? `${sheet.clientCompany} (${fullName(sheet.client)})` : fullName(sheet.client)}
            </dd>
          </div>
          <div>
            <dt>{t('timesheets.queue.month')}</dt>
            <dd>{month}</dd>
          </div>
          <div>
            <dt>{t('timesheets.queue.days')}</dt>
            <dd>{days}</dd>
          </div>
          <div>
            <dt>{t('timesheets.queue.submittedAt')}</dt>
            <dd>{formatDate(sheet.submittedAt, i18n.language)}</dd>
          </div>
        </dl>
        <DaysOffFlags sheet={sheet} />
        <QueueCalendar sheet={sheet} />
        {failure ? (
          <p className="ts-failure" role="alert" ref={failureRef}>
            {t('timesheets.queue.failed')}. {codeText(t, failure.code)}
          </p>
        ) : null}
        {rejecting ? (
          <form
            className="ts-reject"
            onSubmit={(e) => {
              e.preventDefault();
              const text = note.trim();
              if (!text) {
                setNoteError(true);
                return;
              }
              review.mutate({ timesheet: sheet, decision: 'reject', note: text });
            }}
          >
            <FormGroup
              label={t('timesheets.queue.note')}
              labelFor={noteId}
              helperText={noteError ? codeText(t, 'reviewNoteRequired') : t('timesheets.queue.noteHint')}
              intent={noteError ? 'danger' : 'none'}
            >
              <TextArea
                id={noteId}
                fill
                inputRef={noteRef}
                value={note}
                maxLength={2000}
                intent={noteError ? 'danger' : 'none'}
                aria-invalid={noteError || undefined}
                onChange={(e) => {
                  setNote(e.currentTarget.value);
                  if (e.currentTarget.value.trim()) setNoteError(false);
                }}
              />
            </FormGroup>
            <div className="ts-actions">
              <Button type="submit" intent="danger" text={t('timesheets.queue.sendReject')} />
              <Button variant="outlined" text={t('timesheets.queue.cancel')} onClick={() => setRejecting(false)} />
            </div>
          </form>
        ) : (
          <div className="ts-actions">
            <Button
              intent="success"
              text={t('timesheets.queue.approve')}
              aria-label={t('timesheets.queue.approveLabel', names)}
              onClick={() => setConfirming(true)}
            />
            <Button
              variant="outlined"
              intent="danger"
              text={t('timesheets.queue.reject')}
              aria-label={t('timesheets.queue.rejectLabel', names)}
              onClick={() => setRejecting(true)}
            />
          </div>
        )}
        <ApproveConfirm
          sheet={sheet}
          month={month}
          isOpen={confirming}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            review.mutate({ timesheet: sheet, decision: 'approve' });
          }}
        />
      </Card>
    </li>
  );
}

export default function AdminTimesheetsPage() {
  const { t } = useTranslation();
  const queue = useTimesheetQueue();
  const review = useReviewTimesheet();
  let body: React.JSX.Element;
  if (queue.isPending) body = <LoadingList text={t('timesheets.queue.loading')} />;
  else if (queue.isError) body = <LoadError onRetry={() => void queue.refetch()} />;
  else {
    const rows = queue.data.timesheets;
    body = (
      <>
        <Toolbar count={t('timesheets.queue.count', { count: rows.length })}>
          <p className="muted ts-intro">{t('timesheets.queue.intro')}</p>
        </Toolbar>
        {rows.length === 0 ? (
          <EmptyList title={t('timesheets.queue.empty')} />
        ) : (
          <ul className="ts-queue" aria-label={t('timesheets.queue.listLabel')}>
            {rows.map((s) => (
              <QueueItem key={s.id} sheet={s} review={review} />
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <AdminPage title={t('timesheets.queue.title')}>
      <BackToDashboard />
      {body}
    </AdminPage>
  );
}

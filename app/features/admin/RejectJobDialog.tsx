// Staff reject a job waiting for review: the reason is required and is mailed to the employer
// in their language; the dialog stays open with the reason kept when the server refuses.
import { Button, Classes, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REJECT_REASON_MAX, type AdminJob } from '../../../server/contract/index.ts';
import { AppDialog } from '../../ui/AppDialog.tsx';
import { useRejectJob } from './mutations.ts';

export function RejectJobDialog({ job, onClose }: { job: AdminJob | null; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectJob();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!job) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    reject.mutate({ id: job.id, reason: reason.trim() }, { onSuccess: close });
  };
  return (
    <AppDialog
      isOpen={job !== null}
      title={t('admin.review.rejectTitle', { title: job?.title ?? '' })}
      onClose={close}
      busy={reject.isPending}
    >
      <form onSubmit={submit} noValidate>
        <div className={Classes.DIALOG_BODY}>
          <p>{t('admin.review.rejectText')}</p>
          <FormGroup
            label={t('admin.review.reason')}
            labelFor="reject-reason"
            intent={missing ? 'danger' : 'none'}
            helperText={missing ? t('server.rejectReasonRequired') : undefined}
          >
            <TextArea
              id="reject-reason"
              fill
              rows={5}
              maxLength={REJECT_REASON_MAX}
              value={reason}
              intent={missing ? 'danger' : 'none'}
              aria-invalid={missing || undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setMissing(false);
              }}
            />
          </FormGroup>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text={t('admin.common.cancel')} onClick={close} />
            <Button type="submit" intent="danger" loading={reject.isPending} text={t('admin.review.rejectSubmit')} />
          </div>
        </div>
      </form>
    </AppDialog>
  );
}

// Reopening a month whose invoice a credit note has cancelled: staff say what is to be corrected, and the
// timesheet goes back to the contractor, who corrects and resubmits it. Its approval then issues a
// corrected invoice and a payslip superseding the earlier one (server/features/payroll/corrections.ts).
import { Button, FormGroup, TextArea } from '@blueprintjs/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../server/contract/index.ts';
import { type ApiError, sendJson } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { notify } from '../../ui/toaster.tsx';
import './i18n.ts';

export function ReopenMonthForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const reopen = useMutation<{ ok: true }, ApiError, string>({
    mutationFn: (note) => sendJson('POST', `/api/admin/timesheets/${invoice.timesheetId}/reopen`, { note }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['/api', 'admin'] });
    },
  });
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = `reopen-note-${invoice.id}`;
  return (
    <form
      className="docs-credit-form"
      noValidate
      aria-label={t('payrollDocs.reopenFor', { number: invoice.number })}
      onSubmit={(e) => {
        e.preventDefault();
        if (reopen.isPending) return;
        reopen.mutate(note, {
          onSuccess: () => {
            notify({ intent: 'success', title: t('payrollDocs.reopened') });
            onDone();
          },
          onError: (err) => {
            const text = codeText(t, err.code);
            setError(text);
            if (err.fields?.note === undefined)
              notify({ intent: 'danger', title: t('payrollDocs.reopenFailed'), message: text });
          },
        });
      }}
    >
      <FormGroup
        label={t('payrollDocs.reopenNote')}
        labelFor={id}
        helperText={error ?? t('payrollDocs.reopenHint')}
        intent={error ? 'danger' : undefined}
      >
        <TextArea
          id={id}
          fill
          rows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          aria-required
          aria-invalid={error ? true : undefined}
        />
      </FormGroup>
      <div className="docs-credit-actions">
        <Button type="button" variant="minimal" text={t('payrollDocs.cancel')} onClick={onDone} />
        <Button type="submit" intent="primary" text={t('payrollDocs.confirmReopen')} loading={reopen.isPending} />
      </div>
    </form>
  );
}

// Staff: a contract's invoices, credit notes and payslips, each with its PDF in English and Hungarian,
// and 'Issue credit note' (with a reason) on an invoice not yet cancelled. Documents are immutable: a
// credit note is the only correction. A credited invoice's month can then be reopened (ReopenMonthForm.tsx),
// and its next approval issues a corrected invoice and a payslip superseding the earlier one.
import { Button, FormGroup, HTMLTable, Tag, TextArea } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract, Invoice } from '../../../server/contract/index.ts';
import { codeText } from '../../i18n/codes.ts';
import { AppDialog } from '../../ui/AppDialog.tsx';
import { notify } from '../../ui/toaster.tsx';
import { formatDate } from '../admin/format.ts';
import { formatEur } from '../../../server/contract/money.ts';
import { LoadError, LoadingList, fullName } from '../admin/shared.tsx';
import { pdfUrl, useContractDocuments, useIssueCreditNote } from './queries.ts';
import { ReopenMonthForm } from './ReopenMonthForm.tsx';
import { NavReport } from '../nav/NavReport.tsx';
import { InvoiceElementFacts } from '../companies/InvoiceElementFacts.tsx';
import './i18n.ts';
import './payrolldocs.css';

const LANGS = ['en', 'hu'] as const;

function PdfLinks({ kind, id, name }: { kind: 'invoices' | 'payslips'; id: number; name: string }) {
  const { t } = useTranslation();
  return (
    <span className="docs-pdf-links">
      {LANGS.map((lang) => (
        <a
          key={lang}
          href={pdfUrl(kind, id, lang)}
          download
          aria-label={t('payrollDocs.pdfOf', { document: name, language: t(`payrollDocs.languages.${lang}`) })}
        >
          {lang === 'en' ? t('payrollDocs.pdfEn') : t('payrollDocs.pdfHu')}
        </a>
      ))}
    </span>
  );
}

function CreditNoteForm({ invoice, contractId, onDone }: { invoice: Invoice; contractId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const issue = useIssueCreditNote(contractId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = `credit-reason-${invoice.id}`;
  return (
    <form
      className="docs-credit-form"
      noValidate
      aria-label={t('payrollDocs.creditNoteFor', { number: invoice.number })}
      onSubmit={(e) => {
        e.preventDefault();
        if (issue.isPending) return;
        issue.mutate(
          { invoiceId: invoice.id, reason },
          {
            onSuccess: (res) => {
              notify({
                intent: 'success',
                title: t('payrollDocs.creditNoteIssued', { number: res.data.invoice.number }),
              });
              onDone();
            },
            onError: (err) => {
              const text = codeText(t, err.code);
              setError(text);
              if (err.fields?.reason === undefined)
                notify({ intent: 'danger', title: t('payrollDocs.creditNoteFailed'), message: text });
            },
          },
        );
      }}
    >
      <FormGroup
        label={t('payrollDocs.reason')}
        labelFor={id}
        helperText={error ?? t('payrollDocs.reasonHint')}
        intent={error ? 'danger' : undefined}
      >
        <TextArea
          id={id}
          fill
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          aria-required
          aria-invalid={error ? true : undefined}
        />
      </FormGroup>
      <div className="docs-credit-actions">
        <Button type="button" variant="minimal" text={t('payrollDocs.cancel')} onClick={onDone} />
        <Button type="submit" intent="danger" text={t('payrollDocs.confirmCreditNote')} loading={issue.isPending} />
      </div>
    </form>
  );
}

export function ContractDocumentsDialog({ contract, onClose }: { contract: Contract | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const docs = useContractDocuments(contract?.id ?? null);
  const [crediting, setCrediting] = useState<number | null>(null);
  const [reopening, setReopening] = useState<number | null>(null);
  // The reason form goes away when done: focus stays in the dialog (Escape still closes it).
  const bodyRef = useRef<HTMLDivElement>(null);
  const endCrediting = () => {
    setCrediting(null);
    bodyRef.current?.focus();
  };
  const credited = new Set(docs.data?.invoices.map((i) => i.creditsInvoiceId).filter((v) => v !== null));
  const corrected = new Map(
    docs.data?.invoices.filter((i) => i.correctsInvoiceId !== null).map((i) => [i.correctsInvoiceId, i]),
  );
  const superseded = new Set(docs.data?.payslips.map((p) => p.supersedesPayslipId).filter((v) => v !== null));
  const numberOf = (id: number | null) => docs.data?.invoices.find((i) => i.id === id)?.number ?? '';

  let body: React.JSX.Element | null = null;
  if (!contract) body = null;
  else if (docs.isPending) body = <LoadingList text={t('payrollDocs.loading')} />;
  else if (docs.isError) body = <LoadError onRetry={() => void docs.refetch()} />;
  else {
    const { invoices, payslips } = docs.data;
    body = (
      <>
        <h3>{t('payrollDocs.invoices')}</h3>
        {invoices.length === 0 ? (
          <p className="muted">{t('payrollDocs.noInvoices')}</p>
        ) : (
          <ul className="docs-list">
            {invoices.map((inv) => (
              <li key={inv.id} className="docs-item">
                <div className="docs-item__head">
                  <strong>{inv.number}</strong>{' '}
                  <Tag minimal round intent={inv.kind === 'credit_note' ? 'warning' : 'primary'}>
                    {t(`payrollDocs.kinds.${inv.kind}`)}
                  </Tag>{' '}
                  {credited.has(inv.id) ? (
                    <Tag minimal round>
                      {t('payrollDocs.credited')}
                    </Tag>
                  ) : null}{' '}
                  {inv.correctsInvoiceId !== null ? (
                    <Tag minimal round intent="success">
                      {t('payrollDocs.corrects', { number: numberOf(inv.correctsInvoiceId) })}
                    </Tag>
                  ) : null}{' '}
                  {inv.vatRegime === 'domestic' ? null : (
                    <Tag minimal round>
                      {t(`payrollDocs.vatRegimes.${inv.vatRegime}`)}
                    </Tag>
                  )}
                </div>
                <dl className="docs-facts">
                  <dt>{t('payrollDocs.issueDate')}</dt>
                  <dd>{formatDate(inv.issueDate, lng)}</dd>
                  {inv.kind === 'invoice' ? (
                    <>
                      <dt>{t('payrollDocs.dueDate')}</dt>
                      <dd>{formatDate(inv.dueDate, lng)}</dd>
                    </>
                  ) : null}
                  <dt>{t('payrollDocs.total')}</dt>
                  <dd className="cell-num">{formatEur(lng, inv.totalCents)}</dd>
                  <InvoiceElementFacts invoice={inv} />
                </dl>
                <NavReport contractId={contract.id} invoiceId={inv.id} number={inv.number} />
                <div className="docs-item__actions">
                  <PdfLinks kind="invoices" id={inv.id} name={`${t(`payrollDocs.kinds.${inv.kind}`)} ${inv.number}`} />
                  {inv.kind === 'invoice' && !credited.has(inv.id) && crediting !== inv.id ? (
                    <Button
                      size="small"
                      variant="outlined"
                      intent="danger"
                      text={t('payrollDocs.issueCreditNote')}
                      aria-label={t('payrollDocs.creditNoteFor', { number: inv.number })}
                      onClick={() => setCrediting(inv.id)}
                    />
                  ) : null}
                  {inv.kind === 'invoice' && credited.has(inv.id) && !corrected.has(inv.id) && reopening !== inv.id ? (
                    <Button
                      size="small"
                      variant="outlined"
                      intent="primary"
                      text={t('payrollDocs.reopen')}
                      aria-label={t('payrollDocs.reopenFor', { number: inv.number })}
                      onClick={() => setReopening(inv.id)}
                    />
                  ) : null}
                </div>
                {reopening === inv.id ? (
                  <ReopenMonthForm
                    invoice={inv}
                    onDone={() => {
                      setReopening(null);
                      bodyRef.current?.focus();
                    }}
                  />
                ) : null}
                {crediting === inv.id ? (
                  <CreditNoteForm invoice={inv} contractId={contract.id} onDone={endCrediting} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <h3>{t('payrollDocs.payslips')}</h3>
        {payslips.length === 0 ? (
          <p className="muted">{t('payrollDocs.noPayslips')}</p>
        ) : (
          <div className="docs-table-wrap">
            <HTMLTable compact className="docs-table">
              <thead>
                <tr>
                  <th scope="col">{t('payrollDocs.month')}</th>
                  <th scope="col" className="cell-num">
                    {t('payrollDocs.days')}
                  </th>
                  <th scope="col" className="cell-num">
                    {t('payrollDocs.gross')}
                  </th>
                  <th scope="col" className="cell-num">
                    {t('payrollDocs.net')}
                  </th>
                  <th scope="col">{t('payrollDocs.pdf')}</th>
                </tr>
              </thead>
              <tbody>
                {payslips.map((p) => (
                  <tr key={p.id}>
                    <td>
                      {p.month}{' '}
                      {p.cancelledBy ? (
                        <Tag minimal round multiline intent="danger">
                          {t('payrollDocs.cancelledPayslip', {
                            number: p.cancelledBy.number,
                            date: formatDate(p.cancelledBy.issueDate, lng),
                          })}
                        </Tag>
                      ) : null}{' '}
                      {superseded.has(p.id) ? (
                        <Tag minimal round>
                          {t('payrollDocs.superseded')}
                        </Tag>
                      ) : p.supersedesPayslipId !== null ? (
                        <Tag minimal round intent="success">
                          {t('payrollDocs.correctedPayslip')}
                        </Tag>
                      ) : null}
                    </td>
                    <td className="cell-num">{p.days}</td>
                    <td className="cell-num">{formatEur(lng, p.grossCents)}</td>
                    <td className="cell-num">{formatEur(lng, p.netCents)}</td>
                    <td>
                      <PdfLinks kind="payslips" id={p.id} name={`${t('payrollDocs.payslips')} ${p.month}`} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </>
    );
  }

  return (
    <AppDialog
      isOpen={contract !== null}
      onClose={onClose}
      title={
        contract
          ? t('payrollDocs.documentsOf', { name: fullName(contract.contractorName), job: contract.jobTitle })
          : ''
      }
      className="app-dialog app-dialog--wide admin-dialog"
    >
      <div className="docs-body" ref={bodyRef} tabIndex={-1}>
        {body}
      </div>
    </AppDialog>
  );
}

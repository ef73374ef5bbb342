// /candidate/contracts/:id (a sub-route of 'My contracts'): one contract's timesheets. The contractor picks a month within the contract,
// marks the days worked on a calendar, saves a draft and submits it; a returned month shows the staff
// note and can be corrected and resubmitted; a submitted or approved month is read-only with its status.
import { AnchorButton, Button, Callout, Card, FormGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon, DownloadIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ALLOWANCE_BASE_KIND,
  businessToday,
  nameOf,
  type Payslip,
  type Timesheet,
} from '../../../server/contract/index.ts';
import { CardSkeletons, ErrorState } from '../../ui/PageStates.tsx';
import { CandidateArea } from '../candidate/CandidateArea.tsx';
import { useMyContracts } from '../candidate/contracts.ts';
import { MonthCalendar } from './MonthCalendar.tsx';
import { contractMonths, sameDays, totalDays, withinContract, type DayMap } from './month.ts';
import { useMyPayslips, useMyTimesheets, useSaveTimesheet, useSubmitTimesheet, useWorkCalendar } from './queries.ts';
import { DaysOffFlags, MarkedDays, MarksLegend } from './QueueCalendar.tsx';
import './i18n.ts';
import './timesheets.css';
import { dateFormat, numberFormat } from '../../i18n/intl.ts';
import { formatEur, formatHuf } from '../../../server/contract/money.ts';

type Contract = NonNullable<ReturnType<typeof useMyContracts>['data']>['contracts'][number];
type Status = Timesheet['status'] | 'none';

const INTENT: Record<Status, 'none' | 'primary' | 'success' | 'warning'> = {
  none: 'none',
  draft: 'none',
  submitted: 'primary',
  approved: 'success',
  rejected: 'warning',
};

function useFormats() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return {
    monthName: (m: string) =>
      dateFormat(lng, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-01T00:00:00Z`)),
    date: (iso: string) => dateFormat(lng, { dateStyle: 'medium', timeZone: 'Europe/Budapest' }).format(new Date(iso)),
    number: (n: number) => numberFormat(lng, { maximumFractionDigits: 1 }).format(n),
    euro: (cents: number) => formatEur(lng, cents),
    forint: (huf: number) => formatHuf(lng, huf),
  };
}

/** The month's editor: its own draft of the days, started from what the server holds. */
function MonthSheet({
  contract,
  month,
  sheet,
  payslip,
}: {
  contract: Contract;
  month: string;
  sheet: Timesheet | undefined;
  payslip: Payslip | undefined;
}) {
  const { t } = useTranslation();
  const f = useFormats();
  const stored = (sheet?.days ?? {}) as DayMap;
  const [draft, setDraft] = useState<DayMap>(stored);
  const save = useSaveTimesheet();
  const submit = useSubmitTimesheet();
  const editable = !sheet || sheet.status === 'draft' || sheet.status === 'rejected';
  const days = editable ? draft : stored;
  const changed = !sameDays(draft, stored);
  const total = totalDays(days);
  const busy = save.isPending || submit.isPending;
  const input = { contractId: contract.id, month, days: draft };
  // The same holidays and swapped days the approver sees (the month's own once saved, else fetched).
  const calendar = useWorkCalendar(month);
  const marks = sheet?.marks ?? calendar.data;

  return (
    <section className="ts-sheet" aria-labelledby="ts-month-title">
      <div className="ts-sheet__head">
        <h2 id="ts-month-title">{f.monthName(month)}</h2>
        <Tag intent={INTENT[sheet?.status ?? 'none']} minimal round>
          {t(`timesheets.status.${sheet?.status ?? 'none'}`)}
        </Tag>
      </div>
      {sheet?.status === 'rejected' ? (
        <Callout intent="warning" title={t('timesheets.rejectedTitle')} className="ts-callout">
          {sheet.reviewNote ? <p>{t('timesheets.rejectedNote', { note: sheet.reviewNote })}</p> : null}
          <p>{t('timesheets.rejectedText')}</p>
        </Callout>
      ) : null}
      {sheet?.status === 'submitted' && sheet.submittedAt ? (
        <Callout intent="primary" className="ts-callout">
          {t('timesheets.submittedText', { date: f.date(sheet.submittedAt) })}
        </Callout>
      ) : null}
      {sheet?.status === 'approved' && sheet.reviewedAt ? (
        <Callout intent="success" className="ts-callout">
          <p>{t('timesheets.approvedText', { date: f.date(sheet.reviewedAt) })}</p>
          {payslip ? <p>{t('timesheets.approvedNet', { net: f.euro(payslip.netCents) })}</p> : null}
        </Callout>
      ) : null}
      {editable ? <p className="ts-hint muted">{t('timesheets.hint')}</p> : null}
      <MarksLegend />
      <MonthCalendar
        month={month}
        days={days}
        onChange={setDraft}
        readOnly={!editable || busy}
        isOpen={(d) => withinContract(d, contract.startDate, contract.endDate)}
        marks={marks}
      />
      {marks ? <MarkedDays marks={marks} /> : null}
      {marks ? <DaysOffFlags sheet={{ month, days, marks }} /> : null}
      <p className="ts-total" role="status" aria-live="polite">
        <span>{t('timesheets.total')}</span>{' '}
        <strong>{t('timesheets.days', { count: total, days: f.number(total) })}</strong>
        {editable && changed ? <span className="ts-unsaved"> · {t('timesheets.unsaved')}</span> : null}
      </p>
      {editable ? (
        <div className="ts-actions">
          <Button
            text={t('timesheets.save')}
            variant="outlined"
            loading={save.isPending}
            disabled={busy || !changed}
            onClick={() => save.mutate(input)}
          />
          <Button
            text={t('timesheets.submit')}
            intent="primary"
            loading={submit.isPending}
            disabled={busy || total === 0}
            onClick={() => submit.mutate({ input, id: sheet?.id ?? null, changed })}
          />
        </div>
      ) : null}
    </section>
  );
}

/** A corrected month's payslips: the earlier one says it is superseded, the new one what it replaces. */
function SupersededNote({ payslip, all }: { payslip: Payslip; all: Payslip[] }) {
  const { t } = useTranslation();
  const f = useFormats();
  const by = all.find((x) => x.supersedesPayslipId === payslip.id);
  const replaced = all.find((x) => x.id === payslip.supersedesPayslipId);
  if (by) return <Tag intent="warning">{t('timesheets.payslips.superseded', { date: f.date(by.issuedAt) })}</Tag>;
  if (replaced)
    return <Tag intent="success">{t('timesheets.payslips.corrected', { date: f.date(replaced.issuedAt) })}</Tag>;
  return null;
}

/** The contract's payslips, each with its net pay (EUR and HUF) and its PDF in the page's language. */
/** The payslip's allowance lines as issued (each exemption or allowance with its base and what it saved;
 *  the minimum contribution base's TB, which the employer pays, is not deducted), in forints. */
function AllowanceLines({ payslip }: { payslip: Payslip }) {
  const { t } = useTranslation();
  const f = useFormats();
  if (payslip.allowanceLines.length === 0) return null;
  return (
    <ul className="ts-payslip__lines" aria-label={t('timesheets.payslips.linesLabel')}>
      {payslip.allowanceLines.map((l) => (
        <li key={l.kind}>
          <span className="ts-payslip__line">
            <span>{t(`timesheets.payslips.line.${l.kind}`, { count: l.children ?? 0 })}</span>
            <small className="muted">
              {t(`timesheets.payslips.base.${ALLOWANCE_BASE_KIND[l.kind]}`, { base: f.forint(l.baseHuf) })}
            </small>
          </span>
          <strong>
            {l.kind === 'minimumBase' ? '' : '−'}
            {f.forint(l.taxHuf)}
          </strong>
        </li>
      ))}
    </ul>
  );
}

function Payslips({ payslips }: { payslips: Payslip[] }) {
  const { t, i18n } = useTranslation();
  const f = useFormats();
  return (
    <section className="ts-payslips" aria-labelledby="ts-payslips-title">
      <h2 id="ts-payslips-title">{t('timesheets.payslips.title')}</h2>
      {payslips.length === 0 ? (
        <p className="muted">{t('timesheets.payslips.empty')}</p>
      ) : (
        <ul className="ts-payslip-list">
          {payslips.map((p) => (
            <li key={p.id}>
              <Card className="ts-payslip" role="article" aria-labelledby={`ts-payslip-${p.id}`}>
                <h3 id={`ts-payslip-${p.id}`}>{f.monthName(p.month)}</h3>
                <p className="muted ts-payslip__issued">
                  {t('timesheets.payslips.issued', { date: f.date(p.issuedAt) })}
                </p>
                {p.cancelledBy ? (
                  <Tag intent="danger" multiline>
                    {t('timesheets.payslips.cancelled', {
                      number: p.cancelledBy.number,
                      date: f.date(`${p.cancelledBy.issueDate}T12:00:00Z`),
                    })}
                  </Tag>
                ) : null}
                <SupersededNote payslip={p} all={payslips} />
                <dl>
                  <div>
                    <dt>{t('timesheets.payslips.net')}</dt>
                    <dd>
                      {f.euro(p.netCents)} <span className="muted">({f.forint(p.breakdown.huf.net)})</span>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('timesheets.payslips.gross')}</dt>
                    <dd>{f.euro(p.grossCents)}</dd>
                  </div>
                  <div>
                    <dt>{t('timesheets.payslips.days')}</dt>
                    <dd>{f.number(p.days)}</dd>
                  </div>
                </dl>
                <AllowanceLines payslip={p} />
                <AnchorButton
                  href={`/api/candidate/payslips/${p.id}/pdf?lang=${i18n.language === 'hu' ? 'hu' : 'en'}`}
                  download
                  icon={<DownloadIcon />}
                  variant="outlined"
                  text={t('timesheets.payslips.download')}
                  aria-label={t('timesheets.payslips.downloadLabel', { month: f.monthName(p.month) })}
                />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ContractSheets({
  contract,
  timesheets,
  payslips,
}: {
  contract: Contract;
  timesheets: Timesheet[];
  payslips: Payslip[];
}) {
  const { t } = useTranslation();
  const f = useFormats();
  const months = contractMonths(contract.startDate, contract.endDate, businessToday());
  const [month, setMonth] = useState(months[0]);
  const mine = timesheets.filter((s) => s.contractId === contract.id);
  if (!month || months.length === 0)
    return (
      <p className="muted">
        {contract.startDate
          ? t('timesheets.notStarted', {
              date: f.date(`${contract.startDate}T12:00:00Z`),
            })
          : t('timesheets.noStartDate')}
      </p>
    );
  const sheet = mine.find((s) => s.month === month);
  return (
    <>
      <FormGroup label={t('timesheets.month')} labelFor="ts-month" className="ts-month">
        <HTMLSelect id="ts-month" value={month} onChange={(e) => setMonth(e.currentTarget.value)} fill>
          {months.map((m) => (
            <option key={m} value={m}>
              {t('timesheets.monthOption', {
                month: f.monthName(m),
                status: t(`timesheets.status.${mine.find((s) => s.month === m)?.status ?? 'none'}`),
              })}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <MonthSheet
        key={month}
        contract={contract}
        month={month}
        sheet={sheet}
        payslip={payslips.find((p) => p.timesheetId === sheet?.id)}
      />
    </>
  );
}

export default function ContractTimesheetsPage({ id: param }: { id: string }) {
  const { t, i18n } = useTranslation();
  const id = /^\d+$/.test(param) ? Number(param) : NaN;
  const contracts = useMyContracts();
  const timesheets = useMyTimesheets();
  const payslips = useMyPayslips();
  const contract = contracts.data?.contracts.find((c) => c.id === id);

  let body: React.JSX.Element;
  if (contracts.isPending || timesheets.isPending || payslips.isPending)
    body = <CardSkeletons count={1} label={t('timesheets.loading')} />;
  else if (contracts.isError || timesheets.isError || payslips.isError)
    body = <ErrorState title={t('timesheets.errorTitle')} message={t('timesheets.errorText')} />;
  else if (!contract) body = <p className="muted">{t('timesheets.notFound')}</p>;
  else
    body = (
      <>
        <p className="ts-client muted">{contract.client ?? nameOf(i18n.language, contract.contact)}</p>
        <ContractSheets
          contract={contract}
          timesheets={timesheets.data.timesheets}
          payslips={payslips.data.payslips.filter((p) => p.contractId === contract.id)}
        />
        <Payslips payslips={payslips.data.payslips.filter((p) => p.contractId === contract.id)} />
      </>
    );
  return (
    <CandidateArea title={contract?.jobTitle ?? t('timesheets.open')} needsServer>
      <Link to="/candidate/contracts" className="back-link">
        <ArrowLeftIcon size={14} /> {t('timesheets.back')}
      </Link>
      {body}
    </CandidateArea>
  );
}

// The public take-home calculator on /umbrella: day rate, days a month and the umbrella fee through the
// shared payroll engine (server/contract/payroll.ts) at today's rates from the server, as text, a table and
// a stacked bar. Plain elements and its own CSS (no Blueprint on public pages); chart.js loads on demand.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALLOWANCE_FIGURES_2026,
  calculatePayroll,
  hufPayslip,
  minimumContributionBase,
  MINIMUM_WAGES_2026,
  PAYROLL_LIMITS,
  proRatedMonthly,
  RATES_2026,
  scaleLines,
  withAllowances,
  type DeclaredAllowance,
  type PayrollLines,
  type PayrollRates,
} from '../../../server/contract/index.ts';
import { CalculatorChoices, NO_CHOICES, type Choices } from './CalculatorChoices.tsx';
import { useDialogs } from '../dialogs/context.ts';
import './umbrellaCalculator.css';
import './i18n.ts';
import { dateFormat, numberFormat } from '../../i18n/intl.ts';
import { formatEur, formatHuf, parseHundredths } from '../../../server/contract/money.ts';

const PayrollChart = lazy(() => import('./PayrollChart.tsx'));

interface RatesAnswer {
  rateSet: Omit<PayrollRates, 'hufPerEur100'> & { validFrom: string };
  /** The latest MNB rate recorded (null while none is). */
  exchangeRate: { date: string; hufPer100: number } | null;
}

/** The lines of the breakdown, in the order money leaves the invoice. */
const BREAKDOWN = ['invoice', 'fee', 'employerTax', 'gross', 'incomeTax', 'socialSecurity', 'net'] as const;
/** The parts that add up to the invoice (the chart's segments). */
const PARTS = ['fee', 'employerTax', 'incomeTax', 'socialSecurity', 'net'] as const;

/** '450', '450.5', '450,50' → 45050 (hundredths) up to `max`; anything else → null. */
function hundredths(text: string, max: number): number | null {
  const value = parseHundredths(text);
  return value !== null && value <= max ? value : null;
}
/** Days: whole or half ('20', '10.5', '10,5'), at most 31. */
function halfDays(text: string): number | null {
  const m = /^(\d{1,2})(?:[.,](0|5|00|50))?$/.exec(text.trim());
  if (!m) return null;
  const days = Number(m[1]) + (m[2]?.startsWith('5') ? 0.5 : 0);
  return days <= 31 ? days : null;
}

function useMoney() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => {
    const pct = numberFormat(lng, { style: 'percent', maximumFractionDigits: 2 });
    const rate = numberFormat(lng, { maximumFractionDigits: 2 });
    const date = dateFormat(lng, { dateStyle: 'long', timeZone: 'UTC' });
    return {
      eur: (cents: number) => formatEur(lng, cents),
      huf: (forints: number) => formatHuf(lng, forints),
      pct: (bp: number) => pct.format(bp / 10_000),
      rate: (hundredths: number) => rate.format(hundredths / 100),
      date: (iso: string) => date.format(new Date(`${iso}T00:00:00Z`)),
    };
  }, [lng]);
}

function Field({
  id,
  label,
  hint,
  error,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | null;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className={`calc-field${error ? ' calc-field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <span id={`${id}-hint`} className={error ? 'calc-field__error' : 'calc-field__hint'}>
        {error ?? hint}
      </span>
    </div>
  );
}

export function UmbrellaCalculator() {
  const { t } = useTranslation();
  const money = useMoney();
  const dialogs = useDialogs();
  const id = useId();
  const [dayRateText, setDayRate] = useState('400');
  const [daysText, setDays] = useState('20');
  const [feeText, setFee] = useState('5');
  const [reverseCharge, setReverseCharge] = useState(false);
  const [choices, setChoices] = useState<Choices>(NO_CHOICES);
  const rates = useQuery<RatesAnswer>({ queryKey: ['/api', 'payroll', 'rates'], retry: false });
  const exchangeRate = rates.data?.exchangeRate ?? null;
  const rateSet: PayrollRates = {
    ...(rates.data?.rateSet ?? RATES_2026),
    hufPerEur100: exchangeRate?.hufPer100 ?? RATES_2026.hufPerEur100,
  };

  const dayRate = hundredths(dayRateText, PAYROLL_LIMITS.maxDayRate);
  const days = halfDays(daysText);
  const fee = hundredths(feeText, PAYROLL_LIMITS.maxBp);
  const valid = dayRate !== null && days !== null && fee !== null;
  const plain = valid ? calculatePayroll({ dayRate, days, feeBp: fee, reverseCharge }, rateSet) : null;
  // The payslip's forint lines with the allowances chosen and the minimum contribution base of a whole
  // month (allowances.ts); the floor is the minimum wage, or the guaranteed minimum, pro-rated for the days.
  const declared: DeclaredAllowance[] = [
    ...[...choices.ticked].map((kind) => ({ kind })),
    ...(choices.children > 0 ? [{ kind: 'family' as const, children: choices.children }] : []),
  ];
  const slip =
    plain &&
    hufPayslip({
      gross: plain.huf.gross,
      rates: rateSet,
      allowances: declared,
      figures: ALLOWANCE_FIGURES_2026,
      minimumBase: choices.partTime
        ? minimumContributionBase(MINIMUM_WAGES_2026.minimumWage, ALLOWANCE_FIGURES_2026, 30, 30)
        : 0,
    });
  const result = plain && slip ? withAllowances(plain, slip, rateSet.hufPerEur100) : null;
  const floorMonthly = choices.qualification ? MINIMUM_WAGES_2026.guaranteedMinimum : MINIMUM_WAGES_2026.minimumWage;
  const floor = days === null ? 0 : proRatedMonthly(floorMonthly, days * 2);
  const belowFloor = result !== null && !choices.partTime && result.huf.gross < floor;

  const lineLabel = (line: (typeof BREAKDOWN)[number]) => t(`payroll.lines.${line}`);
  const figuresText = (month: { eur: PayrollLines; huf: PayrollLines }) =>
    [
      t('payroll.enquiryIntro', {
        dayRate: money.eur(dayRate ?? 0),
        days: days ?? 0,
        fee: money.pct(fee ?? 0),
      }),
      ...BREAKDOWN.map((l) => `${lineLabel(l)}: ${money.eur(month.eur[l])} (${money.huf(month.huf[l])})`),
    ].join('\n');

  return (
    <div className="calc">
      <form className="calc-form" onSubmit={(e) => e.preventDefault()} aria-label={t('payroll.formLabel')}>
        <Field
          id={`${id}-rate`}
          label={t('payroll.dayRate')}
          hint={t('payroll.dayRateHint')}
          error={dayRate === null ? t('payroll.dayRateError') : null}
          value={dayRateText}
          onChange={setDayRate}
        />
        <Field
          id={`${id}-days`}
          label={t('payroll.days')}
          hint={t('payroll.daysHint')}
          error={days === null ? t('payroll.daysError') : null}
          value={daysText}
          onChange={setDays}
        />
        <Field
          id={`${id}-fee`}
          label={t('payroll.fee')}
          hint={t('payroll.feeHint')}
          error={fee === null ? t('payroll.feeError') : null}
          value={feeText}
          onChange={setFee}
        />
        <label className="calc-check">
          <input type="checkbox" checked={reverseCharge} onChange={(e) => setReverseCharge(e.target.checked)} />
          <span>{t('payroll.reverseCharge')}</span>
        </label>
        <CalculatorChoices id={id} value={choices} onChange={setChoices} />
      </form>

      <div className="calc-result" aria-live="polite">
        {result ? (
          <>
            <p className="calc-net">
              <span>{t('payroll.netPerMonth')}</span>
              <strong data-testid="net-month">{money.eur(result.eur.net)}</strong>
              <span>{money.huf(result.huf.net)}</span>
            </p>
            <p className={belowFloor ? 'calc-floor calc-floor--below' : 'calc-floor'} data-testid="floor">
              {t(choices.qualification ? 'payroll.floorGuaranteed' : 'payroll.floorMinimum', {
                floor: money.huf(floor),
                monthly: money.huf(floorMonthly),
                days: days ?? 0,
              })}{' '}
              {belowFloor
                ? t('payroll.belowFloor')
                : choices.partTime
                  ? t('payroll.partTimeNote', {
                      base: money.huf(
                        minimumContributionBase(MINIMUM_WAGES_2026.minimumWage, ALLOWANCE_FIGURES_2026, 30, 30),
                      ),
                    })
                  : null}
            </p>
            <Suspense fallback={<div className="calc-chart calc-chart--loading" aria-hidden="true" />}>
              <PayrollChart
                labels={PARTS.map(lineLabel)}
                values={PARTS.map((p) => result.eur[p])}
                title={t('payroll.chartTitle')}
                format={money.eur}
              />
            </Suspense>
            {slip && slip.lines.length > 0 ? (
              <ul className="calc-allowances" aria-label={t('payroll.allowanceLinesLabel')}>
                {slip.lines.map((l) => (
                  <li key={l.kind}>
                    <span>{t(`payroll.allowanceLines.${l.kind}`)}</span>
                    <strong>
                      {l.kind === 'minimumBase' ? '' : '−'}
                      {money.huf(l.taxHuf)}
                    </strong>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="calc-table-wrap">
              <table className="calc-table">
                <caption>{t('payroll.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('payroll.line')}</th>
                    <th scope="col">{t('payroll.perMonth')}</th>
                    <th scope="col">{t('payroll.perYear')}</th>
                  </tr>
                </thead>
                <tbody>
                  {BREAKDOWN.map((line) => {
                    const yearEur = scaleLines(result.eur, 12)[line];
                    const yearHuf = scaleLines(result.huf, 12)[line];
                    return (
                      <tr key={line} className={`calc-row calc-row--${line}`}>
                        <th scope="row">{lineLabel(line)}</th>
                        <td>
                          <span className="calc-eur">{money.eur(result.eur[line])}</span>
                          <span className="calc-huf">{money.huf(result.huf[line])}</span>
                        </td>
                        <td>
                          <span className="calc-eur">{money.eur(yearEur)}</span>
                          <span className="calc-huf">{money.huf(yearHuf)}</span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <p className="calc-note">
              {result.reverseCharge
                ? t('payroll.vatReverse')
                : t('payroll.vatOnTop', {
                    rate: money.pct(rateSet.vatBp),
                    vat: money.eur(result.eur.vat),
                    total: money.eur(result.eur.invoiceTotal),
                  })}
            </p>
            <p className="calc-note">
              {t('payroll.ratesNote', {
                szocho: money.pct(rateSet.szochoBp),
                szja: money.pct(rateSet.szjaBp),
                tb: money.pct(rateSet.tbBp),
                rate: money.rate(rateSet.hufPerEur100),
              })}{' '}
              {exchangeRate && t('payroll.rateDate', { date: money.date(exchangeRate.date) })}
            </p>
            <p className="calc-disclaimer">
              <strong>{t('payroll.disclaimerTitle')}</strong> {t('payroll.disclaimer')}
            </p>
            <button
              type="button"
              className="calc-cta"
              onClick={() => dialogs.open({ kind: 'contact', subject: 'umbrella', message: figuresText(result) })}
            >
              {t('payroll.cta')}
            </button>
          </>
        ) : (
          <p className="calc-empty">{t('payroll.fixInputs')}</p>
        )}
      </div>
    </div>
  );
}

// The settings screen's exchange rates: MNB's official EUR → HUF rate per day, imported from MNB's CSV or
// typed in, newest first. A payslip takes the rate in force on the last day of the month worked (the last
// one published on or before it).
import { Button, Callout, Card, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { exchangeRateInputSchema, type ExchangeRateImportResult } from '../../../server/contract/index.ts';
import { ApiError } from '../../api/http.ts';
import { codeText, fieldText } from '../../i18n/codes.ts';
import { numberFormat } from '../../i18n/intl.ts';
import { Field, FieldRow } from '../../ui/fields.tsx';
import { applyServerFieldErrors } from '../../ui/forms.ts';
import { formatDate, toHundredths } from './format.ts';
import { useAddExchangeRate, useImportExchangeRates } from './mutations.ts';
import { useExchangeRates } from './queries.ts';
import { LoadError, LoadingList } from './shared.tsx';
import './i18n.ts';

/** Rows shown before 'Show all'. */
const FIRST_ROWS = 31;
const FIELDS = ['date', 'hufPer100'] as const;
const CSV_TYPES = ['.csv', '.txt', 'text/csv', 'text/plain'];
type FormValues = Record<(typeof FIELDS)[number], string>;

function RateForm() {
  const { t } = useTranslation();
  const add = useAddExchangeRate();
  const form = useForm<FormValues>({ defaultValues: { date: '', hufPer100: '' } });
  const { handleSubmit, setError, reset } = form;
  const onSubmit = handleSubmit((values) => {
    const parsed = exchangeRateInputSchema.safeParse({ date: values.date, hufPer100: toHundredths(values.hufPer100) });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof FormValues;
        if (FIELDS.includes(field)) setError(field, { type: 'schema', message: issue.message });
      }
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: () => reset(),
      onError: (err) => applyServerFieldErrors(err, setError, FIELDS),
    });
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="form admin-payroll-form" aria-labelledby="fx-new-title">
        <h3 id="fx-new-title">{t('admin.exchangeRates.newTitle')}</h3>
        <FieldRow>
          <Field
            id="fx-date"
            label={t('admin.exchangeRates.date')}
            helperText={t('admin.payroll.dateHint')}
            required
            name="date"
          />
          <Field
            id="fx-rate"
            label={t('admin.exchangeRates.rate')}
            helperText={t('admin.exchangeRates.rateHint')}
            required
            name="hufPer100"
          />
        </FieldRow>
        <div className="admin-payroll-actions">
          <Button
            type="submit"
            intent="primary"
            disabled={add.isPending}
            text={add.isPending ? t('admin.common.updating') : t('admin.exchangeRates.add')}
          />
        </div>
      </form>
    </FormProvider>
  );
}

function CsvImport() {
  const { t } = useTranslation();
  const importRates = useImportExchangeRates();
  const [outcome, setOutcome] = useState<
    { ok: true; result: ExchangeRateImportResult } | { ok: false; lines: string[] } | null
  >(null);
  const form = useForm<{ csv: File | null }>({ defaultValues: { csv: null } });
  // The file is read and imported as soon as it is chosen.
  const onChoose = (file: File | null) => {
    if (!file) return;
    setOutcome(null);
    void file.text().then((csv) =>
      importRates.mutate(csv, {
        onSettled: () => form.reset(),
        onSuccess: (answer) => setOutcome({ ok: true, result: answer.data }),
        onError: (err) =>
          setOutcome({
            ok: false,
            lines:
              err instanceof ApiError
                ? Object.entries(err.fields).map(([line, code]) =>
                    t('admin.exchangeRates.badLine', {
                      line: line.replace(/^line /, ''),
                      problem: code ? fieldText(t, code) : '',
                    }),
                  )
                : [],
          }),
      }),
    );
  };
  return (
    <>
      <FormProvider {...form}>
        <Field
          type="file"
          id="fx-csv"
          name="csv"
          label={t('admin.exchangeRates.importLabel')}
          helperText={t('admin.exchangeRates.importHint')}
          accept={CSV_TYPES}
          placeholder={t('admin.exchangeRates.importChoose')}
          buttonText={t('admin.exchangeRates.importButton')}
          disabled={importRates.isPending}
          onChoose={onChoose}
        />
      </FormProvider>
      {outcome?.ok === true && (
        <Callout intent="success" role="status">
          {t('admin.exchangeRates.imported', outcome.result)}
        </Callout>
      )}
      {outcome?.ok === false && (
        <Callout intent="danger" role="alert" title={codeText(t, 'exchangeRateCsvInvalid')}>
          {outcome.lines.length > 0 && (
            <ul>
              {outcome.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          )}
        </Callout>
      )}
    </>
  );
}

export function ExchangeRatesPanel() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const rates = useExchangeRates();
  const [all, setAll] = useState(false);
  if (rates.isPending) return <LoadingList text={t('admin.exchangeRates.loading')} />;
  if (rates.isError) return <LoadError onRetry={() => void rates.refetch()} />;
  const number = numberFormat(lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const shown = all ? rates.data.rates : rates.data.rates.slice(0, FIRST_ROWS);
  return (
    <Card className="admin-panel admin-payroll">
      <h2>{t('admin.exchangeRates.title')}</h2>
      <p>{t('admin.exchangeRates.intro')}</p>
      <CsvImport />
      <RateForm />
      {rates.data.rates.length === 0 ? (
        <p>{t('admin.exchangeRates.none')}</p>
      ) : (
        <HTMLTable compact striped className="admin-fx-table">
          <caption className="visually-hidden">{t('admin.exchangeRates.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.exchangeRates.date')}</th>
              <th scope="col">{t('admin.exchangeRates.rateShort')}</th>
              <th scope="col">{t('admin.exchangeRates.source')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.date}>
                <td>{formatDate(r.date, lng)}</td>
                <td>{number.format(r.hufPer100 / 100)}</td>
                <td>
                  {t(`admin.exchangeRates.sources.${r.source}`)}
                  {r.enteredBy && <span className="admin-fx-who"> · {r.enteredBy}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {!all && rates.data.rates.length > FIRST_ROWS && (
        <Button
          variant="minimal"
          text={t('admin.exchangeRates.showAll', { count: rates.data.rates.length })}
          onClick={() => setAll(true)}
        />
      )}
    </Card>
  );
}

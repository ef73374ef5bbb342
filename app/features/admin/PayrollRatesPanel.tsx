// The settings screen's payroll rates: the sets with the date each applies from, a form to add a set or
// correct one, and the audit trail (who changed what, from which value to which).
import { Button, Card } from '@blueprintjs/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rateSetInputSchema, type AdminPayrollRates, type RateSetInput } from '../../../server/contract/index.ts';
import { Field, FieldRow } from '../../ui/fields.tsx';
import { applyServerFieldErrors } from '../../ui/forms.ts';
import { formatDate, formatPercent, fromHundredths, hundredthsToPercentText, toHundredths } from './format.ts';
import { useSaveRateSet } from './mutations.ts';
import { usePayrollRates } from './queries.ts';
import { LoadError, LoadingList, fullName } from './shared.tsx';
import './i18n.ts';

type RateSet = AdminPayrollRates['rateSets'][number];
type Values = AdminPayrollRates['changes'][number]['newValues'];
const RATE_FIELDS = ['vatBp', 'szochoBp', 'szjaBp', 'tbBp'] as const;
const FIELDS = ['validFrom', ...RATE_FIELDS] as const;
type FormValues = Record<(typeof FIELDS)[number], string>;

const toForm = (r: RateSet | null): FormValues => ({
  validFrom: r?.validFrom ?? '',
  vatBp: hundredthsToPercentText(r?.vatBp),
  szochoBp: hundredthsToPercentText(r?.szochoBp),
  szjaBp: hundredthsToPercentText(r?.szjaBp),
  tbBp: hundredthsToPercentText(r?.tbBp),
});
const fromForm = (v: FormValues) => ({
  validFrom: v.validFrom,
  vatBp: toHundredths(v.vatBp),
  szochoBp: toHundredths(v.szochoBp),
  szjaBp: toHundredths(v.szjaBp),
  tbBp: toHundredths(v.tbBp),
});

function RateSetForm({ editing, onDone }: { editing: RateSet | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveRateSet();
  const form = useForm<FormValues>({ defaultValues: toForm(editing) });
  const {
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const onSubmit = handleSubmit((values) => {
    const parsed = rateSetInputSchema.safeParse(fromForm(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof FormValues;
        if (FIELDS.includes(field) && !errors[field]) setError(field, { type: 'schema', message: issue.message });
      }
      return;
    }
    const input: RateSetInput = parsed.data;
    save.mutate(
      { id: editing?.id ?? null, input },
      { onSuccess: onDone, onError: (err) => applyServerFieldErrors(err, setError, FIELDS) },
    );
  });
  const p = `rate-${editing?.id ?? 'new'}`;
  const percent = (field: (typeof RATE_FIELDS)[number]) => (
    <Field id={`${p}-${field}`} label={t(`admin.payroll.fields.${field}`)} required name={field} />
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="form admin-payroll-form" aria-labelledby={`${p}-title`}>
        <h3 id={`${p}-title`}>{editing ? t('admin.payroll.editTitle') : t('admin.payroll.newTitle')}</h3>
        <Field
          id={`${p}-validFrom`}
          label={t('admin.payroll.fields.validFrom')}
          helperText={t('admin.payroll.dateHint')}
          required
          name="validFrom"
        />
        <FieldRow>
          {percent('vatBp')}
          {percent('szochoBp')}
        </FieldRow>
        <FieldRow>
          {percent('szjaBp')}
          {percent('tbBp')}
        </FieldRow>
        <div className="admin-payroll-actions">
          <Button text={t('admin.common.cancel')} onClick={onDone} />
          <Button
            type="submit"
            intent="primary"
            disabled={save.isPending}
            text={save.isPending ? t('admin.common.updating') : t('admin.payroll.save')}
          />
        </div>
      </form>
    </FormProvider>
  );
}

const VALUE_KEYS = ['validFrom', ...RATE_FIELDS, 'hufPerEur100'] as const;

/** 'VAT 27%, SZJA 15%' in the current language: a change names only the fields it touched (the exchange
 *  rate only in changes made while a set carried it). */
function useValuesText() {
  const { t, i18n } = useTranslation();
  return (v: Values) =>
    VALUE_KEYS.filter((k) => v[k] !== undefined)
      .map((k) => {
        const value = v[k];
        const shown =
          typeof value === 'number'
            ? k === 'hufPerEur100'
              ? fromHundredths(value)
              : formatPercent(value, i18n.language)
            : formatDate(value, i18n.language);
        return `${t(`admin.payroll.fields.${k}`)}: ${shown}`;
      })
      .join('; ');
}

export function PayrollRatesPanel() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const rates = usePayrollRates();
  const valuesText = useValuesText();
  const [form, setForm] = useState<{ editing: RateSet | null } | null>(null);
  if (rates.isPending) return <LoadingList text={t('admin.payroll.loading')} />;
  if (rates.isError) return <LoadError onRetry={() => void rates.refetch()} />;
  const { rateSets, changes } = rates.data;
  return (
    <Card className="admin-panel admin-payroll">
      <h2>{t('admin.payroll.title')}</h2>
      <p>{t('admin.payroll.intro')}</p>
      {/* One card per set rather than a seven-column table, so a phone shows it without scrolling sideways. */}
      <ul className="admin-payroll-sets">
        {rateSets.map((r) => (
          <li key={r.id} aria-labelledby={`rate-set-${r.id}`}>
            <h3 id={`rate-set-${r.id}`}>
              {t('admin.payroll.fields.validFrom')}: {formatDate(r.validFrom, lng)}
            </h3>
            <dl>
              {RATE_FIELDS.map((f) => (
                <div key={f}>
                  <dt>{t(`admin.payroll.fields.${f}`)}</dt>
                  <dd>{formatPercent(r[f], lng)}</dd>
                </div>
              ))}
            </dl>
            <Button
              small
              text={t('admin.common.edit')}
              aria-label={t('admin.payroll.editLabel', { date: formatDate(r.validFrom, lng) })}
              onClick={() => setForm({ editing: r })}
            />
          </li>
        ))}
      </ul>
      {form ? (
        <RateSetForm key={form.editing?.id ?? 'new'} editing={form.editing} onDone={() => setForm(null)} />
      ) : (
        <Button intent="primary" text={t('admin.payroll.add')} onClick={() => setForm({ editing: null })} />
      )}
      <h3>{t('admin.payroll.historyTitle')}</h3>
      {changes.length === 0 ? (
        <p>{t('admin.payroll.noChanges')}</p>
      ) : (
        <ul className="admin-payroll-history">
          {changes.map((c) => (
            <li key={c.id}>
              {c.oldValues
                ? t('admin.payroll.changed', {
                    when: formatDate(c.changedAt, lng),
                    who: c.changedBy ? fullName(c.changedBy) : t('admin.payroll.unknownUser'),
                    from: valuesText(c.oldValues),
                    to: valuesText(c.newValues),
                  })
                : t('admin.payroll.created', {
                    when: formatDate(c.changedAt, lng),
                    who: c.changedBy ? fullName(c.changedBy) : t('admin.payroll.unknownUser'),
                    to: valuesText(c.newValues),
                  })}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

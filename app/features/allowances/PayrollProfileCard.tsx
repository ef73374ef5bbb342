// 'My contracts' below the contracts: the contractor's tax ID and TAJ number (shown only to them and on
// their payslips) and the allowances they declare for whole months (the adóelőleg-nyilatkozat: their own
// statement, dated the day they make it). Issued payslips keep the lines they were issued with.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Callout, Card } from '@blueprintjs/core';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ALLOWANCE_KINDS,
  taxDetailsInputSchema,
  type PayrollProfile,
  type TaxDetailsInput,
} from '../../../server/contract/index.ts';
import { dateFormat } from '../../i18n/intl.ts';
import { fieldText } from '../../i18n/codes.ts';
import { Field, FieldRow } from '../../ui/fields.tsx';
import { applyServerFieldErrors } from '../../ui/forms.ts';
import { useDeclareAllowance, usePayrollProfile, useSaveTaxDetails, useWithdrawAllowance } from './queries.ts';
import './allowances.css';
import '../candidate/i18n.ts';

/** Above the contracts while the tax ID or TAJ number is missing: staff cannot approve a month without
 *  them (the payslip carries both), so the contractor is asked to fill them in, with a link to the form. */
export function MissingTaxDetails() {
  const { t } = useTranslation();
  const profile = usePayrollProfile();
  if (!profile.data || (profile.data.taxId && profile.data.tajNumber)) return null;
  return (
    <Callout intent="warning" className="payroll-missing" title={t('candidate.payrollProfile.missingTitle')}>
      <p>{t('candidate.payrollProfile.missing')}</p>
      <a href="#payroll-profile-title">{t('candidate.payrollProfile.missingLink')}</a>
    </Callout>
  );
}

export function PayrollProfileCard() {
  const { t } = useTranslation();
  const profile = usePayrollProfile();
  if (profile.isPending || profile.isError) return null;
  return (
    <Card className="payroll-profile" role="region" aria-labelledby="payroll-profile-title">
      <h2 id="payroll-profile-title">{t('candidate.payrollProfile.title')}</h2>
      <p className="muted">{t('candidate.payrollProfile.intro')}</p>
      <TaxDetailsForm taxId={profile.data.taxId} tajNumber={profile.data.tajNumber} />
      <h3>{t('candidate.payrollProfile.allowancesTitle')}</h3>
      <p className="muted">{t('candidate.payrollProfile.allowancesIntro')}</p>
      <DeclaredList allowances={profile.data.allowances} />
      <DeclareForm />
    </Card>
  );
}

function TaxDetailsForm({ taxId, tajNumber }: { taxId: string | null; tajNumber: string | null }) {
  const { t } = useTranslation();
  const save = useSaveTaxDetails();
  const form = useForm<z.input<typeof taxDetailsInputSchema>, unknown, TaxDetailsInput>({
    resolver: zodResolver(taxDetailsInputSchema),
    defaultValues: { taxId: taxId ?? '', tajNumber: tajNumber ?? '' },
  });
  const { handleSubmit, setError } = form;
  const onSubmit = handleSubmit((v) =>
    save.mutate(v, { onError: (err) => applyServerFieldErrors(err, setError, ['taxId', 'tajNumber']) }),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('candidate.payrollProfile.taxDetails')}>
        <FieldRow>
          <Field
            id="payroll-tax-id"
            label={t('candidate.payrollProfile.taxId')}
            required
            autoComplete="off"
            placeholder="8123456786"
            name="taxId"
          />
          <Field
            id="payroll-taj"
            label={t('candidate.payrollProfile.taj')}
            required
            autoComplete="off"
            placeholder="123 456 788"
            name="tajNumber"
          />
        </FieldRow>
        <Button type="submit" intent="primary" loading={save.isPending} text={t('candidate.payrollProfile.saveIds')} />
      </form>
    </FormProvider>
  );
}

function DeclaredList({ allowances }: { allowances: PayrollProfile['allowances'] }) {
  const { t, i18n } = useTranslation();
  const withdraw = useWithdrawAllowance();
  const month = (m: string) =>
    dateFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${m}-01T00:00:00Z`),
    );
  const day = (d: string) =>
    dateFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  if (allowances.length === 0) return <p>{t('candidate.payrollProfile.none')}</p>;
  return (
    <ul className="payroll-profile__list">
      {allowances.map((a) => {
        const name = t(`candidate.payrollProfile.kinds.${a.kind}`);
        return (
          <li key={a.id}>
            <div>
              <strong>
                {name}
                {a.children === null ? '' : ` · ${t('candidate.payrollProfile.childrenCount', { count: a.children })}`}
              </strong>
              <span>
                {a.validTo
                  ? t('candidate.payrollProfile.period', { from: month(a.validFrom), to: month(a.validTo) })
                  : t('candidate.payrollProfile.periodOpen', { from: month(a.validFrom) })}
              </span>
              <span className="muted">{t('candidate.payrollProfile.declaredOn', { date: day(a.declaredOn) })}</span>
            </div>
            <Button
              variant="outlined"
              text={t('candidate.payrollProfile.withdraw')}
              aria-label={t('candidate.payrollProfile.withdrawLabel', { name })}
              loading={withdraw.isPending && withdraw.variables === a.id}
              onClick={() => withdraw.mutate(a.id)}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** The form as typed: strings and a checkbox; the contract schema checks the body on the server. */
const declareFormSchema = z.object({
  kind: z.enum(ALLOWANCE_KINDS, { error: 'allowanceKindInvalid' }),
  children: z.string(),
  validFrom: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'dateInvalid'),
  validTo: z.string(),
  declaration: z.boolean(),
});
type DeclareValues = z.infer<typeof declareFormSchema>;

function DeclareForm() {
  const { t } = useTranslation();
  const declare = useDeclareAllowance();
  const form = useForm<DeclareValues>({
    resolver: zodResolver(declareFormSchema),
    defaultValues: { kind: 'under25', children: '1', validFrom: '', validTo: '', declaration: false },
  });
  const { handleSubmit, setError, reset, control, formState } = form;
  const kind = useWatch({ control, name: 'kind' });
  useEffect(() => {
    if (declare.isSuccess) reset();
  }, [declare.isSuccess, reset]);
  const onSubmit = handleSubmit((v) =>
    declare.mutate(
      {
        kind: v.kind,
        children: v.kind === 'family' ? Number(v.children) : null,
        validFrom: v.validFrom,
        validTo: v.validTo === '' ? null : v.validTo,
        // Sent as ticked: an unticked box is refused by the server with its message under the box.
        declaration: v.declaration as true,
      },
      {
        onError: (err) =>
          applyServerFieldErrors(err, setError, ['kind', 'children', 'validFrom', 'validTo', 'declaration']),
      },
    ),
  );
  const declarationError = formState.errors.declaration?.message;
  return (
    <FormProvider {...form}>
      <form
        className="payroll-profile__declare"
        onSubmit={onSubmit}
        noValidate
        aria-label={t('candidate.payrollProfile.declare')}
      >
        <FieldRow>
          <Field
            type="select"
            id="allowance-kind"
            label={t('candidate.payrollProfile.kind')}
            options={ALLOWANCE_KINDS.map((k) => ({ value: k, label: t(`candidate.payrollProfile.kinds.${k}`) }))}
            name="kind"
            helperText={t(`candidate.payrollProfile.help.${kind}`)}
          />
          {kind === 'family' ? (
            <Field id="allowance-children" label={t('candidate.payrollProfile.children')} required name="children" />
          ) : null}
        </FieldRow>
        <FieldRow>
          <Field
            type="month"
            placeholder="2026-01"
            id="allowance-from"
            label={t('candidate.payrollProfile.validFrom')}
            required
            name="validFrom"
          />
          <Field
            type="month"
            placeholder="2026-01"
            id="allowance-to"
            label={t('candidate.payrollProfile.validTo')}
            name="validTo"
          />
        </FieldRow>
        <Field
          type="checkbox"
          id="allowance-declaration"
          label={t('candidate.payrollProfile.declaration')}
          name="declaration"
        />
        {declarationError ? (
          <p className="field-error" role="alert">
            {fieldText(t, declarationError)}
          </p>
        ) : null}
        <Button
          type="submit"
          intent="primary"
          loading={declare.isPending}
          text={t('candidate.payrollProfile.declare')}
        />
      </form>
    </FormProvider>
  );
}

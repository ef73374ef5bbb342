// The billing data of a client company: the staff console's dialog and the employer's own card
// share this form, validated by the contract's companyInputSchema in the browser and on the server.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@blueprintjs/core';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { companyInputSchema, type Company, type CompanyInput } from '../../../server/contract/index.ts';
import { Field, FieldRow } from '../../ui/fields.tsx';
import { FormLayout } from '../../ui/FormLayout.tsx';
import { applyServerFieldErrors } from '../../ui/forms.ts';
import { countryOptions } from '../admin/contractForm.ts';
import './i18n.ts';

type Values = z.input<typeof companyInputSchema>;
type Output = z.output<typeof companyInputSchema>;
const FIELDS = [
  'legalName',
  'countryCode',
  'postalCode',
  'city',
  'street',
  'huTaxNumber',
  'euVatNumber',
  'billingEmail',
  'contactName',
] as const;

const defaults = (c: Company | null): Values => ({
  legalName: c?.legalName ?? '',
  countryCode: c?.countryCode ?? 'HU',
  postalCode: c?.postalCode ?? '',
  city: c?.city ?? '',
  street: c?.street ?? '',
  huTaxNumber: c?.huTaxNumber ?? '',
  euVatNumber: c?.euVatNumber ?? '',
  billingEmail: c?.billingEmail ?? '',
  contactName: c?.contactName ?? '',
});

export function CompanyForm({
  company,
  idPrefix,
  pending,
  onSave,
  onCancel,
}: {
  company: Company | null;
  idPrefix: string;
  pending: boolean;
  /** Sends the input; rejects with the server's error (its field codes are shown on the fields). */
  onSave: (input: CompanyInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(companyInputSchema),
    defaultValues: defaults(company),
  });
  const { handleSubmit, setError } = form;
  const onSubmit = handleSubmit((values) =>
    onSave(values).catch((err: unknown) => applyServerFieldErrors(err, setError, FIELDS)),
  );
  const id = (f: string) => `${idPrefix}-${f}`;
  const text = (f: (typeof FIELDS)[number], extra: { type?: 'email'; help?: string; required?: boolean } = {}) => (
    <Field
      id={id(f)}
      type={extra.type}
      label={t(`companies.fields.${f}` as 'companies.fields.legalName')}
      required={extra.required ?? true}
      optional={extra.required === false}
      helperText={extra.help}
      autoComplete="off"
      name={f}
    />
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="form form--dialog">
        <FormLayout
          inDialog
          actions={
            <>
              {onCancel ? <Button text={t('companies.cancel')} onClick={onCancel} /> : null}
              <Button type="submit" intent="primary" loading={pending} text={t('companies.save')} />
            </>
          }
        >
          {text('legalName')}
          <FieldRow>
            <Field
              type="select"
              id={id('countryCode')}
              label={t('companies.fields.countryCode')}
              required
              options={countries}
              name="countryCode"
            />
            {text('postalCode')}
          </FieldRow>
          <FieldRow>
            {text('city')}
            {text('street')}
          </FieldRow>
          <FieldRow>
            {text('huTaxNumber', { required: false, help: t('companies.fields.huTaxNumberHelp') })}
            {text('euVatNumber', { required: false, help: t('companies.fields.euVatNumberHelp') })}
          </FieldRow>
          <FieldRow>
            {text('billingEmail', { type: 'email' })}
            {text('contactName')}
          </FieldRow>
        </FormLayout>
      </form>
    </FormProvider>
  );
}

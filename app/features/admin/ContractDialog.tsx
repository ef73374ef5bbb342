// Create / Edit Contract: contractors are candidates only and employers employers only
// (the pickers list exactly those); day rate in euros and fee in percent, sent as cents and hundredths.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useMemo } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_SOURCES,
  type ContractInput,
  type Contract,
  type PersonName,
  type PersonOption,
  vatRegimeFor,
} from '../../../server/contract/index.ts';
import { fieldText } from '../../i18n/codes.ts';
import { CheckboxField, FieldRow, SelectField, TextAreaField, TextField, type SelectOption } from '../../ui/fields.tsx';
import { FormLayout } from '../../ui/FormLayout.tsx';
import { applyServerFieldErrors } from '../../ui/forms.ts';
import { contractFormResolverSchema, contractToForm, type ContractFormValues } from './contractForm.ts';
import { useCreateContract, useUpdateContract } from './mutations.ts';
import { fullName } from './shared.tsx';
import './i18n.ts';
import '../payrolldocs/i18n.ts';
import { AppDialog } from '../../ui/AppDialog.tsx';
import '../../ui/blueprint.ts';

const FIELDS = [
  'contractorId',
  'employerId',
  'jobTitle',
  'startDate',
  'endDate',
  'dayRate',
  'feePercentage',
  'source',
  'notes',
  'clientCountry',
  'clientVatNumber',
  'partTime',
  'requiresQualification',
] as const;

function DateField({
  id,
  label,
  registration,
  error,
  required,
  optional,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  optional?: boolean;
}) {
  const { t } = useTranslation();
  const message = error ? fieldText(t, error) : null;
  const { ref, ...rest } = registration;
  return (
    <FormGroup
      className="admin-date"
      label={label}
      labelFor={id}
      labelInfo={
        required ? (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        ) : optional ? (
          <span className="optional-mark">({t('admin.common.optional')})</span>
        ) : undefined
      }
      helperText={
        message ? (
          <span id={`${id}-error`} className="field-error">
            {message}
          </span>
        ) : undefined
      }
      intent={message ? 'danger' : undefined}
    >
      <InputGroup
        id={id}
        type="date"
        inputRef={ref}
        {...rest}
        intent={message ? 'danger' : undefined}
        aria-invalid={message ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
    </FormGroup>
  );
}

/** People to pick from; a contract's current party stays listed even if disabled since. */
function personOptions(people: readonly PersonOption[], current?: { id: number; name: PersonName }): SelectOption[] {
  const options = people.map((p) => ({ value: String(p.id), label: `${fullName(p)} (${p.email})` }));
  if (current && !people.some((p) => p.id === current.id))
    options.unshift({ value: String(current.id), label: fullName(current.name) });
  return options;
}

function ContractForm({
  contract,
  contractors,
  employers,
  onDone,
  create,
  update,
}: {
  contract: Contract | null;
  contractors: readonly PersonOption[];
  employers: readonly PersonOption[];
  onDone: () => void;
  create: ReturnType<typeof useCreateContract>;
  update: ReturnType<typeof useUpdateContract>;
}) {
  const { t, i18n } = useTranslation();
  const editing = contract !== null;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ContractFormValues, unknown, ContractInput>({
    resolver: zodResolver(contractFormResolverSchema),
    defaultValues: contractToForm(contract),
  });
  useEffect(() => setFocus('contractorId'), [setFocus]);
  const billing = useMemo(
    () =>
      contract?.clientCountry
        ? {
            country: new Intl.DisplayNames([i18n.language], { type: 'region' }).of(contract.clientCountry),
            vatNumber: contract.clientVatNumber,
            regime: vatRegimeFor(contract.clientCountry),
          }
        : null,
    [contract, i18n.language],
  );
  const pending = create.isPending || update.isPending;

  const onError = (err: unknown) => applyServerFieldErrors(err, setError, FIELDS);
  const onSubmit = handleSubmit((input) => {
    if (contract) update.mutate({ id: contract.id, input }, { onSuccess: onDone, onError });
    else create.mutate(input, { onSuccess: onDone, onError });
  });

  const submitText = pending
    ? t(editing ? 'admin.common.updating' : 'admin.common.creating')
    : t(editing ? 'admin.contracts.update' : 'admin.contracts.create');
  const actions = (
    <>
      <Button text={t('admin.common.cancel')} onClick={onDone} />
      <Button type="submit" intent="primary" disabled={pending} text={submitText} />
    </>
  );
  const p = editing ? 'ek' : 'ck';
  return (
    <form onSubmit={onSubmit} noValidate className="form form--dialog">
      <FormLayout inDialog actions={actions}>
        <FieldRow>
          <SelectField
            id={`${p}-contractor`}
            label={t('admin.contracts.contractor')}
            required
            placeholder={t('admin.contracts.selectContractor')}
            registration={register('contractorId')}
            error={errors.contractorId?.message}
            options={personOptions(
              contractors,
              contract ? { id: contract.contractorId, name: contract.contractorName } : undefined,
            )}
          />
          <SelectField
            id={`${p}-employer`}
            label={t('admin.contracts.employer')}
            required
            placeholder={t('admin.contracts.selectEmployer')}
            registration={register('employerId')}
            error={errors.employerId?.message}
            options={personOptions(
              employers,
              contract ? { id: contract.employerId, name: contract.employerName } : undefined,
            )}
          />
        </FieldRow>
        <TextField
          id={`${p}-title`}
          label={t('admin.contracts.jobTitle')}
          required
          registration={register('jobTitle')}
          error={errors.jobTitle?.message}
        />
        <FieldRow>
          <DateField
            id={`${p}-start`}
            label={t('admin.contracts.startDate')}
            required
            registration={register('startDate')}
            error={errors.startDate?.message}
          />
          <DateField
            id={`${p}-end`}
            label={t('admin.contracts.endDate')}
            optional
            registration={register('endDate')}
            error={errors.endDate?.message}
          />
        </FieldRow>
        <FieldRow>
          <TextField
            id={`${p}-rate`}
            label={t('admin.contracts.dayRateEur')}
            required
            placeholder="450"
            helperText={t('admin.contracts.dayRateHelp')}
            registration={register('dayRate')}
            error={errors.dayRate?.message}
          />
          <TextField
            id={`${p}-fee`}
            label={t('admin.contracts.feePercent')}
            optional
            placeholder="12.5"
            helperText={t('admin.contracts.feeHelp')}
            registration={register('feePercentage')}
            error={errors.feePercentage?.message}
          />
        </FieldRow>
        {/* The billing country and EU VAT number are the client company's, never the contract's own. */}
        <p className="muted" data-testid="contract-billing">
          {billing
            ? `${t('payrollDocs.clientCountry')}: ${billing.country}${
                billing.vatNumber ? ` · ${t('payrollDocs.clientVatNumber')}: ${billing.vatNumber}` : ''
              }. ${t(`payrollDocs.regimeHelp.${billing.regime}`)} `
            : null}
          {t('payrollDocs.billingFromCompany')}
        </p>
        <CheckboxField
          id={`${p}-part-time`}
          label={t('admin.contracts.partTime')}
          registration={register('partTime')}
        />
        <p className="muted">{t('admin.contracts.partTimeHelp')}</p>
        <CheckboxField
          id={`${p}-qualification`}
          label={t('admin.contracts.requiresQualification')}
          registration={register('requiresQualification')}
        />
        <p className="muted">{t('admin.contracts.requiresQualificationHelp')}</p>
        <SelectField
          id={`${p}-source`}
          label={t('admin.contracts.source')}
          registration={register('source')}
          error={errors.source?.message}
          options={CONTRACT_SOURCES.map((s) => ({ value: s, label: t(`admin.contracts.sources.${s}`) }))}
        />
        <TextAreaField
          id={`${p}-notes`}
          label={t('admin.contracts.notes')}
          optional
          rows={3}
          registration={register('notes')}
          error={errors.notes?.message}
        />
      </FormLayout>
    </form>
  );
}

export function ContractDialog({
  isOpen,
  contract,
  contractors,
  employers,
  onClose,
}: {
  isOpen: boolean;
  contract: Contract | null;
  contractors: readonly PersonOption[];
  employers: readonly PersonOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = t(contract ? 'admin.contracts.editTitle' : 'admin.contracts.createTitle');
  // The mutations live here so the dialog knows when it is busy (no closing mid-save, see AppDialog).
  const create = useCreateContract();
  const update = useUpdateContract();
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      busy={create.isPending || update.isPending}
      title={title}
      className="app-dialog app-dialog--wide admin-dialog"
      canOutsideClickClose={false}
    >
      <ContractForm
        key={contract?.id ?? 'new'}
        contract={contract}
        contractors={contractors}
        employers={employers}
        onDone={onClose}
        create={create}
        update={update}
      />
    </AppDialog>
  );
}

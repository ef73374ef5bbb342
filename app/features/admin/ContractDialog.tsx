// Create / Edit Contract: contractors are candidates only and employers employers only
// (the pickers list exactly those); day rate in euros and fee in percent, sent as cents and hundredths.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_SOURCES,
  type ContractInput,
  type Contract,
  type PersonName,
  type PersonOption,
  vatRegimeFor,
} from '../../../server/contract/index.ts';
import { Field, FieldRow, type SelectOption } from '../../ui/fields.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { contractFormResolverSchema, contractToForm, type ContractFormValues } from './contractForm.ts';
import { useCreateContract, useUpdateContract } from './mutations.ts';
import { fullName } from './shared.tsx';
import './i18n.ts';
import '../payrolldocs/i18n.ts';
import '../../ui/blueprint.ts';

/** People to pick from; a contract's current party stays listed even if disabled since. */
function personOptions(people: readonly PersonOption[], current?: { id: number; name: PersonName }): SelectOption[] {
  const options = people.map((p) => ({ value: String(p.id), label: `${fullName(p)} (${p.email})` }));
  if (current && !people.some((p) => p.id === current.id))
    options.unshift({ value: String(current.id), label: fullName(current.name) });
  return options;
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
  const { t, i18n } = useTranslation();
  const editing = contract !== null;
  const create = useCreateContract();
  const update = useUpdateContract();
  const form = useForm<ContractFormValues, unknown, ContractInput>({
    resolver: zodResolver(contractFormResolverSchema),
    defaultValues: contractToForm(contract),
  });
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
  const p = editing ? 'ek' : 'ck';
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t(editing ? 'admin.contracts.editTitle' : 'admin.contracts.createTitle')}
      className="app-dialog app-dialog--wide admin-dialog"
      canOutsideClickClose={false}
      form={form}
      values={contractToForm(contract)}
      focus="contractorId"
      onSubmit={async (input) => {
        await (contract ? update.mutateAsync({ id: contract.id, input }) : create.mutateAsync(input));
        onClose();
      }}
      submitText={t(editing ? 'admin.contracts.update' : 'admin.contracts.create')}
      busyText={t(editing ? 'admin.common.updating' : 'admin.common.creating')}
    >
      <FieldRow>
        <Field
          type="select"
          id={`${p}-contractor`}
          label={t('admin.contracts.contractor')}
          required
          placeholder={t('admin.contracts.selectContractor')}
          name="contractorId"
          options={personOptions(
            contractors,
            contract ? { id: contract.contractorId, name: contract.contractorName } : undefined,
          )}
        />
        <Field
          type="select"
          id={`${p}-employer`}
          label={t('admin.contracts.employer')}
          required
          placeholder={t('admin.contracts.selectEmployer')}
          name="employerId"
          options={personOptions(
            employers,
            contract ? { id: contract.employerId, name: contract.employerName } : undefined,
          )}
        />
      </FieldRow>
      <Field id={`${p}-title`} label={t('admin.contracts.jobTitle')} required name="jobTitle" />
      <FieldRow>
        <Field
          type="date"
          className="admin-date"
          id={`${p}-start`}
          label={t('admin.contracts.startDate')}
          required
          name="startDate"
        />
        <Field
          type="date"
          className="admin-date"
          id={`${p}-end`}
          label={t('admin.contracts.endDate')}
          optional
          name="endDate"
        />
      </FieldRow>
      <FieldRow>
        <Field
          id={`${p}-rate`}
          label={t('admin.contracts.dayRateEur')}
          required
          placeholder="450"
          helperText={t('admin.contracts.dayRateHelp')}
          name="dayRate"
        />
        <Field
          id={`${p}-fee`}
          label={t('admin.contracts.feePercent')}
          optional
          placeholder="12.5"
          helperText={t('admin.contracts.feeHelp')}
          name="feePercentage"
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
      <Field type="checkbox" id={`${p}-part-time`} label={t('admin.contracts.partTime')} name="partTime" />
      <p className="muted">{t('admin.contracts.partTimeHelp')}</p>
      <Field
        type="checkbox"
        id={`${p}-qualification`}
        label={t('admin.contracts.requiresQualification')}
        name="requiresQualification"
      />
      <p className="muted">{t('admin.contracts.requiresQualificationHelp')}</p>
      <Field
        type="select"
        id={`${p}-source`}
        label={t('admin.contracts.source')}
        name="source"
        options={CONTRACT_SOURCES.map((s) => ({ value: s, label: t(`admin.contracts.sources.${s}`) }))}
      />
      <Field type="textarea" id={`${p}-notes`} label={t('admin.contracts.notes')} optional rows={3} name="notes" />
    </FormDialog>
  );
}

// /admin/companies: the client companies invoices are addressed to, with their billing data's
// state, employers and running contracts; create and edit in a dialog, remove (refused while in use), and
// link an employer account to a company.
import { Alert, Button, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { AdminEmployer, Company } from '../../../server/contract/index.ts';
import { getData, type ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { AppDialog } from '../../ui/AppDialog.tsx';
import { notify } from '../../ui/toaster.tsx';
import { AdminPage, Cell, EmptyList, LoadError, LoadingList, fullName } from '../admin/shared.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import { useCompanies, useLinkEmployer, useRemoveCompany, useSaveCompany } from './queries.ts';
import './i18n.ts';
import './companies.css';

function useFailed() {
  const { t } = useTranslation();
  return (err: ApiError) => notify({ intent: 'danger', title: codeText(t, err.code) });
}

function LinkEmployer({ companies }: { companies: Company[] }) {
  const { t } = useTranslation();
  const id = useId();
  const failed = useFailed();
  const employers = useQuery<AdminEmployer[], ApiError>({
    queryKey: ['/api', 'companies', 'employers'],
    queryFn: () => getData<AdminEmployer[]>('/api/admin/employers'),
  });
  const link = useLinkEmployer();
  const [employerId, setEmployerId] = useState('');
  const [companyId, setCompanyId] = useState('');
  return (
    <form
      className="companies-link"
      aria-label={t('companies.link.title')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!employerId) return;
        link.mutate(
          { employerId: Number(employerId), companyId: companyId ? Number(companyId) : null },
          { onSuccess: () => notify({ intent: 'success', title: t('companies.link.done') }), onError: failed },
        );
      }}
    >
      <h2>{t('companies.link.title')}</h2>
      <div className="companies-link__fields">
        <div className="companies-link__field">
          <label htmlFor={`${id}-e`}>{t('companies.link.employer')}</label>
          <HTMLSelect id={`${id}-e`} value={employerId} onChange={(e) => setEmployerId(e.currentTarget.value)} fill>
            <option value="">{t('companies.link.chooseEmployer')}</option>
            {(employers.data ?? []).map((e) => (
              <option key={e.id} value={e.id}>
                {fullName(e)} ({e.email})
              </option>
            ))}
          </HTMLSelect>
        </div>
        <div className="companies-link__field">
          <label htmlFor={`${id}-c`}>{t('companies.link.company')}</label>
          <HTMLSelect id={`${id}-c`} value={companyId} onChange={(e) => setCompanyId(e.currentTarget.value)} fill>
            <option value="">{t('companies.link.none')}</option>
            {companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.legalName}
              </option>
            ))}
          </HTMLSelect>
        </div>
        <Button type="submit" text={t('companies.link.submit')} loading={link.isPending} disabled={!employerId} />
      </div>
    </form>
  );
}

export default function AdminCompaniesPage() {
  const { t, i18n } = useTranslation();
  const companies = useCompanies();
  const save = useSaveCompany();
  const remove = useRemoveCompany();
  const failed = useFailed();
  const [editing, setEditing] = useState<Company | 'new' | null>(null);
  const current = editing === 'new' ? null : editing;
  // Removing asks first: one stray tap must not drop a company's billing data.
  const [removing, setRemoving] = useState<Company | null>(null);
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => notify({ intent: 'success', title: t('companies.removed') }),
      onError: failed,
      onSettled: () => setRemoving(null),
    });
  };
  // The country by its name in the interface language ('Hungary', 'Magyarország'), not its code.
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region' });

  let body;
  if (companies.isPending) body = <LoadingList text={t('companies.loading')} />;
  else if (companies.isError) body = <LoadError onRetry={() => void companies.refetch()} />;
  else if (companies.data.length === 0) body = <EmptyList title={t('companies.empty')} />;
  else
    body = (
      <div className="admin-table-wrap">
        <HTMLTable compact striped className="admin-table" aria-label={t('companies.title')}>
          <thead>
            <tr>
              <th scope="col">{t('companies.columns.name')}</th>
              <th scope="col">{t('companies.columns.country')}</th>
              <th scope="col">{t('companies.columns.taxIds')}</th>
              <th scope="col">{t('companies.columns.billingEmail')}</th>
              <th scope="col">{t('companies.columns.employers')}</th>
              <th scope="col">{t('companies.columns.contracts')}</th>
              <th scope="col">{t('companies.columns.status')}</th>
              <th scope="col">{t('companies.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {companies.data.map((c) => (
              <tr key={c.id}>
                <Cell label={t('companies.columns.name')}>{c.legalName}</Cell>
                <Cell label={t('companies.columns.country')}>{regions.of(c.countryCode) ?? c.countryCode}</Cell>
                <Cell label={t('companies.columns.taxIds')}>
                  {[c.huTaxNumber, c.euVatNumber].filter(Boolean).join(' · ')}
                </Cell>
                <Cell label={t('companies.columns.billingEmail')}>{c.billingEmail}</Cell>
                <Cell label={t('companies.columns.employers')}>{c.employers.map((e) => fullName(e)).join(', ')}</Cell>
                <Cell label={t('companies.columns.contracts')} className="cell-num">
                  {c.activeContracts}
                </Cell>
                <Cell label={t('companies.columns.status')}>
                  <Tag minimal intent={c.complete ? 'success' : 'warning'}>
                    {t(c.complete ? 'companies.complete' : 'companies.incomplete')}
                  </Tag>
                </Cell>
                <Cell label={t('companies.columns.actions')}>
                  <Button
                    variant="minimal"
                    text={t('companies.edit')}
                    aria-label={`${t('companies.edit')}: ${c.legalName}`}
                    onClick={() => setEditing(c)}
                  />
                  <Button
                    variant="minimal"
                    intent="danger"
                    text={t('companies.remove')}
                    aria-label={`${t('companies.remove')}: ${c.legalName}`}
                    onClick={() => setRemoving(c)}
                  />
                </Cell>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    );

  return (
    <AdminPage
      title={t('companies.title')}
      actions={<Button intent="primary" text={t('companies.new')} onClick={() => setEditing('new')} />}
    >
      <p className="muted">{t('companies.intro')}</p>
      {body}
      {companies.data ? <LinkEmployer companies={companies.data} /> : null}
      <Alert
        isOpen={removing !== null}
        intent="danger"
        cancelButtonText={t('companies.cancel')}
        confirmButtonText={t('companies.remove')}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
        canEscapeKeyCancel={!remove.isPending}
      >
        <h2 className="alert-title">{t('companies.removeTitle', { name: removing?.legalName ?? '' })}</h2>
        <p>{t('companies.removeText')}</p>
      </Alert>
      <AppDialog
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        busy={save.isPending}
        title={t(current ? 'companies.editTitle' : 'companies.createTitle')}
        className="app-dialog admin-dialog"
        canOutsideClickClose={false}
      >
        <CompanyForm
          key={current?.id ?? 'new'}
          company={current}
          idPrefix={current ? `co-${current.id}` : 'co-new'}
          pending={save.isPending}
          onCancel={() => setEditing(null)}
          onSave={(input) =>
            save.mutateAsync({ id: current?.id ?? null, input }).then(() => {
              notify({ intent: 'success', title: t('companies.saved') });
              setEditing(null);
            })
          }
        />
      </AppDialog>
    </AdminPage>
  );
}

// The employer's own company on their dashboard: the billing data invoices are addressed to,
// editable by the employer; without a company, a note to contact us.
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toaster.tsx';
import { Panel, PanelSkeleton } from '../applications/Dashboard.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import { useOwnCompany, useSaveOwnCompany } from './queries.ts';
import './i18n.ts';

export function OwnCompanyPanel() {
  const { t } = useTranslation();
  const company = useOwnCompany();
  const save = useSaveOwnCompany();
  return (
    <Panel id="own-company" title={t('companies.own.title')} subtitle={t('companies.own.intro')}>
      {company.isPending ? (
        <PanelSkeleton label={t('companies.loading')} />
      ) : company.data ? (
        <CompanyForm
          company={company.data}
          idPrefix="own-company"
          pending={save.isPending}
          onSave={(input) =>
            save.mutateAsync(input).then(() => notify({ intent: 'success', title: t('companies.saved') }))
          }
        />
      ) : (
        <p className="muted">{t('companies.own.none')}</p>
      )}
    </Panel>
  );
}

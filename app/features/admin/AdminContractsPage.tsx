// /admin/contracts: stats, then the contracts one server page at a time (ServerTable: search, status
// filter, sort, page in the URL, Export CSV) and the create/edit dialog. The status comes from the dates:
// the server derives it for the API, filter and figures on today's business day, and this screen derives
// it again with the same contractStatus() at render time and asks again when the day changes, so a page
// left open past midnight moves contracts to active/completed on its own. Total daily rates count active
// contracts only.
import { Button } from '@blueprintjs/core';
import { AddIcon, DocumentIcon, EditIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractStatus, type Contract } from '../../../server/contract/index.ts';
import { ContractStatusTag } from './ContractStatusTag.tsx';
import { ContractDialog } from './ContractDialog.tsx';
import { ContractDocumentsDialog } from '../payrolldocs/ContractDocumentsDialog.tsx';
import { PayrollMonthPanel } from '../payrolldocs/PayrollMonthPanel.tsx';
import '../payrolldocs/i18n.ts';
import { formatDate, formatPercent } from './format.ts';
import { formatEur } from '../../../server/contract/money.ts';
import { useContractSummary } from './queries.ts';
import { ServerTable, useListState, type Column } from './serverList.tsx';
import { AdminPage, BackToDashboard, Stat, fullName, useBusinessToday } from './shared.tsx';
import '../../ui/blueprint.ts';

export default function AdminContractsPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const today = useBusinessToday();
  const state = useListState('contracts');
  const summary = useContractSummary(today);
  const [dialog, setDialog] = useState<{ open: boolean; contract: Contract | null }>({ open: false, contract: null });
  const [documentsOf, setDocumentsOf] = useState<Contract | null>(null);
  const stats = summary.data;

  const openCreate = () => setDialog({ open: true, contract: null });
  const columns: Column<Contract>[] = [
    {
      head: t('admin.contracts.contractor'),
      cell: (c) => <span className="cell-main">{fullName(c.contractorName)}</span>,
    },
    { head: t('admin.contracts.employer'), cell: (c) => fullName(c.employerName) },
    { head: t('admin.contracts.jobTitle'), cell: (c) => c.jobTitle },
    {
      head: t('admin.contracts.period'),
      // Each date stays whole; the period breaks after the dash when the table is short of room.
      cell: (c) =>
        c.startDate ? (
          <>
            <span className="cell-nowrap">{formatDate(c.startDate, lng)} –</span>{' '}
            <span className="cell-nowrap">
              {c.endDate ? formatDate(c.endDate, lng) : t('admin.contracts.openEnded')}
            </span>
          </>
        ) : (
          <span className="muted">{t('admin.contracts.notScheduled')}</span>
        ),
    },
    { head: t('admin.contracts.dayRate'), className: 'cell-num', cell: (c) => formatEur(lng, c.dayRate) },
    {
      head: t('admin.contracts.fee'),
      className: 'cell-num',
      cell: (c) => (c.feePercentage === null ? '—' : formatPercent(c.feePercentage, lng)),
    },
    {
      head: t('admin.contracts.source'),
      cell: (c) => t(`admin.contracts.sources.${c.source}`),
    },
    {
      head: t('admin.columns.status'),
      cell: (c) => <ContractStatusTag status={contractStatus(c.startDate, c.endDate, today)} />,
    },
  ];
  const actions = (c: Contract) => (
    <>
      <Button
        size="small"
        variant="minimal"
        icon={<EditIcon />}
        text={t('admin.common.edit')}
        aria-label={`${t('admin.contracts.editTitle')}: ${fullName(c.contractorName)} – ${c.jobTitle}`}
        onClick={() => setDialog({ open: true, contract: c })}
      />
      <Button
        size="small"
        variant="minimal"
        icon={<DocumentIcon />}
        text={t('payrollDocs.documents')}
        aria-label={t('payrollDocs.documentsOf', { name: fullName(c.contractorName), job: c.jobTitle })}
        onClick={() => setDocumentsOf(c)}
      />
    </>
  );

  return (
    <AdminPage
      title={t('admin.contracts.title')}
      actions={
        <Button
          intent="primary"
          icon={<AddIcon />}
          text={t('admin.contracts.new')}
          onClick={openCreate}
          disabled={!stats}
        />
      }
    >
      <BackToDashboard />
      {stats ? (
        <section className="admin-stats" aria-label={t('admin.contracts.statsLabel')}>
          <Stat label={t('admin.contracts.stats.total')} value={stats.total} />
          <Stat
            label={t('admin.contracts.stats.active')}
            value={stats.active}
            hint={t('admin.contracts.stats.completedHint', { count: stats.completed })}
          />
          <Stat
            label={t('admin.contracts.stats.upcoming')}
            value={stats.upcoming}
            hint={t('admin.contracts.stats.pendingHint', { count: stats.pending })}
          />
          <Stat
            label={t('admin.contracts.stats.dayRates')}
            value={formatEur(lng, stats.dayRates)}
            hint={t('admin.contracts.stats.dayRatesHint')}
          />
        </section>
      ) : null}
      <PayrollMonthPanel today={today} />
      <ServerTable
        state={state}
        day={today}
        label={t('admin.contracts.title')}
        searchId="contract-search"
        placeholder={t('admin.contracts.searchPlaceholder')}
        statusText={(s) => t(`admin.contracts.status.${s}`)}
        statusLabel={t('admin.contracts.statusFilter')}
        allStatuses={t('admin.contracts.allStatuses')}
        count={(count) => t('admin.contracts.count', { count })}
        loading={t('admin.contracts.loading')}
        empty={{
          title: t('admin.contracts.emptyTitle'),
          description: t('admin.contracts.emptyDescription'),
          action: <Button intent="primary" icon={<AddIcon />} text={t('admin.contracts.new')} onClick={openCreate} />,
        }}
        columns={columns}
        actions={actions}
      />
      <ContractDialog
        isOpen={dialog.open}
        contract={dialog.contract}
        contractors={stats?.contractors ?? []}
        employers={stats?.employers ?? []}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <ContractDocumentsDialog contract={documentsOf} onClose={() => setDocumentsOf(null)} />
    </AdminPage>
  );
}

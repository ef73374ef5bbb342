// /admin/contracts: stats, search, status filter and the create/edit dialog. The
// status comes from the dates: the server derives it for the API, and this screen derives it again
// with the same contractStatus() for today's date at render time, so a page left open past midnight
// moves contracts to active/completed on its own. Total daily rates count active contracts only.
import { Button, HTMLSelect, Tag, type Intent } from '@blueprintjs/core';
import { AddIcon, DocumentIcon, EditIcon } from '@blueprintjs/icons';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_STATUSES,
  contractStatus,
  totalActiveDayRate,
  type Contract,
  type ContractStatus,
} from '../../../server/contract/index.ts';
import { ContractDialog } from './ContractDialog.tsx';
import { ContractDocumentsDialog } from '../payrolldocs/ContractDocumentsDialog.tsx';
import { PayrollMonthPanel } from '../payrolldocs/PayrollMonthPanel.tsx';
import '../payrolldocs/i18n.ts';
import { filterContracts } from './filters.ts';
import { formatDate, formatEuro, formatPercent } from './format.ts';
import { useAdminContracts } from './queries.ts';
import {
  AdminPage,
  BackToDashboard,
  Cell,
  EmptyList,
  LoadError,
  LoadingList,
  PagedTable,
  SearchBox,
  Stat,
  Toolbar,
  useBusinessToday,
} from './shared.tsx';
import '../../ui/blueprint.ts';

const STATUS_INTENT: Record<ContractStatus, Intent> = {
  active: 'success',
  upcoming: 'primary',
  pending: 'warning',
  completed: 'none',
};

function ContractStatusTag({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    <Tag minimal round intent={STATUS_INTENT[status]} className="admin-tag">
      {t(`admin.contracts.status.${status}`)}
    </Tag>
  );
}

const isStatusFilter = (v: string): v is ContractStatus | 'all' =>
  v === 'all' || (CONTRACT_STATUSES as readonly string[]).includes(v);

export default function AdminContractsPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const data = useAdminContracts();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [status, setStatus] = useState<ContractStatus | 'all'>('all');
  const [dialog, setDialog] = useState<{ open: boolean; contract: Contract | null }>({ open: false, contract: null });
  const [documentsOf, setDocumentsOf] = useState<Contract | null>(null);
  const today = useBusinessToday();
  const served = data.data?.contracts;
  const contracts = useMemo(
    () =>
      served?.map((c) => {
        const status = contractStatus(c.startDate, c.endDate, today);
        return status === c.status ? c : { ...c, status };
      }),
    [served, today],
  );
  const rows = useMemo(() => filterContracts(contracts ?? [], deferred, status), [contracts, deferred, status]);
  const stats = useMemo(() => {
    const all = contracts ?? [];
    const count = (s: ContractStatus) => all.filter((c) => c.status === s).length;
    return {
      total: all.length,
      active: count('active'),
      upcoming: count('upcoming'),
      pending: count('pending'),
      completed: count('completed'),
      dayRates: totalActiveDayRate(all),
    };
  }, [contracts]);

  const openCreate = () => setDialog({ open: true, contract: null });
  const col = {
    contractor: t('admin.contracts.contractor'),
    employer: t('admin.contracts.employer'),
    jobTitle: t('admin.contracts.jobTitle'),
    period: t('admin.contracts.period'),
    dayRate: t('admin.contracts.dayRate'),
    fee: t('admin.contracts.fee'),
    source: t('admin.contracts.source'),
    status: t('admin.columns.status'),
    actions: t('admin.columns.actions'),
  };

  let body: React.JSX.Element;
  if (data.isPending) body = <LoadingList text={t('admin.contracts.loading')} />;
  else if (data.isError) body = <LoadError onRetry={() => void data.refetch()} />;
  else if (data.data.contracts.length === 0) {
    body = (
      <EmptyList
        title={t('admin.contracts.emptyTitle')}
        description={t('admin.contracts.emptyDescription')}
        action={<Button intent="primary" icon={<AddIcon />} text={t('admin.contracts.new')} onClick={openCreate} />}
      />
    );
  } else if (rows.length === 0)
    body = <EmptyList title={t('admin.contracts.emptyTitle')} description={t('admin.common.noMatch')} />;
  else {
    body = (
      <PagedTable
        label={t('admin.contracts.title')}
        head={[
          col.contractor,
          col.employer,
          col.jobTitle,
          col.period,
          col.dayRate,
          col.fee,
          col.source,
          col.status,
          col.actions,
        ]}
        rows={rows}
        resetKey={`${status}|${deferred}`}
        renderRow={(c) => (
          <tr key={c.id}>
            <Cell label={col.contractor}>
              <span className="cell-main">{c.contractorName}</span>
            </Cell>
            <Cell label={col.employer}>{c.employerName}</Cell>
            <Cell label={col.jobTitle}>{c.jobTitle}</Cell>
            <Cell label={col.period} className="cell-nowrap">
              {c.startDate ? (
                `${formatDate(c.startDate, lng)} – ${c.endDate ? formatDate(c.endDate, lng) : t('admin.contracts.openEnded')}`
              ) : (
                <span className="muted">{t('admin.contracts.notScheduled')}</span>
              )}
            </Cell>
            <Cell label={col.dayRate} className="cell-num">
              {formatEuro(c.dayRate, lng)}
            </Cell>
            <Cell label={col.fee} className="cell-num">
              {c.feePercentage === null ? '—' : formatPercent(c.feePercentage, lng)}
            </Cell>
            <Cell label={col.source} className="cell-nowrap">
              {t(`admin.contracts.sources.${c.source}`)}
            </Cell>
            <Cell label={col.status}>
              <ContractStatusTag status={c.status} />
            </Cell>
            <Cell label="" className="cell-actions">
              <Button
                size="small"
                variant="minimal"
                icon={<EditIcon />}
                text={t('admin.common.edit')}
                aria-label={`${t('admin.contracts.editTitle')}: ${c.contractorName} – ${c.jobTitle}`}
                onClick={() => setDialog({ open: true, contract: c })}
              />
              <Button
                size="small"
                variant="minimal"
                icon={<DocumentIcon />}
                text={t('payrollDocs.documents')}
                aria-label={t('payrollDocs.documentsOf', { name: c.contractorName, job: c.jobTitle })}
                onClick={() => setDocumentsOf(c)}
              />
            </Cell>
          </tr>
        )}
      />
    );
  }

  return (
    <AdminPage
      title={t('admin.contracts.title')}
      actions={
        <Button
          intent="primary"
          icon={<AddIcon />}
          text={t('admin.contracts.new')}
          onClick={openCreate}
          disabled={!data.data}
        />
      }
    >
      <BackToDashboard />
      {data.data ? (
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
            value={formatEuro(stats.dayRates, lng)}
            hint={t('admin.contracts.stats.dayRatesHint')}
          />
        </section>
      ) : null}
      <PayrollMonthPanel today={today} />
      <Toolbar count={contracts ? t('admin.contracts.count', { count: rows.length }) : undefined}>
        <SearchBox
          id="contract-search"
          value={query}
          onChange={setQuery}
          label={t('admin.common.search')}
          placeholder={t('admin.contracts.searchPlaceholder')}
        />
        <label htmlFor="contract-status" className="visually-hidden">
          {t('admin.contracts.statusFilter')}
        </label>
        <HTMLSelect
          id="contract-status"
          value={status}
          onChange={(e) => {
            if (isStatusFilter(e.currentTarget.value)) setStatus(e.currentTarget.value);
          }}
        >
          <option value="all">{t('admin.contracts.allStatuses')}</option>
          {CONTRACT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`admin.contracts.status.${s}`)}
            </option>
          ))}
        </HTMLSelect>
      </Toolbar>
      {body}
      <ContractDialog
        isOpen={dialog.open}
        contract={dialog.contract}
        contractors={data.data?.contractors ?? []}
        employers={data.data?.employers ?? []}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <ContractDocumentsDialog contract={documentsOf} onClose={() => setDocumentsOf(null)} />
    </AdminPage>
  );
}

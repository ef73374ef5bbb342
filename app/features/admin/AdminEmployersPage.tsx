// /admin/employers: as the candidates screen; search over name, email and company name.
import { Button, Switch, Tag } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminEmployer } from '../../../server/contract/index.ts';
import { EmployerDialog } from './EmployerDialog.tsx';
import { formatDate } from './format.ts';
import { useSetEmployerReview, useToggleEmployer } from './mutations.ts';
import { ServerTable, useListState, type Column } from './serverList.tsx';
import { AdminPage, BackToDashboard, EditAndToggle, PersonName } from './shared.tsx';
import '../../ui/blueprint.ts';

export default function AdminEmployersPage() {
  const { t, i18n } = useTranslation();
  const state = useListState('employers');
  const toggle = useToggleEmployer();
  const review = useSetEmployerReview();
  // The switch moves in the same render as the click (the mutation's pending state comes a task later, and
  // the switch meanwhile snapped back); refused, the saved position comes back.
  const [turning, setTurning] = useState<{ id: number; jobReview: boolean } | null>(null);
  const [dialog, setDialog] = useState<{ open: boolean; employer: AdminEmployer | null }>({
    open: false,
    employer: null,
  });
  const lng = i18n.language;

  const openCreate = () => setDialog({ open: true, employer: null });
  const columns: Column<AdminEmployer>[] = [
    {
      head: t('admin.columns.name'),
      cell: (e) => <PersonName person={e} />,
    },
    { head: t('admin.columns.email'), cell: (e) => e.email },
    {
      head: t('admin.columns.company'),
      cell: (e) => e.request?.companyName || <span className="muted">—</span>,
    },
    {
      head: t('admin.columns.activity'),
      className: 'cell-nowrap',
      cell: (e) => (
        <>
          <span>{t('admin.employers.jobsPosted', { count: e.jobCount })}</span>
          <span className="cell-sub">{t('admin.common.joined', { date: formatDate(e.createdAt, lng) })}</span>
        </>
      ),
    },
    {
      // Trust: whether the address is verified, and the switch that holds their next jobs for review.
      head: t('admin.review.trustColumn'),
      cell: (e) => (
        <>
          {e.emailVerified ? null : (
            <Tag minimal multiline intent="warning" className="admin-tag">
              {t('admin.review.notVerified')}
            </Tag>
          )}
          <Switch
            className="admin-review-switch"
            checked={turning?.id === e.id ? turning.jobReview : e.jobReview}
            disabled={turning?.id === e.id}
            label={t('admin.review.switch')}
            aria-label={t('admin.review.switchLabel', { email: e.email })}
            onChange={() => {
              if (turning) return;
              const change = { id: e.id, jobReview: !e.jobReview };
              setTurning(change);
              review.mutate(change, { onSettled: () => setTurning(null) });
            }}
          />
        </>
      ),
    },
  ];
  const actions = (e: AdminEmployer) => (
    <EditAndToggle
      person={e}
      editTitle={t('admin.employers.editTitle')}
      onEdit={() => setDialog({ open: true, employer: e })}
      pending={toggle.isPending && toggle.variables?.id === e.id}
      onToggle={() => toggle.mutate({ id: e.id, isActive: !e.isActive })}
    />
  );

  return (
    <AdminPage
      title={t('admin.employers.title')}
      actions={<Button intent="primary" icon={<AddIcon />} text={t('admin.employers.create')} onClick={openCreate} />}
    >
      <BackToDashboard />
      <ServerTable
        state={state}
        label={t('admin.employers.title')}
        searchId="employer-search"
        placeholder={t('admin.employers.searchPlaceholder')}
        statusText={(s) => t(`admin.common.${s}`)}
        count={(count) => t('admin.employers.count', { count })}
        loading={t('admin.employers.loading')}
        empty={{
          title: t('admin.employers.emptyTitle'),
          description: t('admin.employers.emptyDescription'),
          action: (
            <Button intent="primary" icon={<AddIcon />} text={t('admin.employers.create')} onClick={openCreate} />
          ),
        }}
        columns={columns}
        actions={actions}
      />
      <EmployerDialog
        isOpen={dialog.open}
        employer={dialog.employer}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </AdminPage>
  );
}

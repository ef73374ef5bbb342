// /admin/candidates: title, back link, loading text, count line, client-side search over
// name, email, location and category, rows with badges and counts (a name opens the candidate's page),
// Create/Edit dialogs, Enable/Disable.
import { Button } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCandidate } from '../../../server/contract/index.ts';
import { CandidateDialog } from './CandidateDialog.tsx';
import { formatDate } from './format.ts';
import { useToggleCandidate } from './mutations.ts';
import { ServerTable, useListState, type Column } from './serverList.tsx';
import { AdminPage, BackToDashboard, EditAndToggle, PersonName, useOptionLabel } from './shared.tsx';
import '../../ui/blueprint.ts';

export default function AdminCandidatesPage() {
  const { t, i18n } = useTranslation();
  const state = useListState('candidates');
  const toggle = useToggleCandidate();
  const [dialog, setDialog] = useState<{ open: boolean; candidate: AdminCandidate | null }>({
    open: false,
    candidate: null,
  });
  const optionLabel = useOptionLabel();
  const lng = i18n.language;

  const openCreate = () => setDialog({ open: true, candidate: null });
  const columns: Column<AdminCandidate>[] = [
    {
      head: t('admin.columns.name'),
      cell: (c) => <PersonName person={c} to={`/admin/candidates/${c.id}`} />,
    },
    {
      head: t('admin.columns.contact'),
      cell: (c) => (
        <>
          <span>{c.email}</span>
          {c.registration?.phone ? <span className="cell-sub">{c.registration.phone}</span> : null}
        </>
      ),
    },
    {
      head: t('admin.columns.profile'),
      cell: ({ registration: r }) => (
        <>
          {r?.currentLocation ? <span>{optionLabel(r.currentLocation)}</span> : null}
          {r?.jobCategory ? <span className="cell-sub">{optionLabel(r.jobCategory)}</span> : null}
        </>
      ),
    },
    {
      head: t('admin.columns.skills'),
      cell: ({ registration: r }) => (r?.skills.length ? r.skills.join(', ') : null),
    },
    {
      head: t('admin.columns.activity'),
      className: 'cell-nowrap',
      cell: (c) => (
        <>
          <span>{t('admin.candidates.applications', { count: c.applicationCount })}</span>
          <span className="cell-sub">{t('admin.common.joined', { date: formatDate(c.createdAt, lng) })}</span>
        </>
      ),
    },
  ];
  const actions = (c: AdminCandidate) => (
    <EditAndToggle
      person={c}
      editTitle={t('admin.candidates.editTitle')}
      onEdit={() => setDialog({ open: true, candidate: c })}
      pending={toggle.isPending && toggle.variables?.id === c.id}
      onToggle={() => toggle.mutate({ id: c.id, isActive: !c.isActive })}
    />
  );

  return (
    <AdminPage
      title={t('admin.candidates.title')}
      actions={<Button intent="primary" icon={<AddIcon />} text={t('admin.candidates.create')} onClick={openCreate} />}
    >
      <BackToDashboard />
      <ServerTable
        state={state}
        label={t('admin.candidates.title')}
        searchId="candidate-search"
        placeholder={t('admin.candidates.searchPlaceholder')}
        statusText={(s) => t(`admin.common.${s}`)}
        count={(count) => t('admin.candidates.count', { count })}
        loading={t('admin.candidates.loading')}
        empty={{
          title: t('admin.candidates.emptyTitle'),
          description: t('admin.candidates.emptyDescription'),
          action: (
            <Button intent="primary" icon={<AddIcon />} text={t('admin.candidates.create')} onClick={openCreate} />
          ),
        }}
        columns={columns}
        actions={actions}
      />
      <CandidateDialog
        isOpen={dialog.open}
        candidate={dialog.candidate}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </AdminPage>
  );
}

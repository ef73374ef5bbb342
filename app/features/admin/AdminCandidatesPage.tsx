// /admin/candidates: title, back link, loading text, count line, client-side search over
// name, email, location and category, rows with badges and counts, Create/Edit dialogs, Enable/Disable.
import { Button } from '@blueprintjs/core';
import { AddIcon, EditIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCandidate } from '../../../server/contract/index.ts';
import { CandidateDialog } from './CandidateDialog.tsx';
import { formatDate } from './format.ts';
import { useToggleCandidate } from './mutations.ts';
import { ListControls, PageControls, useListState, useServerList } from './serverList.tsx';
import {
  ActiveTag,
  AdminPage,
  AdminTable,
  BackToDashboard,
  Cell,
  EmptyList,
  LoadError,
  LoadingList,
  ToggleButton,
  Toolbar,
  fullName,
  useOptionLabel,
} from './shared.tsx';
import '../../ui/blueprint.ts';

export default function AdminCandidatesPage() {
  const { t, i18n } = useTranslation();
  const state = useListState('candidates');
  const list = useServerList<AdminCandidate, 'candidates'>(state);
  const toggle = useToggleCandidate();
  const [dialog, setDialog] = useState<{ open: boolean; candidate: AdminCandidate | null }>({
    open: false,
    candidate: null,
  });
  const optionLabel = useOptionLabel();
  const lng = i18n.language;
  const filtered = Boolean(state.q || state.status);

  const openCreate = () => setDialog({ open: true, candidate: null });
  const col = {
    name: t('admin.columns.name'),
    contact: t('admin.columns.contact'),
    profile: t('admin.columns.profile'),
    activity: t('admin.columns.activity'),
    actions: t('admin.columns.actions'),
  };

  let body: React.JSX.Element;
  if (list.isPending) body = <LoadingList text={t('admin.candidates.loading')} />;
  else if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0 && !filtered) {
    body = (
      <EmptyList
        title={t('admin.candidates.emptyTitle')}
        description={t('admin.candidates.emptyDescription')}
        action={<Button intent="primary" icon={<AddIcon />} text={t('admin.candidates.create')} onClick={openCreate} />}
      />
    );
  } else if (list.data.items.length === 0)
    body = <EmptyList title={t('admin.candidates.emptyTitle')} description={t('admin.common.noMatch')} />;
  else {
    body = (
      <>
        <AdminTable
          label={t('admin.candidates.title')}
          head={[col.name, col.contact, col.profile, col.activity, col.actions]}
        >
          {list.data.items.map((c) => {
            const r = c.registration;
            return (
              <tr key={c.id}>
                <Cell label={col.name}>
                  <span className="admin-name">
                    <span className="cell-main">{fullName(c)}</span>
                    <ActiveTag active={c.isActive} />
                  </span>
                </Cell>
                <Cell label={col.contact}>
                  <span>{c.email}</span>
                  {r?.phone ? <span className="cell-sub">{r.phone}</span> : null}
                </Cell>
                <Cell label={col.profile}>
                  {r?.currentLocation ? <span>{optionLabel(r.currentLocation)}</span> : null}
                  {r?.jobCategory ? <span className="cell-sub">{optionLabel(r.jobCategory)}</span> : null}
                </Cell>
                <Cell label={col.activity} className="cell-nowrap">
                  <span>{t('admin.candidates.applications', { count: c.applicationCount })}</span>
                  <span className="cell-sub">{t('admin.common.joined', { date: formatDate(c.createdAt, lng) })}</span>
                </Cell>
                <Cell label="" className="cell-actions">
                  <Button
                    size="small"
                    variant="minimal"
                    icon={<EditIcon />}
                    text={t('admin.common.edit')}
                    aria-label={`${t('admin.candidates.editTitle')}: ${fullName(c)}`}
                    onClick={() => setDialog({ open: true, candidate: c })}
                  />
                  <ToggleButton
                    active={c.isActive}
                    label={fullName(c)}
                    pending={toggle.isPending && toggle.variables?.id === c.id}
                    onToggle={() => toggle.mutate({ id: c.id, isActive: !c.isActive })}
                  />
                </Cell>
              </tr>
            );
          })}
        </AdminTable>
        <PageControls
          page={state.page}
          total={list.data.total}
          pageSize={list.data.pageSize}
          onPage={state.setPage}
          busy={list.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <AdminPage
      title={t('admin.candidates.title')}
      actions={<Button intent="primary" icon={<AddIcon />} text={t('admin.candidates.create')} onClick={openCreate} />}
    >
      <BackToDashboard />
      <Toolbar count={list.data ? t('admin.candidates.count', { count: list.data.total }) : undefined}>
        <ListControls
          id="candidate-search"
          state={state}
          searchLabel={t('admin.common.search')}
          placeholder={t('admin.candidates.searchPlaceholder')}
          statusText={(s) => t(`admin.common.${s}`)}
        />
      </Toolbar>
      {body}
      <CandidateDialog
        isOpen={dialog.open}
        candidate={dialog.candidate}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </AdminPage>
  );
}

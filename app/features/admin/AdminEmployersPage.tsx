// /admin/employers: as the candidates screen; search over name, email and company name.
import { Button } from '@blueprintjs/core';
import { AddIcon, EditIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminEmployer } from '../../../server/contract/index.ts';
import { EmployerDialog } from './EmployerDialog.tsx';
import { formatDate } from './format.ts';
import { useToggleEmployer } from './mutations.ts';
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
} from './shared.tsx';
import '../../ui/blueprint.ts';

export default function AdminEmployersPage() {
  const { t, i18n } = useTranslation();
  const state = useListState('employers');
  const list = useServerList<AdminEmployer, 'employers'>(state);
  const toggle = useToggleEmployer();
  const [dialog, setDialog] = useState<{ open: boolean; employer: AdminEmployer | null }>({
    open: false,
    employer: null,
  });
  const lng = i18n.language;
  const filtered = Boolean(state.q || state.status);

  const openCreate = () => setDialog({ open: true, employer: null });
  const col = {
    name: t('admin.columns.name'),
    email: t('admin.columns.email'),
    company: t('admin.columns.company'),
    activity: t('admin.columns.activity'),
    actions: t('admin.columns.actions'),
  };

  let body: React.JSX.Element;
  if (list.isPending) body = <LoadingList text={t('admin.employers.loading')} />;
  else if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0 && !filtered) {
    body = (
      <EmptyList
        title={t('admin.employers.emptyTitle')}
        description={t('admin.employers.emptyDescription')}
        action={<Button intent="primary" icon={<AddIcon />} text={t('admin.employers.create')} onClick={openCreate} />}
      />
    );
  } else if (list.data.items.length === 0)
    body = <EmptyList title={t('admin.employers.emptyTitle')} description={t('admin.common.noMatch')} />;
  else {
    body = (
      <>
        <AdminTable
          label={t('admin.employers.title')}
          head={[col.name, col.email, col.company, col.activity, col.actions]}
        >
          {list.data.items.map((e) => (
            <tr key={e.id}>
              <Cell label={col.name}>
                <span className="admin-name">
                  <span className="cell-main">{fullName(e)}</span>
                  <ActiveTag active={e.isActive} />
                </span>
              </Cell>
              <Cell label={col.email}>{e.email}</Cell>
              <Cell label={col.company}>{e.request?.companyName || <span className="muted">—</span>}</Cell>
              <Cell label={col.activity} className="cell-nowrap">
                <span>{t('admin.employers.jobsPosted', { count: e.jobCount })}</span>
                <span className="cell-sub">{t('admin.common.joined', { date: formatDate(e.createdAt, lng) })}</span>
              </Cell>
              <Cell label="" className="cell-actions">
                <Button
                  size="small"
                  variant="minimal"
                  icon={<EditIcon />}
                  text={t('admin.common.edit')}
                  aria-label={`${t('admin.employers.editTitle')}: ${fullName(e)}`}
                  onClick={() => setDialog({ open: true, employer: e })}
                />
                <ToggleButton
                  active={e.isActive}
                  label={fullName(e)}
                  pending={toggle.isPending && toggle.variables?.id === e.id}
                  onToggle={() => toggle.mutate({ id: e.id, isActive: !e.isActive })}
                />
              </Cell>
            </tr>
          ))}
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
      title={t('admin.employers.title')}
      actions={<Button intent="primary" icon={<AddIcon />} text={t('admin.employers.create')} onClick={openCreate} />}
    >
      <BackToDashboard />
      <Toolbar count={list.data ? t('admin.employers.count', { count: list.data.total }) : undefined}>
        <ListControls
          id="employer-search"
          state={state}
          searchLabel={t('admin.common.search')}
          placeholder={t('admin.employers.searchPlaceholder')}
          statusText={(s) => t(`admin.common.${s}`)}
        />
      </Toolbar>
      {body}
      <EmployerDialog
        isOpen={dialog.open}
        employer={dialog.employer}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </AdminPage>
  );
}

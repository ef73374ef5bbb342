// /admin/users: every account, one server page at a time, with search, role and status filters, sort,
// CSV export and Enable/Disable. For an admin, admin and owner rows are marked Protected and have no
// toggle; the owner may disable staff too, except the last active owner (marked Last owner). The server
// enforces both.
import { useTranslation } from 'react-i18next';
import { Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../server/contract/index.ts';
import { getData, type ApiError } from '../../api/http.ts';
import { useCurrentUser } from '../auth/queries.ts';
import { formatDate } from './format.ts';
import { useToggleUser } from './mutations.ts';
import { adminKeys } from './queries.ts';
import { UserDataActions } from './UserDataActions.tsx';
import { ListControls, PageControls, useListState, useServerList, type ServerPage } from './serverList.tsx';
import {
  ActiveTag,
  AdminPage,
  AdminTable,
  BackToDashboard,
  Cell,
  EmptyList,
  LoadError,
  LoadingList,
  ProtectedTag,
  RoleTag,
  ToggleButton,
  Toolbar,
  fullName,
  isProtectedRole,
} from './shared.tsx';

/** How many owners are active (the last one cannot be disabled): one small count from the server. */
function useActiveOwners(enabled: boolean) {
  const path = '/api/admin/users?page=1&pageSize=1&role=owner&status=active';
  return useQuery<ServerPage<User>, ApiError>({
    queryKey: [...adminKeys.users(), 'activeOwners'],
    queryFn: () => getData<ServerPage<User>>(path),
    enabled,
  }).data?.total;
}

export default function AdminUsersPage() {
  const { t, i18n } = useTranslation();
  const state = useListState('users');
  const list = useServerList<User, 'users'>(state);
  const toggle = useToggleUser();
  const viewerIsOwner = useCurrentUser().user?.role === 'owner';
  const activeOwners = useActiveOwners(viewerIsOwner) ?? 1;
  const lastOwner = (u: User) => u.role === 'owner' && u.isActive && activeOwners <= 1;
  const mayToggle = (u: User) => !isProtectedRole(u.role) || (viewerIsOwner && !lastOwner(u));
  const lng = i18n.language;
  const col = {
    name: t('admin.columns.name'),
    email: t('admin.columns.email'),
    role: t('admin.columns.role'),
    status: t('admin.columns.status'),
    joined: t('admin.columns.joined'),
    actions: t('admin.columns.actions'),
  };
  const filtered = Boolean(state.q || state.status || state.role);

  let body: React.JSX.Element;
  if (list.isPending) body = <LoadingList text={t('admin.users.loading')} />;
  else if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0)
    body = (
      <EmptyList title={t('admin.users.emptyTitle')} description={filtered ? t('admin.common.noMatch') : undefined} />
    );
  else {
    body = (
      <>
        <AdminTable
          label={t('admin.users.title')}
          head={[col.name, col.email, col.role, col.status, col.joined, col.actions]}
        >
          {list.data.items.map((u) => (
            <tr key={u.id}>
              <Cell label={col.name}>
                <span className="cell-main">{fullName(u)}</span>
              </Cell>
              <Cell label={col.email}>{u.email}</Cell>
              <Cell label={col.role}>
                <RoleTag role={u.role} />
              </Cell>
              <Cell label={col.status}>
                <ActiveTag active={u.isActive} />
              </Cell>
              <Cell label={col.joined} className="cell-nowrap">
                {formatDate(u.createdAt, lng)}
              </Cell>
              <Cell label="" className="cell-actions">
                {!mayToggle(u) && viewerIsOwner ? (
                  <Tag minimal intent="warning" round className="admin-tag" title={t('admin.users.lastOwnerHint')}>
                    {t('admin.users.lastOwner')}
                  </Tag>
                ) : !mayToggle(u) ? (
                  <ProtectedTag />
                ) : (
                  <ToggleButton
                    active={u.isActive}
                    label={fullName(u)}
                    pending={toggle.isPending && toggle.variables?.id === u.id}
                    onToggle={() => toggle.mutate({ id: u.id, isActive: !u.isActive })}
                  />
                )}
                <UserDataActions user={u} lastOwner={lastOwner(u)} />
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
    <AdminPage title={t('admin.users.title')}>
      <BackToDashboard />
      <Toolbar count={list.data ? t('admin.users.count', { count: list.data.total }) : undefined}>
        <ListControls
          id="user-search"
          state={state}
          searchLabel={t('admin.common.search')}
          placeholder={t('admin.users.searchPlaceholder')}
          statusText={(s) => t(`admin.common.${s}`)}
        />
      </Toolbar>
      {body}
    </AdminPage>
  );
}

// /admin/users: every account, one server page at a time, with search, role and status filters, sort,
// CSV export and Enable/Disable. For an admin, admin and owner rows are marked Protected and have no
// toggle; the owner may disable staff too, except the last active owner (marked Last owner). Nobody's
// own row offers Disable (marked Your account). The server enforces all three. Erased accounts ('Deleted user') show only under the status 'Deleted', without actions.
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
import { ServerTable, useListState, type Column, type ServerPage } from './serverList.tsx';
import {
  ActiveTag,
  AdminPage,
  BackToDashboard,
  ProtectedTag,
  RoleTag,
  ToggleButton,
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
  const toggle = useToggleUser();
  const viewer = useCurrentUser().user;
  const viewerIsOwner = viewer?.role === 'owner';
  const activeOwners = useActiveOwners(viewerIsOwner) ?? 1;
  const lastOwner = (u: User) => u.role === 'owner' && u.isActive && activeOwners <= 1;
  const own = (u: User) => u.id === viewer?.id;
  const mayToggle = (u: User) => !isProtectedRole(u.role) || (viewerIsOwner && !lastOwner(u));
  const lng = i18n.language;
  /** The list shows erased accounts (status 'Deleted'; every other status leaves them out). */
  const erased = state.status === 'deleted';
  const columns: Column<User>[] = [
    { head: t('admin.columns.name'), cell: (u) => <span className="cell-main">{fullName(u)}</span> },
    { head: t('admin.columns.email'), cell: (u) => u.email },
    { head: t('admin.columns.role'), cell: (u) => <RoleTag role={u.role} /> },
    {
      head: t('admin.columns.status'),
      cell: (u) =>
        erased ? (
          <Tag minimal round className="admin-tag admin-tag--inactive" title={t('admin.userStatus.deletedHint')}>
            {t('admin.userStatus.deleted')}
          </Tag>
        ) : (
          <ActiveTag active={u.isActive} />
        ),
    },
    { head: t('admin.columns.joined'), cell: (u) => formatDate(u.createdAt, lng), className: 'cell-nowrap' },
  ];
  // An erased account can be neither enabled, exported nor erased again.
  const actions = (u: User) =>
    erased ? null : (
      <>
        {own(u) ? (
          <Tag minimal round className="admin-tag" title={t('admin.users.ownAccountHint')}>
            {t('admin.users.ownAccount')}
          </Tag>
        ) : !mayToggle(u) && viewerIsOwner ? (
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
      </>
    );

  return (
    <AdminPage title={t('admin.users.title')}>
      <BackToDashboard />
      <ServerTable
        state={state}
        label={t('admin.users.title')}
        searchId="user-search"
        placeholder={t('admin.users.searchPlaceholder')}
        statusText={(s) => (s === 'deleted' ? t('admin.userStatus.deleted') : t(`admin.common.${s}`))}
        count={(count) => t('admin.users.count', { count })}
        loading={t('admin.users.loading')}
        empty={{ title: t('admin.users.emptyTitle') }}
        columns={columns}
        actions={actions}
      />
    </AdminPage>
  );
}

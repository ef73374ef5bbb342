// /admin/users: every account with search and Enable/Disable. For an admin, admin and owner rows are
// marked Protected and have no toggle; the owner may disable staff too, except the last active owner
// (marked Last owner). The server enforces both.
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from '@blueprintjs/core';
import type { User } from '../../../server/contract/index.ts';
import { useCurrentUser } from '../auth/queries.ts';
import { filterUsers } from './filters.ts';
import { formatDate } from './format.ts';
import { useToggleUser } from './mutations.ts';
import { useAdminUsers } from './queries.ts';
import { UserDataActions } from './UserDataActions.tsx';
import {
  ActiveTag,
  AdminPage,
  BackToDashboard,
  Cell,
  EmptyList,
  LoadError,
  LoadingList,
  PagedTable,
  ProtectedTag,
  RoleTag,
  SearchBox,
  ToggleButton,
  Toolbar,
  fullName,
  isProtectedRole,
} from './shared.tsx';

export default function AdminUsersPage() {
  const { t, i18n } = useTranslation();
  const list = useAdminUsers();
  const toggle = useToggleUser();
  const viewerIsOwner = useCurrentUser().user?.role === 'owner';
  const activeOwners = (list.data ?? []).filter((u) => u.role === 'owner' && u.isActive).length;
  const lastOwner = (u: User) => u.role === 'owner' && u.isActive && activeOwners <= 1;
  const mayToggle = (u: User) => !isProtectedRole(u.role) || (viewerIsOwner && !lastOwner(u));
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const rows = useMemo(
    () => filterUsers(list.data ?? [], deferred, (role) => t(`admin.roles.${role}`)),
    [list.data, deferred, t],
  );
  const lng = i18n.language;
  const col = {
    name: t('admin.columns.name'),
    email: t('admin.columns.email'),
    role: t('admin.columns.role'),
    status: t('admin.columns.status'),
    joined: t('admin.columns.joined'),
    actions: t('admin.columns.actions'),
  };

  let body: React.JSX.Element;
  if (list.isPending) body = <LoadingList text={t('admin.users.loading')} />;
  else if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (rows.length === 0)
    body = (
      <EmptyList
        title={t('admin.users.emptyTitle')}
        description={list.data.length ? t('admin.common.noMatch') : undefined}
      />
    );
  else {
    body = (
      <PagedTable
        label={t('admin.users.title')}
        head={[col.name, col.email, col.role, col.status, col.joined, col.actions]}
        rows={rows}
        resetKey={deferred}
        renderRow={(u) => (
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
        )}
      />
    );
  }

  return (
    <AdminPage title={t('admin.users.title')}>
      <BackToDashboard />
      <Toolbar count={list.data ? t('admin.users.count', { count: rows.length }) : undefined}>
        <SearchBox
          id="user-search"
          value={query}
          onChange={setQuery}
          label={t('admin.common.search')}
          placeholder={t('admin.users.searchPlaceholder')}
        />
      </Toolbar>
      {body}
    </AdminPage>
  );
}

// Building blocks shared by the admin screens: page frame, back link, search box, status tags,
// list states (loading text, error, empty) and the responsive dense table.
import { Button, Card, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon, SearchIcon } from '@blueprintjs/icons';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { REGISTRATION_CATEGORIES, REGISTRATION_LOCATIONS, STAFF_ROLES, type Role } from '../../../server/contract/index.ts';
import { ErrorState } from '../../ui/PageStates.tsx';
import { AreaLayout } from '../../ui/AreaLayout.tsx';
import './admin.css';
import './i18n.ts';

export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return <AreaLayout area="admin" title={title} actions={actions}>{children}</AreaLayout>;
}

export function BackToDashboard() {
  const { t } = useTranslation();
  return (
    <Link to="/admin/dashboard" className="back-link admin-back">
      <ArrowLeftIcon size={14} /> {t('admin.common.backToDashboard')}
    </Link>
  );
}

/** Filters as you type; Escape clears. */
export function SearchBox({ id, value, onChange, placeholder, label }: {
  id: string; value: string; onChange: (v: string) => void; placeholder: string; label: string;
}) {
  return (
    <div className="admin-search">
      <label htmlFor={id} className="visually-hidden">{label}</label>
      <InputGroup
        id={id}
        type="search"
        leftIcon={<SearchIcon />}
        placeholder={placeholder}
        value={value}
        onValueChange={onChange}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value) {
            e.preventDefault();
            onChange('');
          }
        }}
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}

/** The toolbar above a list: search (and filters) on the left, the count line and actions on the right. */
export function Toolbar({ children, count }: { children: ReactNode; count?: ReactNode }) {
  return (
    <div className="admin-toolbar">
      <div className="admin-toolbar__filters">{children}</div>
      {count !== undefined ? <p className="admin-count" role="status" aria-live="polite">{count}</p> : null}
    </div>
  );
}

export function ActiveTag({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return active
    ? <Tag intent="success" minimal round className="admin-tag">{t('admin.common.active')}</Tag>
    : <Tag minimal round className="admin-tag admin-tag--inactive">{t('admin.common.inactive')}</Tag>;
}

export function ProtectedTag() {
  const { t } = useTranslation();
  return <Tag minimal intent="warning" round className="admin-tag" title={t('admin.common.protectedHint')}>{t('admin.common.protected')}</Tag>;
}

/** 'Disable' while active, 'Enable' while inactive (SPEC §4). */
export function ToggleButton({ active, onToggle, pending, activeText, inactiveText, label }: {
  active: boolean; onToggle: () => void; pending: boolean; activeText?: string; inactiveText?: string; label: string;
}) {
  const { t } = useTranslation();
  const text = active ? activeText ?? t('admin.common.disable') : inactiveText ?? t('admin.common.enable');
  return (
    <Button
      size="small"
      variant="outlined"
      intent={active ? 'danger' : 'success'}
      text={text}
      aria-label={`${text}: ${label}`}
      loading={pending}
      onClick={onToggle}
    />
  );
}

export function LoadingList({ text }: { text: string }) {
  return (
    <div className="admin-loading" role="status">
      <Spinner size={20} />
      <span>{text}</span>
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('admin.common.loadErrorTitle')}
      message={t('admin.common.loadErrorMessage')}
      action={<Button text={t('admin.common.retry')} onClick={onRetry} />}
    />
  );
}

export function EmptyList({ title, description, action }: { title: string; description?: string; action?: React.JSX.Element }) {
  return (
    <div className="admin-empty">
      <NonIdealState title={title} description={description} action={action} />
    </div>
  );
}

/** A dense, striped table; on phones each row becomes a card whose cells carry their column label. */
export function AdminTable({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <div className="admin-table-wrap">
      <HTMLTable compact striped interactive className="admin-table" aria-label={label}>
        <thead>
          <tr>{head.map((h, i) => <th key={i} scope="col">{h}</th>)}</tr>
        </thead>
        <tbody>{children}</tbody>
      </HTMLTable>
    </div>
  );
}

/** A table cell that shows its column label on phones. */
export function Cell({ label, children, className }: { label: string; children?: ReactNode; className?: string }) {
  return <td data-label={label} className={className}><div className="cell-content">{children}</div></td>;
}

/** The text shown for a stored registration value: known option values are translated, free text is kept. */
export function useOptionLabel() {
  const { t } = useTranslation();
  return useCallback((value: string) => {
    if ((REGISTRATION_LOCATIONS as readonly string[]).includes(value)) return t(`admin.registrationLocation.${value}`);
    if ((REGISTRATION_CATEGORIES as readonly string[]).includes(value)) return t(`admin.registrationCategory.${value}`);
    return value;
  }, [t]);
}

export function fullName(p: { firstName: string; lastName: string }) {
  return `${p.firstName} ${p.lastName}`.trim();
}

export function Stat({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <Card className="admin-stat">
      <p className="admin-stat__label">{label}</p>
      <p className="admin-stat__value">{value}</p>
      {hint ? <p className="admin-stat__hint">{hint}</p> : null}
    </Card>
  );
}

export const isProtectedRole = (role: Role) => (STAFF_ROLES as readonly Role[]).includes(role);

export function RoleTag({ role }: { role: Role }) {
  const { t } = useTranslation();
  const intent = role === 'employer' ? 'primary' : role === 'candidate' ? 'success' : 'warning';
  return <Tag minimal intent={intent} className="admin-tag">{t(`admin.roles.${role}`)}</Tag>;
}

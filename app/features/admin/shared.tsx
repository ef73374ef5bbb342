// Building blocks shared by the admin screens: page frame, back link, search box, status tags,
// list states (loading text, error, empty), the responsive dense table and its paged variant.
import { Button, Card, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon, EditIcon, SearchIcon } from '@blueprintjs/icons';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  REGISTRATION_CATEGORIES,
  REGISTRATION_LOCATIONS,
  businessToday,
  isStaffRole,
  type Role,
} from '../../../server/contract/index.ts';
import { ErrorState } from '../../ui/PageStates.tsx';
import { AreaLayout } from '../../ui/AreaLayout.tsx';
import './admin.css';
import './i18n.ts';
import '../../ui/blueprint.ts';
import { nameOf } from '../../../server/contract/names.ts';
import { i18n } from '../../i18n/index.ts';

export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <AreaLayout area="admin" title={title} actions={actions}>
      {children}
    </AreaLayout>
  );
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
export function SearchBox({
  id,
  value,
  onChange,
  placeholder,
  label,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  label: string;
}) {
  return (
    <div className="admin-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
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
      {count !== undefined ? (
        <p className="admin-count" role="status" aria-live="polite">
          {count}
        </p>
      ) : null}
    </div>
  );
}

/** Active or Inactive; an active job whose listing period is over says Expired (it is off the public board). */
export function ActiveTag({ active, expired = false }: { active: boolean; expired?: boolean }) {
  const { t } = useTranslation();
  if (active && expired)
    return (
      <Tag intent="warning" minimal round className="admin-tag" title={t('admin.common.expiredHint')}>
        {t('admin.common.expired')}
      </Tag>
    );
  return active ? (
    <Tag intent="success" minimal round className="admin-tag">
      {t('admin.common.active')}
    </Tag>
  ) : (
    <Tag minimal round className="admin-tag admin-tag--inactive">
      {t('admin.common.inactive')}
    </Tag>
  );
}

export function ProtectedTag() {
  const { t } = useTranslation();
  return (
    <Tag minimal intent="warning" round className="admin-tag" title={t('admin.common.protectedHint')}>
      {t('admin.common.protected')}
    </Tag>
  );
}

/**
 * 'Disable' while active, 'Enable' while inactive. While saving it stays enabled but busy:
 * a disabled (or Blueprint 'loading') button throws keyboard focus to the page body, so staff working
 * down a list by keyboard would lose their place. Repeat clicks while busy are ignored instead.
 */
export function ToggleButton({
  active,
  onToggle,
  pending,
  activeText,
  inactiveText,
  label,
}: {
  active: boolean;
  onToggle: () => void;
  pending: boolean;
  activeText?: string;
  inactiveText?: string;
  label: string;
}) {
  const { t } = useTranslation();
  // Covers the gap between a click and the re-render that reports the write as pending (a fast double click).
  const clicked = useRef(false);
  useEffect(() => {
    clicked.current = false;
  }, [pending, active]);
  const text = active ? (activeText ?? t('admin.common.disable')) : (inactiveText ?? t('admin.common.enable'));
  return (
    <Button
      size="small"
      variant="outlined"
      intent={active ? 'danger' : 'success'}
      text={text}
      icon={pending ? <Spinner size={12} /> : undefined}
      aria-label={`${text}: ${label}`}
      aria-busy={pending || undefined}
      className={pending ? 'admin-busy' : undefined}
      onClick={() => {
        if (pending || clicked.current) return;
        clicked.current = true;
        onToggle();
      }}
    />
  );
}

type Person = { firstName: string; lastName: string; isActive: boolean };

/** A person's name with their Active/Inactive tag (the first column of the candidates and employers). */
export function PersonName({ person, to }: { person: Person; to?: string }) {
  return (
    <span className="admin-name">
      {to ? (
        <Link className="cell-main" to={to}>
          {fullName(person)}
        </Link>
      ) : (
        <span className="cell-main">{fullName(person)}</span>
      )}
      <ActiveTag active={person.isActive} />
    </span>
  );
}

/** A person row's actions: Edit (`editTitle`: the dialog's title, named in the label) and Enable/Disable. */
export function EditAndToggle({
  person,
  editTitle,
  onEdit,
  pending,
  onToggle,
}: {
  person: Person;
  editTitle: string;
  onEdit: () => void;
  pending: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="small"
        variant="minimal"
        icon={<EditIcon />}
        text={t('admin.common.edit')}
        aria-label={`${editTitle}: ${fullName(person)}`}
        onClick={onEdit}
      />
      <ToggleButton active={person.isActive} label={fullName(person)} pending={pending} onToggle={onToggle} />
    </>
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
      action={<Button text={t('common.tryAgain')} onClick={onRetry} />}
    />
  );
}

export function EmptyList({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: React.JSX.Element;
}) {
  return (
    <div className="admin-empty">
      <NonIdealState title={title} description={description} action={action} />
    </div>
  );
}

/** A dense, striped table; on phones each row becomes a card whose cells carry their column label. */
export function AdminTable({ label, head, children }: { label: string; head: ReactNode[]; children: ReactNode }) {
  return (
    <div className="admin-table-wrap">
      <HTMLTable compact striped interactive className="admin-table" aria-label={label}>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </HTMLTable>
    </div>
  );
}

/** A table cell that shows its column label on phones. */
export function Cell({ label, children, className }: { label: string; children?: ReactNode; className?: string }) {
  return (
    <td data-label={label} className={className}>
      <div className="cell-content">{children}</div>
    </td>
  );
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The text shown for a stored registration value: known option values are translated, free text is kept. */
export function useOptionLabel() {
  const { t } = useTranslation();
  return useCallback(
    (value: string) => {
      if (isOneOf(REGISTRATION_LOCATIONS, value)) return t(`admin.registrationLocation.${value}`);
      if (isOneOf(REGISTRATION_CATEGORIES, value)) return t(`admin.registrationCategory.${value}`);
      return value;
    },
    [t],
  );
}

/** A person's name in the order of the interface language (Hungarian: family name first). The screens that
 * call it re-render on a language switch through their own useTranslation. */
export function fullName(p: { firstName: string; lastName: string }) {
  return nameOf(i18n.language, p);
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

/** Staff accounts cannot be disabled from the console. */
export const isProtectedRole = isStaffRole;

export function RoleTag({ role }: { role: Role }) {
  const { t } = useTranslation();
  const intent = role === 'employer' ? 'primary' : role === 'candidate' ? 'success' : 'warning';
  return (
    <Tag minimal intent={intent} className="admin-tag">
      {t(`admin.roles.${role}`)}
    </Tag>
  );
}

/**
 * Today's business date (Europe/Budapest, as the server derives contract status), re-read every
 * minute and when the window comes back into view: a console left open past midnight (or a desktop
 * app woken from sleep) then shows the new day's contract statuses without a reload.
 */
export function useBusinessToday(): string {
  const [today, setToday] = useState(businessToday);
  useEffect(() => {
    const check = () => setToday(businessToday());
    const timer = window.setInterval(check, 60_000);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, []);
  return today;
}

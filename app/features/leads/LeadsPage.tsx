// /admin/leads: the staff inbox of employer requests, contact enquiries and employer sign-ups,
// newest first, a page at a time, filtered by status and kind (kept in the address). /admin/leads/{id} is
// one lead (a sub-route of this page): every field the sender gave, its status and owner, replies mailed
// from the portal, and the conversion of an employer request into an invited employer with a draft job.
import {
  Button,
  Callout,
  Card,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Tag,
  TextArea,
  type Intent,
} from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  CONTACT_SUBJECTS,
  REQUEST_LOCATIONS,
  URGENCIES,
  LEAD_KINDS,
  familyNameFirst,
  LEAD_STATUSES,
  leadReplySchema,
  nameOf,
  type LeadDetail,
  type LeadStaff,
  type LeadStatus,
} from '../../../server/contract/index.ts';
import type { ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { dateFormat } from '../../i18n/intl.ts';
import { ErrorState, PageSpinner } from '../../ui/PageStates.tsx';
import { notify } from '../../ui/toaster.tsx';
import { AdminPage, Cell, EmptyList, LoadError, LoadingList } from '../admin/shared.tsx';
import { useConvertLead, useLead, useLeads, useReplyToLead, useUpdateLead } from './queries.ts';
import './i18n.ts';
import './leads.css';

const STATUS_INTENT: Record<LeadStatus, Intent> = {
  new: 'primary',
  contacted: 'warning',
  won: 'success',
  lost: 'none',
};

/** A sign-up's name in the interface language's order; a name the sender typed in one field as written. */
const leadName = (lead: { name: string; person?: { firstName: string; lastName: string } | null }, lang: string) =>
  lead.person ? nameOf(lang, lead.person) : lead.name;

/** The form fields a lead may carry, in the order shown; any other is shown by its name. */
const FIELD_ORDER = [
  'companyName',
  'contactPerson',
  'firstName',
  'lastName',
  'email',
  'phone',
  'jobTitle',
  'location',
  'urgency',
  'subject',
  'description',
  'message',
] as const;
type KnownField = (typeof FIELD_ORDER)[number];
const isKnownField = (k: string): k is KnownField => (FIELD_ORDER as readonly string[]).includes(k);

/** A field's place on the lead's page: the two name fields in the interface language's order. */
function fieldRank(key: string, lang: string): number {
  if (!isKnownField(key)) return FIELD_ORDER.length;
  const rank = FIELD_ORDER.indexOf(key);
  if (!familyNameFirst(lang)) return rank;
  return key === 'firstName'
    ? FIELD_ORDER.indexOf('lastName')
    : key === 'lastName'
      ? FIELD_ORDER.indexOf('firstName')
      : rank;
}

const isOneOf = <T extends string>(list: readonly T[], v: string | null): v is T =>
  v !== null && (list as readonly string[]).includes(v);

/** A field's value as the person saw it: the words of a public form's choices, the address as a link. */
function FieldValue({ name, value }: { name: string; value: string }) {
  const { t } = useTranslation();
  if (name === 'email') return <a href={`mailto:${value}`}>{value}</a>;
  if (name === 'subject' && isOneOf(CONTACT_SUBJECTS, value)) return t(`options.subject.${value}`);
  if (name === 'location' && isOneOf(REQUEST_LOCATIONS, value)) return t(`options.requestLocation.${value}`);
  if (name === 'urgency' && isOneOf(URGENCIES, value)) return t(`options.urgency.${value}`);
  return value;
}

const formatDateTime = (iso: string, lng: string) =>
  dateFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export default function LeadsPage() {
  const sub = useParams()['*'] ?? '';
  if (sub === '') return <LeadList />;
  // /admin/leads/abc names no lead: the same answer as a number no lead has.
  return /^\d{1,9}$/.test(sub) ? <LeadView key={sub} id={Number(sub)} /> : <NoSuchLead />;
}

function StatusTag({ status }: { status: LeadStatus }) {
  const { t } = useTranslation();
  return (
    <Tag minimal round intent={STATUS_INTENT[status]} className="admin-tag">
      {t(`leads.status.${status}`)}
    </Tag>
  );
}

function LeadList() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const kindParam = params.get('kind');
  const status = isOneOf(LEAD_STATUSES, statusParam) ? statusParam : undefined;
  const kind = isOneOf(LEAD_KINDS, kindParam) ? kindParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useLeads({ page, status, kind });
  const statusId = useId();
  const kindId = useId();

  const setFilter = (name: 'status' | 'kind' | 'page', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };

  const col = {
    received: t('leads.columns.received'),
    kind: t('leads.columns.kind'),
    name: t('leads.columns.name'),
    company: t('leads.columns.company'),
    status: t('leads.columns.status'),
    owner: t('leads.columns.owner'),
  };

  let body: React.JSX.Element;
  if (list.isPending) body = <LoadingList text={t('leads.loading')} />;
  else if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />;
  else {
    const { items, total, pageSize } = list.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    body = (
      <>
        <p className="admin-count" role="status">
          {t('leads.count', { count: total })}
        </p>
        {items.length === 0 ? (
          <EmptyList title={t('leads.empty')} />
        ) : (
          <div className="admin-table-wrap">
            <HTMLTable compact striped className="admin-table" aria-label={t('leads.title')}>
              <thead>
                <tr>
                  {Object.values(col).map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((lead) => (
                  <tr key={lead.id}>
                    <Cell label={col.received} className="cell-nowrap">
                      {formatDateTime(lead.createdAt, i18n.language)}
                    </Cell>
                    <Cell label={col.kind}>{t(`leads.kind.${lead.kind}`)}</Cell>
                    <Cell label={col.name}>
                      <Link to={`/admin/leads/${lead.id}`} className="cell-main">
                        {leadName(lead, i18n.language)}
                      </Link>
                      <div className="muted leads-email">{lead.email}</div>
                    </Cell>
                    <Cell label={col.company}>{lead.company ?? '–'}</Cell>
                    <Cell label={col.status}>
                      <StatusTag status={lead.status} />
                    </Cell>
                    <Cell label={col.owner}>{lead.owner ? nameOf(i18n.language, lead.owner) : t('leads.noOwner')}</Cell>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
        {pages > 1 ? (
          <div className="admin-more">
            <Button
              variant="outlined"
              text={t('leads.previous')}
              disabled={page <= 1}
              onClick={() => setFilter('page', String(page - 1))}
            />
            <span className="admin-more__count">{t('leads.pageOf', { page, pages })}</span>
            <Button
              variant="outlined"
              text={t('leads.next')}
              disabled={page >= pages}
              onClick={() => setFilter('page', String(page + 1))}
            />
          </div>
        ) : null}
      </>
    );
  }

  return (
    <AdminPage title={t('leads.title')}>
      <p className="leads-intro">{t('leads.intro')}</p>
      <div className="admin-toolbar leads-filters">
        <div className="leads-filter">
          <label htmlFor={statusId}>{t('leads.filterStatus')}</label>
          <HTMLSelect id={statusId} value={status ?? ''} onChange={(e) => setFilter('status', e.currentTarget.value)}>
            <option value="">{t('leads.allStatuses')}</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`leads.status.${s}`)}
              </option>
            ))}
          </HTMLSelect>
        </div>
        <div className="leads-filter">
          <label htmlFor={kindId}>{t('leads.filterKind')}</label>
          <HTMLSelect id={kindId} value={kind ?? ''} onChange={(e) => setFilter('kind', e.currentTarget.value)}>
            <option value="">{t('leads.allKinds')}</option>
            {LEAD_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`leads.kind.${k}`)}
              </option>
            ))}
          </HTMLSelect>
        </div>
      </div>
      {body}
    </AdminPage>
  );
}

function BackToLeads() {
  const { t } = useTranslation();
  return (
    <Link to="/admin/leads" className="back-link admin-back">
      <ArrowLeftIcon size={14} aria-hidden /> {t('leads.back')}
    </Link>
  );
}

function NoSuchLead() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('leads.leadTitle')}>
      <BackToLeads />
      <ErrorState title={t('leads.notFound')} message="" />
    </AdminPage>
  );
}

function LeadView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const query = useLead(id);
  let body;
  if (query.isPending) body = <PageSpinner />;
  else if (query.isError)
    body =
      query.error.status === 404 ? (
        <ErrorState title={t('leads.notFound')} message="" />
      ) : (
        <LoadError onRetry={() => void query.refetch()} />
      );
  else body = <LeadDetails lead={query.data.lead} staff={query.data.staff} />;
  return (
    <AdminPage title={query.data ? leadName(query.data.lead, i18n.language) : t('leads.leadTitle')}>
      <BackToLeads />
      {body}
    </AdminPage>
  );
}

function LeadDetails({ lead, staff }: { lead: LeadDetail; staff: LeadStaff[] }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateLead(lead.id);
  const convert = useConvertLead(lead.id);
  const statusId = useId();
  const ownerId = useId();
  const failed = (title: string) => (err: ApiError) =>
    notify({ intent: 'danger', title, message: codeText(t, err.code) });
  const fields = [...lead.fields].sort(([a], [b]) => fieldRank(a, i18n.language) - fieldRank(b, i18n.language));

  return (
    <div className="leads-detail">
      <Card className="leads-card">
        <div className="leads-card__head">
          <Tag minimal round className="admin-tag">
            {t(`leads.kind.${lead.kind}`)}
          </Tag>
          <StatusTag status={lead.status} />
          <span className="muted">
            {t('leads.received', {
              date: formatDateTime(lead.createdAt, i18n.language),
              language: t(`leads.language.${lead.language}`),
            })}
          </span>
        </div>
        <dl className="leads-fields">
          {fields.map(([key, value]) => (
            <div key={key} className="leads-field">
              <dt>{isKnownField(key) ? t(`leads.fields.${key}`) : key}</dt>
              <dd>
                <FieldValue name={key} value={value} />
              </dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card className="leads-card">
        <h2>{t('leads.handling')}</h2>
        <div className="leads-controls">
          <div className="leads-filter">
            <label htmlFor={statusId}>{t('leads.statusLabel')}</label>
            <HTMLSelect
              id={statusId}
              value={lead.status}
              disabled={update.isPending}
              onChange={(e) =>
                update.mutate(
                  { status: e.currentTarget.value as LeadStatus },
                  {
                    onSuccess: () => notify({ intent: 'success', title: t('leads.saved') }),
                    onError: failed(t('leads.saveFailed')),
                  },
                )
              }
            >
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`leads.status.${s}`)}
                </option>
              ))}
            </HTMLSelect>
          </div>
          <div className="leads-filter">
            <label htmlFor={ownerId}>{t('leads.ownerLabel')}</label>
            <HTMLSelect
              id={ownerId}
              value={lead.owner ? String(lead.owner.id) : ''}
              disabled={update.isPending}
              onChange={(e) =>
                update.mutate(
                  { ownerId: e.currentTarget.value ? Number(e.currentTarget.value) : null },
                  {
                    onSuccess: () => notify({ intent: 'success', title: t('leads.saved') }),
                    onError: failed(t('leads.saveFailed')),
                  },
                )
              }
            >
              <option value="">{t('leads.noOwner')}</option>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {nameOf(i18n.language, s)}
                </option>
              ))}
            </HTMLSelect>
          </div>
        </div>
        {lead.convertible ? (
          <div className="leads-convert">
            <p>{t('leads.convertHint')}</p>
            <Button
              intent="primary"
              text={t('leads.convert')}
              loading={convert.isPending}
              onClick={() =>
                convert.mutate(undefined, {
                  onSuccess: () => notify({ intent: 'success', title: t('leads.converted') }),
                  onError: failed(t('leads.convertFailed')),
                })
              }
            />
          </div>
        ) : null}
        {lead.convertedAt ? (
          <Callout intent="success" className="leads-converted">
            {t('leads.convertedOn', { date: formatDateTime(lead.convertedAt, i18n.language), email: lead.email })}
          </Callout>
        ) : null}
      </Card>

      <Card className="leads-card">
        <h2>{t('leads.replies')}</h2>
        {lead.replies.length === 0 ? <p className="muted">{t('leads.noReplies')}</p> : null}
        <ol className="leads-replies">
          {lead.replies.map((r) => (
            <li key={r.id} className="leads-reply">
              <div className="leads-reply__head">
                <strong>{r.subject}</strong>
                <span className="muted">
                  {t('leads.sentBy', {
                    name: r.author ? nameOf(i18n.language, r.author) : t('leads.formerStaff'),
                    date: formatDateTime(r.sentAt, i18n.language),
                  })}
                </span>
              </div>
              <p className="leads-reply__body">{r.body}</p>
            </li>
          ))}
        </ol>
        <ReplyForm lead={lead} />
      </Card>
    </div>
  );
}

function ReplyForm({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const reply = useReplyToLead(lead.id);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subjectId = useId();
  const bodyId = useId();
  const errorId = useId();
  return (
    <form
      className="leads-reply-form"
      aria-label={t('leads.replyTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        if (reply.isPending) return;
        const parsed = leadReplySchema.safeParse({ subject, body });
        if (!parsed.success) {
          setError(codeText(t, parsed.error.issues[0]?.message));
          return;
        }
        setError(null);
        reply.mutate(parsed.data, {
          onSuccess: () => {
            setSubject('');
            setBody('');
            notify({ intent: 'success', title: t('leads.replySent', { email: lead.email }) });
          },
          onError: (err) => {
            const text = codeText(t, err.code);
            setError(text);
            notify({ intent: 'danger', title: t('leads.replyFailed'), message: text });
          },
        });
      }}
    >
      <h3>{t('leads.replyTitle')}</h3>
      <p className="muted">
        {t('leads.replyHint', { email: lead.email, language: t(`leads.language.${lead.language}`) })}
      </p>
      <label htmlFor={subjectId}>{t('leads.replySubject')}</label>
      <InputGroup
        id={subjectId}
        value={subject}
        onValueChange={setSubject}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={bodyId}>{t('leads.replyBody')}</label>
      <TextArea
        id={bodyId}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        rows={6}
        fill
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" intent="primary" text={t('leads.send')} loading={reply.isPending} />
    </form>
  );
}

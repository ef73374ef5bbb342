// /admin/candidates/:candidate: one candidate as staff see them. Their profile (Edit opens the
// same dialog as the list), every application with its stage (each opens the application panel), their CVs,
// the notes on their applications, their contracts, the mail sent to them (newest 50; Sent mail has all),
// and the privacy actions (export, erase).
import { Button, Card, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { ArrowLeftIcon, DocumentIcon, EditIcon } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { contractStatus, personName, type CandidateFile } from '../../../server/contract/index.ts';
import { getData, type ApiError } from '../../api/http.ts';
import { numberFormat } from '../../i18n/intl.ts';
import { PageSpinner } from '../../ui/PageStates.tsx';
import { StatusTag } from '../applications/StatusTag.tsx';
import { NoteList } from '../desk/NoteList.tsx';
import { CandidateDialog } from './CandidateDialog.tsx';
import { ContractStatusTag } from './ContractStatusTag.tsx';
import { formatDate } from './format.ts';
import { formatEur } from '../../../server/contract/money.ts';
import { MailBody, MailStatusTag } from './MailBody.tsx';
import { adminKeys } from './queries.ts';
import { ActiveTag, AdminPage, Cell, LoadError, useBusinessToday, useOptionLabel } from './shared.tsx';
import { UserDataActions } from './UserDataActions.tsx';
import '../applications/i18n.ts';
import '../../ui/blueprint.ts';

const useCandidateFile = (id: number) =>
  useQuery<CandidateFile, ApiError>({
    queryKey: [...adminKeys.candidates(), id],
    queryFn: async () => (await getData<{ data: CandidateFile }>(`/api/admin/candidates/${id}`)).data,
    retry: false,
  });

export default function AdminCandidatePage() {
  const { t, i18n } = useTranslation();
  const param = Number(useParams().candidate);
  const id = Number.isInteger(param) && param > 0 ? param : 0;
  const file = useCandidateFile(id);
  const [editing, setEditing] = useState(false);
  const back = (
    <Link to="/admin/candidates" className="back-link admin-back">
      <ArrowLeftIcon size={14} aria-hidden /> {t('admin.candidate.back')}
    </Link>
  );

  if (file.isPending)
    return (
      <AdminPage title={t('admin.candidate.title')}>
        {back}
        <PageSpinner />
      </AdminPage>
    );
  if (file.isError)
    return (
      <AdminPage title={t('admin.candidate.title')}>
        {back}
        {file.error.status === 404 || id === 0 ? (
          <NonIdealState title={t('admin.candidate.notFound')} />
        ) : (
          <LoadError onRetry={() => void file.refetch()} />
        )}
      </AdminPage>
    );

  const { candidate: c } = file.data;
  const name = personName(i18n.language, c.firstName, c.lastName);
  return (
    <AdminPage
      title={name}
      actions={
        <>
          <Button
            icon={<EditIcon />}
            text={t('admin.common.edit')}
            aria-label={`${t('admin.candidates.editTitle')}: ${name}`}
            onClick={() => setEditing(true)}
          />
          <UserDataActions user={{ ...c, role: 'candidate' }} lastOwner={false} />
        </>
      }
    >
      {back}
      <div className="admin-candidate">
        <Profile file={file.data} />
        <Applications file={file.data} />
        <Cvs file={file.data} />
        <Card className="admin-candidate__section">
          <h2>{t('admin.candidate.notes')}</h2>
          <NoteList
            notes={file.data.notes}
            about={(n) => <Link to={`/admin/applications/${n.applicationId}`}>{n.jobTitle}</Link>}
          />
        </Card>
        <Contracts file={file.data} />
        <Mails file={file.data} />
      </div>
      <CandidateDialog isOpen={editing} candidate={c} onClose={() => setEditing(false)} />
    </AdminPage>
  );
}

function Profile({ file: { candidate: c } }: { file: CandidateFile }) {
  const { t, i18n } = useTranslation();
  const optionLabel = useOptionLabel();
  const r = c.registration;
  const rows: [string, React.ReactNode][] = [
    [t('admin.fields.email'), <a href={`mailto:${c.email}`}>{c.email}</a>],
    [t('admin.fields.phone'), r?.phone ? <a href={`tel:${r.phone}`}>{r.phone}</a> : '—'],
    [t('admin.fields.currentLocation'), r?.currentLocation ? optionLabel(r.currentLocation) : '—'],
    [t('admin.fields.jobCategory'), r?.jobCategory ? optionLabel(r.jobCategory) : '—'],
    [t('admin.fields.experience'), r ? t(`admin.experience.${r.experience}`) : '—'],
    [t('admin.columns.skills'), r?.skills.length ? r.skills.join(', ') : '—'],
    [
      t('admin.fields.availableForRemote'),
      r ? t(r.availableForRemote ? 'admin.candidate.yes' : 'admin.candidate.no') : '—',
    ],
    [t('admin.candidate.joined'), formatDate(c.createdAt, i18n.language)],
  ];
  return (
    <Card className="admin-candidate__section">
      <h2>
        {t('admin.candidate.profile')} <ActiveTag active={c.isActive} />
      </h2>
      <dl className="admin-candidate__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Applications({ file }: { file: CandidateFile }) {
  const { t, i18n } = useTranslation();
  const col = {
    job: t('admin.candidate.job'),
    stage: t('admin.candidate.stage'),
    applied: t('admin.candidate.applied'),
  };
  return (
    <Card className="admin-candidate__section">
      <h2>{t('admin.candidates.applications', { count: file.applications.length })}</h2>
      {file.applications.length === 0 ? (
        <p className="muted">{t('admin.candidate.noApplications')}</p>
      ) : (
        <div className="admin-table-wrap">
          <HTMLTable compact striped className="admin-table" aria-label={t('admin.candidate.applicationsLabel')}>
            <thead>
              <tr>
                {[col.job, col.stage, col.applied].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {file.applications.map((a) => (
                <tr key={a.id}>
                  <Cell label={col.job}>
                    <Link className="cell-main" to={`/admin/applications/${a.id}`}>
                      {a.job.title}
                    </Link>
                    <span className="cell-sub">{a.job.company}</span>
                  </Cell>
                  <Cell label={col.stage}>
                    <StatusTag status={a.status} />
                  </Cell>
                  <Cell label={col.applied} className="cell-nowrap">
                    {formatDate(a.appliedAt, i18n.language)}
                  </Cell>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}

function Cvs({ file }: { file: CandidateFile }) {
  const { t, i18n } = useTranslation();
  const kb = numberFormat(i18n.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  return (
    <Card className="admin-candidate__section">
      <h2>{t('admin.candidate.cvs')}</h2>
      {file.cvs.length === 0 ? (
        <p className="muted">{t('admin.candidate.noCvs')}</p>
      ) : (
        <ul className="admin-candidate__list">
          {file.cvs.map((cv) => (
            <li key={cv.url}>
              <a
                className="cell-main"
                href={cv.mimeType === 'application/pdf' ? `${cv.url}?inline=1` : cv.url}
                target={cv.mimeType === 'application/pdf' ? '_blank' : undefined}
                rel="noopener"
                download={cv.mimeType === 'application/pdf' ? undefined : cv.name}
              >
                <DocumentIcon aria-hidden /> {cv.name}
              </a>
              <span className="muted">
                {t('admin.candidate.uploaded', {
                  date: formatDate(cv.uploadedAt, i18n.language),
                  size: kb.format(Math.max(1, Math.round(cv.size / 1000))),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Contracts({ file }: { file: CandidateFile }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const today = useBusinessToday();
  return (
    <Card className="admin-candidate__section">
      <h2>{t('admin.candidate.contracts')}</h2>
      {file.contracts.length === 0 ? (
        <p className="muted">{t('admin.candidate.noContracts')}</p>
      ) : (
        <ul className="admin-candidate__list">
          {file.contracts.map((k) => (
            <li key={k.id}>
              <span className="cell-main">{k.jobTitle}</span>{' '}
              <ContractStatusTag status={contractStatus(k.startDate, k.endDate, today)} />
              <span className="muted admin-candidate__line">
                {personName(lng, k.employerName.firstName, k.employerName.lastName)} ·{' '}
                {k.startDate
                  ? `${formatDate(k.startDate, lng)} – ${k.endDate ? formatDate(k.endDate, lng) : t('admin.contracts.openEnded')}`
                  : t('admin.contracts.notScheduled')}{' '}
                · {t('admin.candidate.dayRate', { rate: formatEur(lng, k.dayRate) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Mails({ file }: { file: CandidateFile }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="admin-candidate__section">
      <h2>{t('admin.candidate.mails')}</h2>
      {file.mails.length === 0 ? (
        <p className="muted">{t('admin.candidate.noMails')}</p>
      ) : (
        <ul className="admin-candidate__list">
          {file.mails.map((m) => (
            <li key={m.id}>
              <span className="admin-candidate__line muted">
                {formatDate(m.createdAt, i18n.language)} <MailStatusTag status={m.status} />
              </span>
              <MailBody mail={m} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

// The application panel, for staff (/admin/applications/:id) and for an employer's own jobs
// (/employer/applications/:id): the CV in the page (a PDF framed; a Word file to download), the cover
// letter, the dated stage history with who moved it, notes (staff choose internal or shared), the
// reviewer's 1–5 rating with the average, a stage selector with a Move button, and previous/next
// applicant (J/K or Alt+←/→, said on screen). ?stage= keeps previous/next inside one stage.
import { AnchorButton, Button, Card, NonIdealState } from '@blueprintjs/core';
import { ArrowLeftIcon, ArrowRightIcon, DownloadIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  LIMITS,
  personName,
  type ApplicationStatus,
  type DeskApplication,
  type NoteVisibility,
} from '../../../server/contract/index.ts';
import { AreaLayout } from '../../ui/AreaLayout.tsx';
import { Field } from '../../ui/fields.tsx';
import { ErrorState, PageSpinner } from '../../ui/PageStates.tsx';
import { StatusTag } from '../applications/StatusTag.tsx';
import { isStage, panelPath, useApplicationPanel, useDeskWrite, type DeskArea } from './queries.ts';
import { NoteList } from './NoteList.tsx';
import { StageMoveForm } from './StageMoveForm.tsx';
import { formatDateTime } from './format.ts';
import { InterviewSlots } from '../interviews/InterviewSlots.tsx';
import '../applications/i18n.ts';
import '../applications/applications.css';
import '../../ui/blueprint.ts';
import './desk.css';
import { numberFormat } from '../../i18n/intl.ts';

/** Whether a key press belongs to a field being typed in (shortcuts then stay out of the way). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export default function ApplicationPanelPage({ area }: { area: DeskArea }) {
  const { t } = useTranslation();
  const id = Number(useParams().application);
  const [search] = useSearchParams();
  const stageParam = search.get('stage');
  const stage = isStage(stageParam) ? stageParam : undefined;
  const query = useApplicationPanel(area, Number.isInteger(id) && id > 0 ? id : 0, stage);
  const back =
    area === 'employer' && query.data ? (
      <Link
        className="back-link"
        to={`/employer/jobs/${query.data.application.jobId}${stage ? `?stage=${stage}` : ''}`}
      >
        <ArrowLeftIcon size={14} aria-hidden /> {t('desk.back')}
      </Link>
    ) : (
      <Link className="back-link" to={area === 'admin' ? '/admin/dashboard' : '/employer/dashboard'}>
        <ArrowLeftIcon size={14} aria-hidden /> {t('desk.backToDashboard')}
      </Link>
    );

  let body;
  if (query.isPending) body = <PageSpinner />;
  else if (query.isError)
    body =
      query.error.status === 404 || query.error.status === 400 || query.error.status === 403 ? (
        <NonIdealState
          className="desk-missing"
          title={t('desk.notFoundTitle')}
          description={t('desk.notFoundText')}
          icon="search"
        />
      ) : (
        <ErrorState
          title={t('desk.loadFailed')}
          message=""
          action={<Button text={t('common.tryAgain')} onClick={() => void query.refetch()} />}
        />
      );
  else body = <Panel area={area} id={id} panel={query.data} stage={stage} />;

  return (
    <AreaLayout area={area} title={t('desk.panelTitle')}>
      {back}
      {body}
    </AreaLayout>
  );
}

function Panel({
  area,
  id,
  panel,
  stage,
}: {
  area: DeskArea;
  id: number;
  panel: DeskApplication;
  stage: ApplicationStatus | undefined;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const navigate = useNavigate();
  const { application: app, neighbours } = panel;
  const name = personName(lng, app.candidate.firstName, app.candidate.lastName);
  const link = (to: number) => panelPath(area, to, stage);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || typing(e.target)) return;
      const next = (e.key === 'j' && !e.altKey) || (e.altKey && e.key === 'ArrowRight');
      const previous = (e.key === 'k' && !e.altKey) || (e.altKey && e.key === 'ArrowLeft');
      const to = next ? neighbours.next : previous ? neighbours.previous : null;
      if (to === null) return;
      e.preventDefault();
      void navigate(panelPath(area, to, stage));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [area, navigate, neighbours, stage]);

  return (
    <div className="desk-panel" data-testid="application-panel">
      <header className="desk-panel__head">
        <div className="desk-panel__who">
          <h2>
            {name} <StatusTag status={app.status} />
          </h2>
          <p className="muted">
            {t('desk.appliedFor', {
              title: app.job.title,
              company: app.job.company,
              date: formatDateTime(app.appliedAt, lng),
            })}
          </p>
          <p className="muted">
            <a href={`mailto:${app.candidate.email}`}>{app.candidate.email}</a>
            {area === 'admin' ? (
              <>
                {' · '}
                <Link to={`/admin/candidates/${app.candidateId}`}>{t('desk.candidatePage')}</Link>
              </>
            ) : null}
          </p>
        </div>
        <nav className="desk-panel__nav" aria-label={t('desk.applicants')}>
          <NeighbourLink to={neighbours.previous === null ? null : link(neighbours.previous)} keys="K Alt+ArrowLeft">
            <ArrowLeftIcon size={14} aria-hidden /> {t('desk.previous')}
          </NeighbourLink>
          <NeighbourLink to={neighbours.next === null ? null : link(neighbours.next)} keys="J Alt+ArrowRight">
            {t('desk.next')} <ArrowRightIcon size={14} aria-hidden />
          </NeighbourLink>
          <p className="desk-panel__keys muted" id="desk-shortcuts">
            {t('desk.shortcuts')}
          </p>
        </nav>
      </header>

      <div className="desk-panel__grid">
        <div className="desk-panel__main">
          <CvSection panel={panel} name={name} />
          <Card className="desk-card">
            <h3>{t('desk.coverLetter')}</h3>
            {app.notes ? (
              <p className="desk-letter">{app.notes}</p>
            ) : (
              <p className="muted">{t('desk.noCoverLetter')}</p>
            )}
          </Card>
        </div>
        <div className="desk-panel__side">
          <StageSection area={area} id={id} current={app.status} />
          <InterviewSlots area={area} applicationId={id} />
          <RatingSection area={area} id={id} panel={panel} />
          <NotesSection area={area} id={id} panel={panel} />
          <HistorySection panel={panel} />
        </div>
      </div>
    </div>
  );
}

function NeighbourLink({ to, keys, children }: { to: string | null; keys: string; children: React.ReactNode }) {
  if (to === null)
    return (
      <span className="desk-nav-link is-disabled" aria-disabled="true">
        {children}
      </span>
    );
  return (
    <Link className="desk-nav-link" to={to} aria-keyshortcuts={keys} aria-describedby="desk-shortcuts">
      {children}
    </Link>
  );
}

function CvSection({ panel, name }: { panel: DeskApplication; name: string }) {
  const { t } = useTranslation();
  const cv = panel.cv;
  return (
    <Card className="desk-card">
      <h3>{t('desk.cv')}</h3>
      {!cv ? (
        <p className="muted">{t('desk.noCv')}</p>
      ) : (
        <>
          {cv.mimeType === 'application/pdf' ? (
            <CvPreview key={cv.url} url={cv.url} title={t('desk.cvFrame', { name })} />
          ) : (
            <p className="muted">{t('desk.cvWord')}</p>
          )}
          <AnchorButton
            variant="outlined"
            icon={<DownloadIcon />}
            href={cv.url}
            download={cv.name}
            text={t('desk.cvDownload', { name: cv.name })}
            className="desk-cv-download"
          />
        </>
      )}
    </Card>
  );
}

/** Whether this browser shows a PDF inside a page (Chrome on Android does not: a framed PDF downloads itself). */
const pdfViewer = () => typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;

/**
 * The PDF framed, or a sentence saying why not. The frame stays hidden behind "Loading the CV…" until its
 * document has arrived (Chromium's viewer draws an empty dark box meanwhile), and a document that is not
 * the PDF (the file gone, the session ended, no network: the browser's error page, which this page cannot
 * read) gives way to a sentence; the download button under it stays either way.
 */
function CvPreview({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  if (!pdfViewer()) return <p className="muted">{t('desk.cvNoViewer')}</p>;
  if (state === 'failed') return <p className="muted">{t('desk.cvFailed')}</p>;
  return (
    <div className="desk-cv" aria-busy={state === 'loading' || undefined}>
      {state === 'loading' && <p className="desk-cv__loading muted">{t('desk.cvLoading')}</p>}
      <iframe
        src={`${url}?inline=1`}
        title={title}
        hidden={state === 'loading'}
        onLoad={(event) =>
          setState(event.currentTarget.contentDocument?.contentType === 'application/pdf' ? 'shown' : 'failed')
        }
      />
    </div>
  );
}

function StageSection({ area, id, current }: { area: DeskArea; id: number; current: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Card className="desk-card">
      <h3>{t('desk.stage')}</h3>
      <StageMoveForm area={area} id={id} current={current} label={t('desk.stageLabel')} />
    </Card>
  );
}

export function RatingSection({ area, id, panel }: { area: DeskArea; id: number; panel: DeskApplication }) {
  const { t, i18n } = useTranslation();
  const write = useDeskWrite(area, id);
  const { rating } = panel;
  // The star chosen shows at once, in the same render as the tap (the mutation's own pending state arrives a
  // task later, and the radio meanwhile snapped back); the answer then confirms it, or, refused, the saved
  // one comes back.
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = chosen ?? rating.mine;
  const average =
    rating.average === null ? null : numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(rating.average);
  return (
    <Card className="desk-card">
      <h3>{t('desk.rating')}</h3>
      <fieldset className="desk-rating" aria-busy={write.isPending || undefined}>
        <legend>{t('desk.ratingLegend')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={shown !== null && n <= shown ? 'is-on' : undefined}>
            <input
              type="radio"
              name={`rating-${id}`}
              value={n}
              checked={shown === n}
              onChange={() => {
                if (write.isPending) return;
                setChosen(n);
                write.mutate({ kind: 'rating', rating: n }, { onSettled: () => setChosen(null) });
              }}
              aria-label={t('desk.ratingValue', { count: n })}
            />
            <span aria-hidden>★</span>
          </label>
        ))}
      </fieldset>
      <p className="muted" data-testid="rating-average">
        {average === null ? t('desk.noRatings') : t('desk.average', { average, count: rating.count })}
      </p>
    </Card>
  );
}

function NotesSection({ area, id, panel }: { area: DeskArea; id: number; panel: DeskApplication }) {
  const { t } = useTranslation();
  const write = useDeskWrite(area, id);
  const form = useForm<{ text: string; visibility: NoteVisibility }>({
    defaultValues: { text: '', visibility: 'internal' },
  });
  const text = useWatch({ control: form.control, name: 'text' });
  const staff = area === 'admin';
  return (
    <Card className="desk-card">
      <h3>{t('desk.notes')}</h3>
      <FormProvider {...form}>
        <form
          className="desk-note-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!text.trim() || write.isPending) return;
            const { visibility } = form.getValues();
            write.mutate(
              { kind: 'note', text, ...(staff ? { visibility } : {}) },
              { onSuccess: () => form.resetField('text') },
            );
          }}
        >
          <Field
            type="textarea"
            id={`note-${id}`}
            name="text"
            label={t('desk.noteLabel')}
            rows={3}
            maxLength={LIMITS.noteMax}
            counter={LIMITS.noteMax}
          />
          {staff ? (
            <Field
              type="radio"
              id={`note-${id}-visibility`}
              name="visibility"
              label={t('desk.visibility')}
              options={[
                { value: 'internal', label: t('desk.internal') },
                { value: 'shared', label: t('desk.shared') },
              ]}
            />
          ) : (
            <p className="muted">{t('desk.sharedOnly')}</p>
          )}
          <Button type="submit" text={t('desk.addNote')} disabled={!text.trim()} loading={write.isPending} />
        </form>
      </FormProvider>
      <NoteList notes={panel.notes} />
    </Card>
  );
}

function HistorySection({ panel }: { panel: DeskApplication }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <Card className="desk-card">
      <h3>{t('desk.history')}</h3>
      <ol className="desk-history">
        {panel.history.map((h, i) => (
          <li key={i}>
            <time dateTime={h.at}>{formatDateTime(h.at, lng)}</time>
            <span>
              {h.from
                ? t('desk.historyEntry', { from: t(`apply.status.${h.from}`), to: t(`apply.status.${h.to}`) })
                : t('desk.historyFirst', { to: t(`apply.status.${h.to}`) })}
            </span>
            <span className="muted">
              {h.by
                ? t('desk.by', {
                    name: personName(lng, h.by.firstName, h.by.lastName),
                    role: t(`desk.roles.${h.by.role}`),
                  })
                : t('desk.byUnknown')}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

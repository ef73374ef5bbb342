// Bulk actions on the desk's application lists: the bar over a list once rows are selected
// ('3 selected', Move to…, Reject…), the message dialog of a move to a message stage (the stage's template
// in each language the chosen candidates speak, editable, or 'Send nothing': the single move's choices),
// and each application's outcome afterwards (moved, or skipped and why). One request moves them all
// (POST …/applications/bulk-stage); the server holds an employer to their own jobs' applications.
import { Button, Callout, Classes, HTMLSelect } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STATUSES,
  isMessageStage,
  stageMessageSchema,
  type ApplicationStatus,
  type BulkStageResult,
  type Language,
  type MessageStage,
  type StageMessageInput,
} from '../../../server/contract/index.ts';
import { codeText } from '../../i18n/codes.ts';
import { AppDialog } from '../../ui/AppDialog.tsx';
import { notify } from '../../ui/toaster.tsx';
import { MessageFields, SendChoice } from './MessageFields.tsx';
import { languageName } from './messageTexts.ts';
import { isStage, useBulkMessage, useBulkMove, type BulkMove, type DeskArea } from './queries.ts';
import '../applications/i18n.ts';
import './i18n.ts';
import './desk.css';

/** A selected row as the bar names it. */
export interface BulkRow {
  id: number;
  name: string;
}

type Outcome = BulkStageResult['results'][number]['outcome'];
interface Done {
  stage: ApplicationStatus;
  results: { id: number; name: string; outcome: Outcome }[];
}

export function BulkBar({ area, rows, onClear }: { area: DeskArea; rows: BulkRow[]; onClear: () => void }) {
  const { t } = useTranslation();
  const move = useBulkMove(area);
  const [target, setTarget] = useState<ApplicationStatus | ''>('');
  const [dialog, setDialog] = useState<MessageStage | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const selectId = useId();
  const names = new Map(rows.map((r) => [r.id, r.name]));

  const run = (body: BulkMove, after?: () => void) =>
    move.mutate(body, {
      onSuccess: ({ results }) => {
        const moved = results.filter((r) => r.outcome === 'moved').length;
        setDone({
          stage: body.stage,
          results: results.map((r) => ({ ...r, name: names.get(r.id) ?? `#${r.id}` })),
        });
        notify({
          intent: moved === results.length ? 'success' : 'warning',
          title: t('desk.bulk.summary', { moved, skipped: results.length - moved }),
        });
        setTarget('');
        onClear();
        after?.();
      },
    });

  const moveTo = () => {
    if (!target || rows.length === 0) return;
    if (isMessageStage(target)) setDialog(target);
    else run({ ids: rows.map((r) => r.id), stage: target });
  };

  return (
    <>
      {rows.length > 0 ? (
        <section className="desk-bulk" aria-label={t('desk.bulk.label')} data-testid="bulk-bar">
          <strong className="desk-bulk__count" aria-live="polite">
            {t('desk.bulk.selected', { count: rows.length })}
          </strong>
          <span className="desk-bulk__move">
            <label htmlFor={selectId} className="visually-hidden">
              {t('desk.bulk.moveTo')}
            </label>
            <HTMLSelect
              id={selectId}
              value={target}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setTarget(isStage(v) ? v : '');
              }}
              options={[
                { value: '', label: t('desk.bulk.moveTo') },
                ...APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`apply.status.${s}`) })),
              ]}
            />
            <Button text={t('desk.bulk.move')} disabled={!target} loading={move.isPending} onClick={moveTo} />
          </span>
          <Button
            intent="danger"
            variant="outlined"
            text={t('desk.bulk.reject')}
            disabled={move.isPending}
            onClick={() => setDialog('rejected')}
          />
          <Button variant="minimal" text={t('desk.bulk.clear')} onClick={onClear} />
        </section>
      ) : null}
      {done ? <BulkOutcome done={done} onDismiss={() => setDone(null)} /> : null}
      {dialog ? (
        <BulkMessageDialog
          area={area}
          stage={dialog}
          rows={rows}
          busy={move.isPending}
          onClose={() => setDialog(null)}
          onSend={(messages) => run({ ids: rows.map((r) => r.id), stage: dialog, messages }, () => setDialog(null))}
        />
      ) : null}
    </>
  );
}

/** Each application's outcome of the last bulk move. */
function BulkOutcome({ done, onDismiss }: { done: Done; onDismiss: () => void }) {
  const { t } = useTranslation();
  const moved = done.results.filter((r) => r.outcome === 'moved').length;
  return (
    <Callout
      className="desk-bulk-outcome"
      intent={moved === done.results.length ? 'success' : 'warning'}
      title={t('desk.bulk.outcomeTitle', { stage: t(`apply.status.${done.stage}`) })}
      role="status"
      data-testid="bulk-outcome"
    >
      <p>{t('desk.bulk.summary', { moved, skipped: done.results.length - moved })}</p>
      <ul>
        {done.results.map((r) => (
          <li key={r.id}>
            {r.name}: {t(`desk.bulk.outcome.${r.outcome}`)}
          </li>
        ))}
      </ul>
      <Button variant="minimal" size="small" text={t('desk.bulk.dismiss')} onClick={onDismiss} />
    </Callout>
  );
}

type Drafts = Partial<Record<Language, StageMessageInput>>;

/** The message of a bulk move to a message stage: per language of the chosen candidates, or nothing. */
function BulkMessageDialog({
  area,
  stage,
  rows,
  busy,
  onClose,
  onSend,
}: {
  area: DeskArea;
  stage: MessageStage;
  rows: BulkRow[];
  busy: boolean;
  onClose: () => void;
  onSend: (messages: Drafts | null) => void;
}) {
  const { t } = useTranslation();
  const ids = rows.map((r) => r.id);
  const template = useBulkMessage(area, stage, ids);
  const [send, setSend] = useState(true);
  const [edited, setEdited] = useState<Drafts>({});
  const [error, setError] = useState<string | null>(null);
  const drafts = template.data?.drafts ?? [];
  const textOf = (language: Language): StageMessageInput => {
    const d = drafts.find((x) => x.language === language)!;
    return edited[language] ?? { subject: d.subject, body: d.body };
  };
  const reject = stage === 'rejected';
  const title = reject
    ? t('desk.bulk.rejectTitle', { count: rows.length })
    : t('desk.bulk.moveTitle', { count: rows.length, stage: t(`apply.status.${stage}`) });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy || !template.data) return;
    if (!send) return onSend(null);
    const messages: Drafts = {};
    for (const d of drafts) {
      const parsed = stageMessageSchema.safeParse(textOf(d.language));
      if (!parsed.success) {
        setError(codeText(t, parsed.error.issues[0]?.message));
        return;
      }
      messages[d.language] = parsed.data;
    }
    setError(null);
    onSend(messages);
  };

  return (
    <AppDialog isOpen title={title} onClose={onClose} busy={busy} className="desk-bulk-dialog">
      <form onSubmit={submit}>
        <div className={Classes.DIALOG_BODY}>
          <p>{t('desk.bulk.chosen', { count: rows.length })}</p>
          <ul className="desk-bulk-dialog__names">
            {rows.map((r) => (
              <li key={r.id}>{r.name}</li>
            ))}
          </ul>
          {template.isError ? (
            <p className="desk-message__error" role="alert">
              {codeText(t, template.error.code, t('desk.message.loadFailed'))}
            </p>
          ) : !template.data ? (
            <p className="muted" aria-live="polite">
              {t('desk.message.loading')}
            </p>
          ) : (
            <>
              <SendChoice id="bulk-message-send" send={send} onChange={setSend} />
              {send
                ? drafts.map((d) => (
                    <LanguageMessage
                      key={d.language}
                      language={d.language}
                      count={d.count}
                      value={textOf(d.language)}
                      onChange={(v) => {
                        setEdited((old) => ({ ...old, [d.language]: v }));
                        setError(null);
                      }}
                    />
                  ))
                : null}
              {send ? <p className="muted">{t('desk.message.placeholders')}</p> : null}
            </>
          )}
          {error ? (
            <p className="desk-message__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              type="submit"
              intent={reject ? 'danger' : 'primary'}
              text={
                reject
                  ? t('desk.bulk.rejectConfirm', { count: rows.length })
                  : t('desk.bulk.moveConfirm', { count: rows.length })
              }
              disabled={!template.data}
              loading={busy}
            />
          </div>
        </div>
      </form>
    </AppDialog>
  );
}

function LanguageMessage({
  language,
  count,
  value,
  onChange,
}: {
  language: Language;
  count: number;
  value: StageMessageInput;
  onChange: (v: StageMessageInput) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="desk-message" data-testid={`bulk-message-${language}`}>
      <legend>{t('desk.bulk.messageIn', { language: languageName(t, language), count })}</legend>
      <MessageFields id={`bulk-message-${language}`} rows={7} value={value} onChange={onChange} />
    </fieldset>
  );
}

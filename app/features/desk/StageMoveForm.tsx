// Moving an application to another stage, the one form of the application panel and of a job's
// pipeline: a stage select and Move (keyboard first). Choosing interview, offer, hired or rejected opens
// the message to the candidate, filled in from that stage's template in the candidate's language: the
// sender edits it or chooses to send nothing.
import { Button, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STATUSES,
  isMessageStage,
  stageMessageSchema,
  type ApplicationStatus,
  type MessageStage,
} from '../../../server/contract/index.ts';
import { codeText } from '../../i18n/codes.ts';
import { MessageFields, SendChoice } from './MessageFields.tsx';
import { languageName } from './messageTexts.ts';
import { useMessageDraft } from './messageQueries.ts';
import { isStage, useDeskWrite, type DeskArea } from './queries.ts';

export function StageMoveForm({
  area,
  id,
  current,
  label,
  hideLabel = false,
  buttonLabel,
  initial,
  onMoved,
}: {
  area: DeskArea;
  id: number;
  current: ApplicationStatus;
  /** The select's label (the panel shows it; a pipeline card names the applicant and hides it). */
  label: string;
  hideLabel?: boolean;
  /** The Move button's accessible name, when the card needs the applicant's name in it. */
  buttonLabel?: string;
  /** The stage chosen when the form opens (the board's drop or menu asked for it). */
  initial?: ApplicationStatus;
  /** Called once the move is saved (the board's dialog closes). */
  onMoved?: () => void;
}) {
  const { t } = useTranslation();
  const write = useDeskWrite(area, id);
  // The stage chosen but not yet moved to (null: none, the select shows the current one).
  const [chosen, setChosen] = useState<ApplicationStatus | null>(initial ?? null);
  const draft = chosen ?? current;
  const messageStage = draft !== current && isMessageStage(draft) ? draft : null;
  const [message, setMessage] = useState<{ send: boolean; subject: string; body: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();

  return (
    <form
      className="desk-stage"
      onSubmit={(e) => {
        e.preventDefault();
        if (draft === current || write.isPending) return;
        let sent = undefined;
        if (messageStage) {
          if (!message) return; // the template is still loading
          if (message.send) {
            const parsed = stageMessageSchema.safeParse({ subject: message.subject, body: message.body });
            if (!parsed.success) {
              setError(codeText(t, parsed.error.issues[0]?.message));
              return;
            }
            sent = parsed.data;
          } else sent = null;
        }
        setError(null);
        write.mutate(
          { kind: 'stage', stage: draft, ...(sent === undefined ? {} : { message: sent }) },
          {
            onSuccess: () => {
              setChosen(null);
              setMessage(null);
              onMoved?.();
            },
            // Said by the form too, not only by the passing toast: a move that never reached the server
            // (no answer, no network) stays visibly not done, the chosen stage and message kept for Move again.
            onError: (err) => setError(`${t('desk.moveFailed')}. ${codeText(t, err.code)}`),
          },
        );
      }}
    >
      <label htmlFor={selectId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <HTMLSelect
        id={selectId}
        value={draft}
        onChange={(e) => {
          const v = e.currentTarget.value;
          if (isStage(v)) {
            setChosen(v);
            setMessage(null);
            setError(null);
          }
        }}
      >
        {APPLICATION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`apply.status.${s}`)}
          </option>
        ))}
      </HTMLSelect>
      {messageStage ? (
        <MessageComposer
          area={area}
          id={id}
          stage={messageStage}
          message={message}
          onChange={(m) => {
            setMessage(m);
            setError(null);
          }}
        />
      ) : null}
      {error ? (
        <p className="desk-message__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        intent="primary"
        text={t('desk.move')}
        disabled={draft === current || (messageStage !== null && message === null)}
        loading={write.isPending}
        aria-label={buttonLabel}
      />
    </form>
  );
}

function MessageComposer({
  area,
  id,
  stage,
  message,
  onChange,
}: {
  area: DeskArea;
  id: number;
  stage: MessageStage;
  message: { send: boolean; subject: string; body: string } | null;
  onChange: (m: { send: boolean; subject: string; body: string }) => void;
}) {
  const { t } = useTranslation();
  const draft = useMessageDraft(area, id, stage);
  const fieldId = useId();
  // The template, once read, fills the message (sent unless the sender chooses otherwise).
  useEffect(() => {
    if (draft.data && message === null) onChange({ send: true, subject: draft.data.subject, body: draft.data.body });
  }, [draft.data, message, onChange]);

  if (draft.isError)
    return (
      <p className="desk-message__error" role="alert">
        {codeText(t, draft.error.code, t('desk.message.loadFailed'))}
      </p>
    );
  if (!draft.data || !message)
    return (
      <p className="muted desk-message" aria-live="polite">
        {t('desk.message.loading')}
      </p>
    );
  return (
    <div className="desk-message" data-testid="stage-message">
      <SendChoice id={`${fieldId}-send`} send={message.send} onChange={(send) => onChange({ ...message, send })} />
      <p className="muted">{t('desk.message.language', { language: languageName(t, draft.data.language) })}</p>
      {message.send ? (
        <>
          <MessageFields id={fieldId} rows={8} value={message} onChange={(text) => onChange({ ...message, ...text })} />
          <p className="muted">{t('desk.message.placeholders')}</p>
        </>
      ) : null}
    </div>
  );
}

// The application panel's interviews card, for staff and the job's employer: every interview
// with its slots in the viewer's zone (the chosen one marked), the .ics, moving a scheduled one to a new
// time, cancelling; and a form proposing one or more slots typed in Budapest time, open until a first
// proposal is sent and then on demand.
import { AnchorButton, Button, Card, HTMLSelect, InputGroup, Tag, TextArea } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INTERVIEW_LIMITS,
  INTERVIEW_MINUTES,
  personName,
  type Interview,
  type SlotInput,
} from '../../../server/contract/index.ts';
import { slotText, viewerZone } from './format.ts';
import { invitationPath, useApplicationInterviews, useInterviewWrite, type InterviewArea } from './queries.ts';
import './interviews.css';

const emptySlot = (): SlotInput => ({ date: '', time: '', minutes: 60 });

export function InterviewSlots({ area, applicationId }: { area: InterviewArea; applicationId: number }) {
  const { t } = useTranslation();
  const list = useApplicationInterviews(area, applicationId);
  // The form opens by itself only while nothing has been proposed; once a proposal is sent the card shows it
  // (its slots and status, with moving and cancelling) and another is proposed on demand.
  const [proposing, setProposing] = useState(false);
  const none = list.data?.length === 0;
  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!proposing && refocus.current) opener.current?.focus();
    refocus.current = false;
  }, [proposing, list.data]);
  const close = () => {
    refocus.current = true;
    setProposing(false);
  };
  return (
    <Card className="desk-card interviews">
      <h3>{t('interviews.title')}</h3>
      {list.data && list.data.length > 0 ? (
        <>
          <p className="muted">{t('interviews.zone', { zone: viewerZone() })}</p>
          <ul className="interviews__list">
            {list.data.map((i) => (
              <li key={i.id}>
                <InterviewItem area={area} applicationId={applicationId} interview={i} />
              </li>
            ))}
          </ul>
        </>
      ) : list.data ? (
        <p className="muted">{t('interviews.none')}</p>
      ) : null}
      {proposing || none ? (
        <ProposeForm
          area={area}
          applicationId={applicationId}
          onSent={close}
          onClose={proposing && !none ? close : undefined}
        />
      ) : list.data ? (
        <Button
          ref={opener}
          icon={<PlusIcon />}
          text={t('interviews.proposeAnother')}
          onClick={() => setProposing(true)}
        />
      ) : null}
    </Card>
  );
}

function InterviewItem({
  area,
  applicationId,
  interview: i,
}: {
  area: InterviewArea;
  applicationId: number;
  interview: Interview;
}) {
  const { t, i18n } = useTranslation();
  const write = useInterviewWrite(area, applicationId);
  const [moving, setMoving] = useState(false);
  const [slot, setSlot] = useState<SlotInput>(emptySlot);
  const open = i.status === 'proposed' || i.status === 'scheduled';
  return (
    <div className="interviews__item" data-status={i.status}>
      <p className="interviews__status">
        <Tag minimal intent={i.status === 'scheduled' ? 'success' : i.status === 'proposed' ? 'primary' : 'none'}>
          {t(`interviews.status.${i.status}`)}
        </Tag>
        {i.proposedBy ? (
          <span className="muted">
            {t('interviews.proposedBy', {
              name: personName(i18n.language, i.proposedBy.firstName, i.proposedBy.lastName),
            })}
          </span>
        ) : null}
      </p>
      <ul className="interviews__slots">
        {i.slots.map((s) => (
          <li key={s.id} className={s.id === i.chosenSlotId ? 'is-chosen' : undefined}>
            {slotText(s, i18n.language)}
            {s.id === i.chosenSlotId ? (
              <Tag minimal intent="success" className="interviews__chosen">
                {t('interviews.chosen')}
              </Tag>
            ) : null}
          </li>
        ))}
      </ul>
      <p>
        <strong>{t('interviews.where')}:</strong> {i.location}
      </p>
      {i.note ? <p className="interviews__note">{i.note}</p> : null}
      <div className="interviews__actions">
        {i.chosenSlotId !== null && (i.status === 'scheduled' || i.status === 'cancelled') ? (
          <AnchorButton href={invitationPath(i.id, i18n.language)} download text={t('interviews.download')} />
        ) : null}
        {i.status === 'scheduled' ? (
          <Button text={t('interviews.reschedule')} onClick={() => setMoving((m) => !m)} aria-expanded={moving} />
        ) : null}
        {open ? (
          <Button
            intent="danger"
            text={t('interviews.cancel')}
            loading={write.isPending && write.variables?.kind === 'cancel'}
            onClick={() => write.mutate({ kind: 'cancel', id: i.id })}
          />
        ) : null}
      </div>
      {moving && i.status === 'scheduled' ? (
        <form
          className="interviews__form"
          onSubmit={(e) => {
            e.preventDefault();
            write.mutate({ kind: 'reschedule', id: i.id, slot }, { onSuccess: () => setMoving(false) });
          }}
        >
          <SlotFields slot={slot} onChange={setSlot} legend={t('interviews.reschedule')} />
          <Button type="submit" intent="primary" text={t('interviews.rescheduleSave')} loading={write.isPending} />
        </form>
      ) : null}
    </div>
  );
}

function SlotFields({
  slot,
  onChange,
  legend,
  onRemove,
  removeLabel,
}: {
  slot: SlotInput;
  onChange: (s: SlotInput) => void;
  legend: string;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="interviews__slot">
      <legend>{legend}</legend>
      <div className="interviews__slot-fields">
        <div className="interviews__field">
          <label htmlFor={`${id}-date`}>{t('interviews.date')}</label>
          <input
            id={`${id}-date`}
            className="bp6-input"
            type="date"
            required
            value={slot.date}
            onChange={(e) => onChange({ ...slot, date: e.currentTarget.value })}
          />
        </div>
        <div className="interviews__field">
          <label htmlFor={`${id}-time`}>{t('interviews.start')}</label>
          <input
            id={`${id}-time`}
            className="bp6-input"
            type="time"
            required
            value={slot.time}
            onChange={(e) => onChange({ ...slot, time: e.currentTarget.value })}
          />
        </div>
        <div className="interviews__field">
          <label htmlFor={`${id}-length`}>{t('interviews.length')}</label>
          <HTMLSelect
            id={`${id}-length`}
            value={slot.minutes}
            onChange={(e) => onChange({ ...slot, minutes: Number(e.currentTarget.value) })}
          >
            {INTERVIEW_MINUTES.map((m) => (
              <option key={m} value={m}>
                {t('interviews.minutes', { count: m })}
              </option>
            ))}
          </HTMLSelect>
        </div>
        {onRemove ? <Button variant="minimal" text={removeLabel} onClick={onRemove} /> : null}
      </div>
    </fieldset>
  );
}

function ProposeForm({
  area,
  applicationId,
  onSent,
  onClose,
}: {
  area: InterviewArea;
  applicationId: number;
  onSent: () => void;
  /** Closes the form unsent (when it was opened on demand). */
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const write = useInterviewWrite(area, applicationId);
  const [slots, setSlots] = useState<SlotInput[]>(() => [emptySlot()]);
  const [location, setLocation] = useState('');
  const [note, setNote] = useState('');
  const id = useId();
  return (
    <form
      className="interviews__form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (write.isPending) return;
        write.mutate(
          { kind: 'propose', proposal: { slots, location, ...(note.trim() ? { note } : {}) } },
          {
            onSuccess: onSent,
          },
        );
      }}
    >
      <h4 id={`${id}-title`}>{t('interviews.propose')}</h4>
      <p className="muted">{t('interviews.proposeHint')}</p>
      {slots.map((s, n) => (
        <SlotFields
          key={n}
          slot={s}
          legend={t('interviews.slot', { n: n + 1 })}
          onChange={(next) => setSlots(slots.map((x, k) => (k === n ? next : x)))}
          onRemove={slots.length > 1 ? () => setSlots(slots.filter((_, k) => k !== n)) : undefined}
          removeLabel={t('interviews.removeSlot', { n: n + 1 })}
        />
      ))}
      {slots.length < INTERVIEW_LIMITS.slotsMax ? (
        <Button text={t('interviews.addSlot')} onClick={() => setSlots([...slots, emptySlot()])} />
      ) : null}
      <label htmlFor={`${id}-location`}>{t('interviews.location')}</label>
      <InputGroup
        id={`${id}-location`}
        required
        value={location}
        maxLength={INTERVIEW_LIMITS.locationMax}
        onValueChange={setLocation}
      />
      <label htmlFor={`${id}-note`}>{t('interviews.note')}</label>
      <TextArea
        id={`${id}-note`}
        fill
        rows={2}
        value={note}
        maxLength={INTERVIEW_LIMITS.noteMax}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <div className="interviews__actions">
        <Button type="submit" intent="primary" text={t('interviews.send')} loading={write.isPending} />
        {onClose ? <Button text={t('interviews.closeForm')} onClick={onClose} /> : null}
      </div>
    </form>
  );
}

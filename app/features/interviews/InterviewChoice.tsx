// Under an application in My Applications: the interviews proposed on it. A proposal lists
// its slots in the candidate's own zone to pick one, or decline them all; a scheduled interview shows its
// time, place and the calendar file.
import { AnchorButton, Button, Callout } from '@blueprintjs/core';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Interview } from '../../../server/contract/index.ts';
import { Field } from '../../ui/fields.tsx';
import { slotText, viewerZone } from './format.ts';
import { invitationPath, useAnswerInterview, useCandidateInterviews } from './queries.ts';
import './interviews.css';

export function InterviewChoice({ applicationId }: { applicationId: number }) {
  const { data } = useCandidateInterviews();
  const mine = (data ?? []).filter((i) => i.applicationId === applicationId);
  if (mine.length === 0) return null;
  return (
    <div className="interviews interviews--candidate">
      {mine.map((i) => (
        <CandidateInterview key={i.id} interview={i} />
      ))}
    </div>
  );
}

function CandidateInterview({ interview: i }: { interview: Interview }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const answer = useAnswerInterview();
  const form = useForm({ defaultValues: { slotId: '' } });
  const picked = useWatch({ control: form.control, name: 'slotId' });
  const chosen = i.slots.find((s) => s.id === i.chosenSlotId);
  const where = (
    <p>
      <strong>{t('interviews.where')}:</strong> {i.location}
    </p>
  );
  if (i.status === 'scheduled' && chosen)
    return (
      <Callout intent="success" title={t('interviews.scheduledOn', { when: slotText(chosen, lng) })}>
        {where}
        <p className="muted">{t('interviews.zone', { zone: viewerZone() })}</p>
        <AnchorButton href={invitationPath(i.id, i18n.language)} download text={t('interviews.download')} />
      </Callout>
    );
  if (i.status === 'declined') return <Callout>{t('interviews.youDeclined')}</Callout>;
  if (i.status === 'cancelled') return <Callout intent="warning">{t('interviews.wasCancelled')}</Callout>;
  return (
    <Callout intent="primary" title={t('interviews.invitation')}>
      {i.note ? <p className="interviews__note">{i.note}</p> : null}
      {where}
      <FormProvider {...form}>
        <form
          className="interviews__form"
          onSubmit={(e) => {
            e.preventDefault();
            if (picked && !answer.isPending) answer.mutate({ id: i.id, slotId: Number(picked) });
          }}
        >
          <Field
            type="radio"
            id={`interview-${i.id}-slot`}
            name="slotId"
            label={t('interviews.pick')}
            options={i.slots.map((s) => ({ value: String(s.id), label: slotText(s, lng) }))}
          />
          <p className="muted">{t('interviews.zone', { zone: viewerZone() })}</p>
          <div className="interviews__actions">
            <Button
              type="submit"
              intent="primary"
              text={t('interviews.accept')}
              disabled={!picked}
              loading={answer.isPending && answer.variables?.slotId !== null}
            />
            <Button
              text={t('interviews.decline')}
              loading={answer.isPending && answer.variables?.slotId === null}
              onClick={() => answer.mutate({ id: i.id, slotId: null })}
            />
          </div>
        </form>
      </FormProvider>
    </Callout>
  );
}

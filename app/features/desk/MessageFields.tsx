// The message a stage move sends to the candidate, as the single move and the bulk move both edit it: the
// choice between sending it and sending nothing, and its subject and text. The message is the form's own
// state (filled from a template once it is read), so these draw the shared field frame around it.
import { InputGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LIMITS, type StageMessageInput } from '../../../server/contract/index.ts';
import { ChoiceField, FieldFrame } from '../../ui/fields.tsx';
import './i18n.ts';

/** Send the message, or send nothing. */
export function SendChoice({ id, send, onChange }: { id: string; send: boolean; onChange: (send: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <ChoiceField
      id={id}
      label={t('desk.message.legend')}
      value={send ? 'send' : 'none'}
      onChange={(v) => onChange(v === 'send')}
      options={[
        { value: 'send', label: t('desk.message.send') },
        { value: 'none', label: t('desk.message.none') },
      ]}
    />
  );
}

/** The subject and the text of one message. */
export function MessageFields({
  id,
  value,
  rows,
  onChange,
}: {
  id: string;
  value: StageMessageInput;
  rows: number;
  onChange: (value: StageMessageInput) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FieldFrame id={`${id}-subject`} label={t('desk.message.subject')} error={null}>
        {(aria) => (
          <InputGroup
            id={`${id}-subject`}
            fill
            value={value.subject}
            maxLength={LIMITS.messageSubjectMax}
            onChange={(e) => onChange({ ...value, subject: e.currentTarget.value })}
            {...aria}
          />
        )}
      </FieldFrame>
      <FieldFrame id={`${id}-body`} label={t('desk.message.body')} error={null}>
        {(aria) => (
          <TextArea
            id={`${id}-body`}
            fill
            rows={rows}
            value={value.body}
            maxLength={LIMITS.messageBodyMax}
            onChange={(e) => onChange({ ...value, body: e.currentTarget.value })}
            {...aria}
          />
        )}
      </FieldFrame>
    </>
  );
}

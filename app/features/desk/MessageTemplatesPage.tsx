// /admin/messages: the message templates staff edit, one per stage (interview, offer, hired,
// rejected) and language. Each is checked as the server checks it (a subject and a body, only the
// placeholders {name}, {job} and {company}); a refusal shows the server's code in the interface language.
import { Button, Card, InputGroup, TextArea } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIMITS, MESSAGE_STAGES, stageMessageSchema, type MessageTemplate } from '../../../server/contract/index.ts';
import { codeText } from '../../i18n/codes.ts';
import { AreaLayout } from '../../ui/AreaLayout.tsx';
import { ErrorState, PageSpinner } from '../../ui/PageStates.tsx';
import { notify } from '../../ui/toaster.tsx';
import { formatDateTime } from './format.ts';
import { useMessageTemplates, useSaveTemplate } from './messageQueries.ts';
import { languageName } from './messageTexts.ts';
import '../applications/i18n.ts';
import './i18n.ts';
import '../../ui/blueprint.ts';
import './desk.css';

export default function MessageTemplatesPage() {
  const { t } = useTranslation();
  const query = useMessageTemplates();
  let body;
  if (query.isPending) body = <PageSpinner />;
  else if (query.isError)
    body = (
      <ErrorState
        title={t('desk.loadFailed')}
        message=""
        action={<Button text={t('common.tryAgain')} onClick={() => void query.refetch()} />}
      />
    );
  else
    body = MESSAGE_STAGES.map((stage) => (
      <Card key={stage} className="desk-card desk-templates__stage">
        <h2>{t(`apply.status.${stage}`)}</h2>
        <div className="desk-templates__pair">
          {query.data
            .filter((tpl) => tpl.stage === stage)
            .map((tpl) => (
              <TemplateForm key={`${tpl.stage}-${tpl.language}-${tpl.updatedAt}`} template={tpl} />
            ))}
        </div>
      </Card>
    ));
  return (
    <AreaLayout area="admin" title={t('desk.templates.title')}>
      <Link className="back-link" to="/admin/dashboard">
        <ArrowLeftIcon size={14} aria-hidden /> {t('desk.backToDashboard')}
      </Link>
      <p className="desk-templates__intro">{t('desk.templates.intro')}</p>
      {body}
    </AreaLayout>
  );
}

function TemplateForm({ template }: { template: MessageTemplate }) {
  const { t, i18n } = useTranslation();
  const save = useSaveTemplate();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [error, setError] = useState<string | null>(null);
  const subjectId = useId();
  const bodyId = useId();
  const errorId = useId();
  const language = languageName(t, template.language);
  const stage = t(`apply.status.${template.stage}`);
  return (
    <form
      className="desk-template"
      data-testid={`template-${template.stage}-${template.language}`}
      lang={template.language}
      onSubmit={(e) => {
        e.preventDefault();
        if (save.isPending) return;
        const parsed = stageMessageSchema.safeParse({ subject, body });
        if (!parsed.success) {
          setError(codeText(t, parsed.error.issues[0]?.message));
          return;
        }
        setError(null);
        save.mutate(
          { stage: template.stage, language: template.language, ...parsed.data },
          {
            onSuccess: () => notify({ intent: 'success', title: t('desk.templates.saved') }),
            onError: (err) => {
              const text = codeText(t, err.code);
              setError(text);
              notify({ intent: 'danger', title: t('desk.templates.saveFailed'), message: text });
            },
          },
        );
      }}
    >
      <label htmlFor={subjectId} lang={i18n.language}>
        {t('desk.templates.subject', { language })}
      </label>
      <InputGroup
        id={subjectId}
        fill
        value={subject}
        maxLength={LIMITS.messageSubjectMax}
        onChange={(e) => setSubject(e.currentTarget.value)}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={bodyId} lang={i18n.language}>
        {t('desk.templates.body', { language })}
      </label>
      <TextArea
        id={bodyId}
        fill
        rows={10}
        value={body}
        maxLength={LIMITS.messageBodyMax}
        onChange={(e) => setBody(e.currentTarget.value)}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="desk-message__error" role="alert" lang={i18n.language}>
          {error}
        </p>
      ) : null}
      <p className="muted" lang={i18n.language}>
        {t('desk.templates.updated', { date: formatDateTime(template.updatedAt, i18n.language) })}
      </p>
      <Button
        type="submit"
        intent="primary"
        text={t('desk.templates.save')}
        aria-label={t('desk.templates.saveLabel', { stage, language })}
        loading={save.isPending}
      />
    </form>
  );
}

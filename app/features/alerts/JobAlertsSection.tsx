// The signed-in user's job alerts on /account: each search in words with its frequency, and delete.
import { Button, Card, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { CardSkeletons } from '../../ui/PageStates.tsx';
import { notify } from '../../ui/toaster.tsx';
import { useDeleteAlert, useMyAlerts } from './api.ts';
import { alertSummary } from './summary.ts';
import './alerts.css';
import './i18n.ts';

export function JobAlertsSection() {
  const { t } = useTranslation();
  const alerts = useMyAlerts();
  const remove = useDeleteAlert();
  return (
    <Card className="account-card" id="job-alerts">
      <h2>{t('alerts.sectionTitle')}</h2>
      {alerts.isPending ? <CardSkeletons count={1} label={t('alerts.sectionLoading')} /> : null}
      {alerts.data?.length === 0 ? <p className="muted">{t('alerts.sectionEmpty')}</p> : null}
      {alerts.data?.length ? (
        <ul className="alert-list">
          {alerts.data.map((a) => {
            const summary = alertSummary(t, a.query);
            return (
              <li key={a.id} className="alert-list__item">
                <span className="alert-list__summary">{summary}</span>
                <Tag minimal>{a.frequency === 'daily' ? t('alerts.frequencyDaily') : t('alerts.frequencyInstant')}</Tag>
                <Button
                  variant="outlined"
                  intent="danger"
                  size="small"
                  text={t('alerts.delete')}
                  aria-label={t('alerts.deleteLabel', { summary })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(a.id, {
                      onSuccess: () => notify({ intent: 'success', title: t('alerts.deleted') }),
                      onError: (err) =>
                        notify({
                          intent: 'danger',
                          title: t('alerts.deleteFailed'),
                          message: codeText(t, err instanceof ApiError ? err.code : null),
                        }),
                    })
                  }
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </Card>
  );
}

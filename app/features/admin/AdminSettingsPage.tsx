// /admin/settings: read-only cards with what the server knows (database reachable, engine,
// environment, session lifetime, password policy, mail, company/brand/domain).
import { Callout, Card, Tag } from '@blueprintjs/core';
import { InfoSignIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../server/contract/index.ts';
import { ExchangeRatesPanel } from './ExchangeRatesPanel.tsx';
import { PayrollRatesPanel } from './PayrollRatesPanel.tsx';
import { useAdminSettings } from './queries.ts';
import { AdminPage, BackToDashboard, LoadError, LoadingList } from './shared.tsx';
import { TotpSection } from './TotpSection.tsx';
import '../../ui/blueprint.ts';
import '../payrolldocs/i18n.ts';

function SettingsCard({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card className="admin-panel">
      <h2>{title}</h2>
      <dl>
        {rows.map(([label, value]) => [<dt key={`${label}-t`}>{label}</dt>, <dd key={`${label}-d`}>{value}</dd>])}
      </dl>
    </Card>
  );
}

/** 'production' → Production; unknown names are shown as they are. */
const ENVIRONMENTS = ['production', 'development', 'test'] as const;
const isKnownEnvironment = (env: string): env is (typeof ENVIRONMENTS)[number] =>
  (ENVIRONMENTS as readonly string[]).includes(env);
function environmentKey(env: string) {
  return isKnownEnvironment(env) ? (`admin.settings.environments.${env}` as const) : null;
}

export default function AdminSettingsPage() {
  const { t } = useTranslation();
  const settings = useAdminSettings();
  let body: React.JSX.Element;
  if (settings.isPending) body = <LoadingList text={t('admin.settings.loading')} />;
  else if (settings.isError) body = <LoadError onRetry={() => void settings.refetch()} />;
  else {
    const s = settings.data;
    const envKey = environmentKey(s.database.environment);
    body = (
      <>
        <div className="admin-settings">
          <SettingsCard
            title={t('admin.settings.database.title')}
            rows={[
              [
                t('admin.settings.database.status'),
                s.database.connected ? (
                  <Tag intent="success" minimal round className="admin-tag">
                    {t('admin.settings.database.connected')}
                  </Tag>
                ) : (
                  <Tag intent="danger" minimal round className="admin-tag">
                    {t('admin.settings.database.disconnected')}
                  </Tag>
                ),
              ],
              [t('admin.settings.database.type'), t(`admin.settings.database.engines.${s.database.engine}`)],
              [t('admin.settings.database.environment'), envKey ? t(envKey) : s.database.environment],
            ]}
          />
          <SettingsCard
            title={t('admin.settings.security.title')}
            rows={[
              [
                t('admin.settings.security.sessionTimeout'),
                t('admin.settings.security.days', { count: s.security.sessionDays }),
              ],
              [
                t('admin.settings.security.passwordPolicy'),
                s.security.passwordPolicy === `Min ${LIMITS.passwordMin} characters`
                  ? t('admin.settings.security.minCharacters', { count: LIMITS.passwordMin })
                  : s.security.passwordPolicy,
              ],
              [
                t('admin.settings.security.twoFactor'),
                s.security.twoFactor ? t('admin.settings.configured') : t('admin.settings.notConfigured'),
              ],
            ]}
          />
          <SettingsCard
            title={t('admin.settings.email.title')}
            rows={[
              [
                t('admin.settings.email.service'),
                s.email.configured ? t('admin.settings.configured') : t('admin.settings.notConfigured'),
              ],
              [t('admin.settings.email.fromAddress'), s.email.fromAddress],
              [
                t('admin.mail.settingsMode'),
                s.email.mode === 'smtp' ? t('admin.mail.settingsModeSmtp') : t('admin.mail.settingsModeLog'),
              ],
            ]}
          />
          <SettingsCard
            title={t('admin.settings.general.title')}
            rows={[
              [t('admin.settings.general.company'), s.general.company],
              [t('admin.settings.general.brand'), s.general.brand],
              [t('admin.settings.general.domain'), s.general.domain],
              [t('payrollDocs.companyVatNumber'), s.general.vatNumber],
            ]}
          />
        </div>
        <Callout intent="primary" icon={<InfoSignIcon />} title={t('admin.settings.noteTitle')}>
          {t('admin.settings.note')}
        </Callout>
        <TotpSection />
        <PayrollRatesPanel />
        <ExchangeRatesPanel />
      </>
    );
  }
  return (
    <AdminPage title={t('admin.settings.title')}>
      <BackToDashboard />
      {body}
    </AdminPage>
  );
}

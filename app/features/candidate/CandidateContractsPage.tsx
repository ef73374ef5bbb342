// /candidate/contracts ('My contracts'): the contractor's own contracts with their derived status,
// client, day rate and fee. The server answers only the signed-in candidate's contracts. Below it,
// /candidate/contracts/:id is one contract's timesheets (a sub-route here, so the app's entry stays small).
import { Card, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { nameOf, type ContractStatus } from '../../../server/contract/index.ts';
import { CardSkeletons, ErrorState } from '../../ui/PageStates.tsx';
import { CandidateArea } from './CandidateArea.tsx';
import { useMyContracts } from './contracts.ts';
import ContractTimesheetsPage from '../timesheets/ContractTimesheetsPage.tsx';
import '../timesheets/i18n.ts';
import './contracts.css';
import { dateFormat, numberFormat } from '../../i18n/intl.ts';
import { formatEur } from '../../../server/contract/money.ts';
import { MissingTaxDetails, PayrollProfileCard } from '../allowances/PayrollProfileCard.tsx';

const INTENT: Record<ContractStatus, 'success' | 'primary' | 'none' | 'warning'> = {
  active: 'success',
  upcoming: 'primary',
  completed: 'none',
  pending: 'warning',
};

export default function CandidateContractsPage() {
  const contractId = useParams()['*'];
  return contractId ? <ContractTimesheetsPage id={contractId} /> : <MyContractsList />;
}

function MyContractsList() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const contracts = useMyContracts();
  const euro = (cents: number) => formatEur(lng, cents);
  const pct = (bp: number) => numberFormat(lng, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
  const date = (d: string | null) =>
    d ? dateFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`)) : '—';

  let body: React.JSX.Element;
  if (contracts.isPending) body = <CardSkeletons count={2} label={t('myContracts.loading')} />;
  else if (contracts.isError)
    body = <ErrorState title={t('myContracts.errorTitle')} message={t('myContracts.errorText')} />;
  else if (contracts.data.contracts.length === 0) body = <p className="muted">{t('myContracts.empty')}</p>;
  else
    body = (
      <ul className="my-contracts">
        {contracts.data.contracts.map((c) => (
          <li key={c.id}>
            <Card className="my-contract" role="article" aria-labelledby={`contract-${c.id}`}>
              <div className="my-contract__head">
                <h2 id={`contract-${c.id}`}>{c.jobTitle}</h2>
                <Tag intent={INTENT[c.status]} minimal round>
                  {t(`myContracts.status.${c.status}`)}
                </Tag>
              </div>
              <dl>
                <div>
                  <dt>{t('myContracts.client')}</dt>
                  <dd>{c.client ?? nameOf(i18n.language, c.contact)}</dd>
                </div>
                {c.client ? (
                  <div>
                    <dt>{t('myContracts.contact')}</dt>
                    <dd>{nameOf(i18n.language, c.contact)}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('myContracts.period')}</dt>
                  <dd>
                    {date(c.startDate)} – {c.endDate ? date(c.endDate) : t('myContracts.openEnded')}
                  </dd>
                </div>
                <div>
                  <dt>{t('myContracts.dayRate')}</dt>
                  <dd>{euro(c.dayRate)}</dd>
                </div>
                <div>
                  <dt>{t('myContracts.fee')}</dt>
                  <dd>{c.feePercentage === null ? '—' : pct(c.feePercentage)}</dd>
                </div>
              </dl>
              {c.status === 'active' || c.status === 'completed' ? (
                <Link
                  to={`/candidate/contracts/${c.id}`}
                  className="my-contract__open"
                  aria-label={t('timesheets.openLabel', { job: c.jobTitle })}
                >
                  {t('timesheets.open')}
                </Link>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    );
  return (
    <CandidateArea title={t('myContracts.title')} needsServer>
      {contracts.data && contracts.data.contracts.length > 0 ? <MissingTaxDetails /> : null}
      {body}
      {contracts.data && contracts.data.contracts.length > 0 ? <PayrollProfileCard /> : null}
    </CandidateArea>
  );
}

// An invoice's Áfa tv. 169. § elements in the staff's document list: the buyer with its tax
// number, the fulfilment date, and the VAT in forints with the MNB rate and its date. Nothing on invoices
// issued before they were kept.
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../server/contract/index.ts';
import { formatDate } from '../admin/format.ts';
import { formatHuf } from '../../../server/contract/money.ts';
import { intlLocale } from '../../../server/contract/dates.ts';
import './i18n.ts';

export function InvoiceElementFacts({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const huf = (n: number) => formatHuf(lng, n);
  const { buyer, fulfilmentDate, exchangeRate } = invoice;
  return (
    <>
      {buyer ? (
        <>
          <dt>{t('companies.invoice.buyer')}</dt>
          <dd>
            {buyer.name}
            {buyer.huTaxNumber || buyer.euVatNumber ? ` (${buyer.huTaxNumber ?? buyer.euVatNumber})` : ''}
          </dd>
        </>
      ) : null}
      {fulfilmentDate ? (
        <>
          <dt>{t('companies.invoice.fulfilmentDate')}</dt>
          <dd>{formatDate(fulfilmentDate, lng)}</dd>
        </>
      ) : null}
      {invoice.huf && exchangeRate ? (
        <>
          <dt>{t('companies.invoice.vatHuf')}</dt>
          <dd className="cell-num">
            {huf(invoice.huf.vat)}{' '}
            {t('companies.invoice.rate', {
              rate: (exchangeRate.hufPer100 / 100).toLocaleString(intlLocale(lng)),
              date: formatDate(exchangeRate.date, lng),
            })}
          </dd>
        </>
      ) : null}
    </>
  );
}

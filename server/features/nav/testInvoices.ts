// The invoices the product issues, as NAV data-report inputs, for the tests: a month of services to a
// Hungarian client (27 % VAT, EUR with VAT in HUF), to a German client (reverse charge) and to a Swiss one
// (outside the EU). Tax numbers carry valid check digits.
import type { NavBuyer, NavInvoiceInput, NavSeller } from './invoiceData.ts';

const SELLER: NavSeller = {
  name: 'Portal Talent Kft.',
  address: { countryCode: 'HU', postalCode: '1051', city: 'Budapest', street: 'Október 6. utca 12. 3. em. 4.' },
  taxNumber: { taxpayerId: '12892312', vatCode: '2', countyCode: '41' },
  euVatNumber: 'HU12892312',
  bankAccount: 'HU42117730161111101800000000',
};

export const BUYERS = {
  domestic: {
    vatStatus: 'DOMESTIC',
    name: 'Példa Pénzügyi Zrt.',
    address: { countryCode: 'HU', postalCode: '7600', city: 'Pécs', street: 'Király utca 1.' },
    taxId: { kind: 'hu', taxNumber: { taxpayerId: '10773381', vatCode: '2', countyCode: '44' } },
  },
  eu: {
    vatStatus: 'OTHER',
    name: 'Beispiel Software GmbH',
    address: { countryCode: 'DE', postalCode: '81543', city: 'München', street: 'Hochstraße 5' },
    taxId: { kind: 'eu', vatNumber: 'DE136695976' },
  },
  thirdCountry: {
    vatStatus: 'OTHER',
    name: 'Exemple Finance SA',
    address: { countryCode: 'CH', postalCode: '1201', city: 'Genève', street: 'Rue du Rhône 10' },
    taxId: { kind: 'thirdCountry', taxId: 'CHE-123.456.789 MWST' },
  },
} as const satisfies Record<string, NavBuyer>;

/** November 2026, 21.5 days at 400 € a day, rate 391.17 HUF/EUR of 30 November. */
export function monthInvoice(buyer: keyof typeof BUYERS): NavInvoiceInput {
  const vat =
    buyer === 'domestic'
      ? ({ kind: 'rate', bp: 2700 } as const)
      : buyer === 'eu'
        ? ({
            kind: 'outOfScope',
            case: 'EUFAD37',
            reason: 'Fordított adózás – az adót a vevő fizeti (2006/112/EK irányelv 196. cikk)',
          } as const)
        : ({
            kind: 'outOfScope',
            case: 'HO',
            reason: 'Nem tartozik a magyar ÁFA hatálya alá (Áfa tv. 37. §)',
          } as const);
  return {
    invoiceNumber: '2026-000042',
    issueDate: '2026-12-01',
    deliveryDate: '2026-12-16',
    deliveryPeriod: { start: '2026-11-01', end: '2026-11-30' },
    currency: 'EUR',
    exchangeRate: { hufPer100: 39117, date: '2026-11-30' },
    paymentMethod: 'TRANSFER',
    paymentDate: '2026-12-16',
    appearance: 'ELECTRONIC',
    seller: SELLER,
    buyer: BUYERS[buyer],
    lines: [
      {
        description: 'Contractor services, November 2026 / Szakértői szolgáltatás, 2026. november',
        quantity: 21.5,
        unit: 'DAY',
        unitPrice: 40_000,
        netAmount: 860_000,
        vat,
      },
    ],
  };
}

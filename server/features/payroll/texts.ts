// The payroll documents' wording (invoice, credit note and payslip PDFs; the timesheet mails), in
// English and Hungarian, and numbers and dates formatted the way each language writes them (euros and
// forints: contract/money.ts, one home for the app and the server).
import type { Language } from '../../contract/index.ts';
import { intlLocale } from '../../contract/dates.ts';

export const formatNumber = (lang: Language, n: number, digits = 2): string =>
  new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: digits }).format(n);

/** Hundredths of a percent as a percentage: 2700 → 27 %, 1850 → 18,5 %. */
export const formatPercent = (lang: Language, bp: number): string => `${formatNumber(lang, bp / 100)}%`;

/** ISO 3166-1 alpha-2 → the country's name in the language (DE → Germany / Németország). */
export const countryName = (lang: Language, code: string): string =>
  new Intl.DisplayNames([intlLocale(lang)], { type: 'region' }).of(code) ?? code;

/** YYYY-MM-DD → 24 November 2026 / 2026. november 24. */
export const formatDate = (lang: Language, date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(intlLocale(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** YYYY-MM → October 2026 / 2026. október. */
export const formatMonth = (lang: Language, month: string): string =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(intlLocale(lang), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

interface PayrollTexts {
  invoice: string;
  creditNote: string;
  number: string;
  issueDate: string;
  dueDate: string;
  seller: string;
  client: string;
  credits: string;
  reason: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  net: string;
  vat: (rate: string) => string;
  total: string;
  reverseCharge: string;
  /** A client outside the EU: no Hungarian VAT. */
  outsideScope: string;
  vatNumber: string;
  line: (days: string, month: string, job: string) => string;
  payslip: string;
  period: string;
  employee: string;
  /** The client the work was done for (a payslip's, not an invoice's buyer). */
  workClient: string;
  position: string;
  daysWorked: string;
  dayRate: string;
  fee: string;
  exchangeRate: string;
  /** '(MNB, 30 Sept 2026)': the official rate's date. */
  rateOf: (date: string) => string;
  item: string;
  lines: {
    invoice: string;
    fee: string;
    employerTax: string;
    gross: string;
    incomeTax: string;
    socialSecurity: string;
    net: string;
  };
  payslipNote: string;
  mail: {
    approvedSubject: (month: string) => string;
    approvedBody: (month: string, job: string) => string;
    netPay: string;
    openPayslip: string;
    rejectedSubject: (month: string) => string;
    rejectedBody: (month: string, job: string) => string;
    openTimesheet: string;
    submittedSubject: (name: string, month: string) => string;
    submittedBody: string;
    contractor: string;
    contract: string;
    days: string;
    openQueue: string;
  };
}

const en: PayrollTexts = {
  invoice: 'Invoice',
  creditNote: 'Credit note',
  number: 'Number',
  issueDate: 'Issue date',
  dueDate: 'Due date',
  seller: 'Seller',
  client: 'Client',
  credits: 'Cancels invoice',
  reason: 'Reason',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  amount: 'Amount',
  net: 'Net amount',
  vat: (rate) => `VAT ${rate}`,
  total: 'Total',
  reverseCharge: 'Reverse charge — VAT to be accounted for by the recipient (Article 196, Directive 2006/112/EC)',
  outsideScope: 'Not subject to Hungarian VAT',
  vatNumber: 'EU VAT number',
  line: (days, month, job) => `${days} ${days === '1' ? 'day' : 'days'} × day rate, ${month} (${job})`,
  payslip: 'Payslip',
  period: 'Period',
  employee: 'Employee',
  workClient: 'Client',
  position: 'Position',
  daysWorked: 'Days worked',
  dayRate: 'Day rate',
  fee: 'Umbrella fee',
  exchangeRate: 'Exchange rate',
  rateOf: (date) => `(MNB, ${date})`,
  item: 'Item',
  lines: {
    invoice: 'Invoice value (net)',
    fee: 'Umbrella fee',
    employerTax: 'Social contribution tax (employer)',
    gross: 'Gross pay',
    incomeTax: 'Personal income tax',
    socialSecurity: 'Social security contribution',
    net: 'Net pay',
  },
  payslipNote:
    'In forints, gross pay is the euro gross at the MNB exchange rate above, rounded to the forint; income tax, social security and the employer’s social contribution tax are each computed on the forint gross at their rates and rounded to the forint. Net pay = gross pay − income tax − social security. The invoice and the fee in forints are converted for reference only. No tax allowance is applied.',
  mail: {
    approvedSubject: (month) => `Your timesheet for ${month} is approved`,
    approvedBody: (month, job) =>
      `Your timesheet for ${month} (${job}) has been approved. Your payslip is ready in your account.`,
    netPay: 'Net pay',
    openPayslip: 'View your payslips',
    rejectedSubject: (month) => `Your timesheet for ${month} needs a correction`,
    rejectedBody: (month, job) =>
      `Your timesheet for ${month} (${job}) was returned. Please correct it and submit it again. The note from our team:`,
    openTimesheet: 'Open your timesheets',
    submittedSubject: (name, month) => `Timesheet submitted: ${name}, ${month}`,
    submittedBody: 'A contractor has submitted a timesheet for approval.',
    contractor: 'Contractor',
    contract: 'Contract',
    days: 'Days worked',
    openQueue: 'Open the timesheet queue',
  },
};

const hu: PayrollTexts = {
  invoice: 'Számla',
  creditNote: 'Jóváíró számla',
  number: 'Sorszám',
  issueDate: 'Kiállítás dátuma',
  dueDate: 'Fizetési határidő',
  seller: 'Eladó',
  client: 'Vevő',
  credits: 'Az érvénytelenített számla',
  reason: 'Indok',
  description: 'Megnevezés',
  quantity: 'Mennyiség',
  unitPrice: 'Egységár',
  amount: 'Összeg',
  net: 'Nettó összeg',
  vat: (rate) => `ÁFA ${rate}`,
  total: 'Fizetendő összesen',
  reverseCharge: 'Fordított adózás – az adót a vevő fizeti (2006/112/EK irányelv 196. cikk)',
  outsideScope: 'Nem tartozik a magyar ÁFA hatálya alá',
  vatNumber: 'Közösségi adószám',
  line: (days, month, job) => `${days} nap × napidíj, ${month} (${job})`,
  payslip: 'Bérjegyzék',
  period: 'Időszak',
  employee: 'Munkavállaló',
  workClient: 'Megrendelő',
  position: 'Munkakör',
  daysWorked: 'Ledolgozott napok',
  dayRate: 'Napidíj',
  fee: 'Ernyőcéges díj',
  exchangeRate: 'Árfolyam',
  rateOf: (date) => `(MNB, ${date})`,
  item: 'Tétel',
  lines: {
    invoice: 'Számla értéke (nettó)',
    fee: 'Ernyőcéges díj',
    employerTax: 'Szociális hozzájárulási adó (munkáltató)',
    gross: 'Bruttó bér',
    incomeTax: 'Személyi jövedelemadó (SZJA)',
    socialSecurity: 'Társadalombiztosítási járulék (TB)',
    net: 'Nettó bér',
  },
  payslipNote:
    'A forintösszegeknél a bruttó bér az euróban számolt bruttó bér a fenti MNB-árfolyamon, forintra kerekítve; a személyi jövedelemadót, a TB-járulékot és a munkáltató szociális hozzájárulási adóját egyenként a forintban számolt bruttó bérből, a saját kulcsukkal számoljuk, forintra kerekítve. Nettó bér = bruttó bér − SZJA − TB-járulék. A számla és a díj forintösszege csak tájékoztató átszámítás. Adókedvezményt nem alkalmazunk.',
  mail: {
    approvedSubject: (month) => `Jóváhagytuk a(z) ${month} havi munkaidő-nyilvántartását`,
    approvedBody: (month, job) =>
      `A(z) ${month} havi munkaidő-nyilvántartását (${job}) jóváhagytuk. A bérjegyzéke elérhető a fiókjában.`,
    netPay: 'Nettó bér',
    openPayslip: 'Bérjegyzékek megtekintése',
    rejectedSubject: (month) => `A(z) ${month} havi munkaidő-nyilvántartása javításra szorul`,
    rejectedBody: (month, job) =>
      `A(z) ${month} havi munkaidő-nyilvántartását (${job}) visszaküldtük. Kérjük, javítsa, majd küldje be újra. Munkatársunk megjegyzése:`,
    openTimesheet: 'Munkaidő-nyilvántartások megnyitása',
    submittedSubject: (name, month) => `Beküldött munkaidő-nyilvántartás: ${name}, ${month}`,
    submittedBody: 'Egy szerződéses munkatárs jóváhagyásra beküldte a munkaidő-nyilvántartását.',
    contractor: 'Munkatárs',
    contract: 'Szerződés',
    days: 'Ledolgozott napok',
    openQueue: 'Jóváhagyásra váró nyilvántartások',
  },
};

const TEXTS: Record<Language, PayrollTexts> = { en, hu };
export const payrollTexts = (lang: Language): PayrollTexts => TEXTS[lang];

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calculatePayroll,
  RATES_2026,
  type Contract,
  type ContractDocuments,
  type Invoice,
} from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { json, jsonBody, sentBody, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { ContractDocumentsDialog } from './ContractDocumentsDialog.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const contract = {
  id: 5,
  contractorName: { firstName: 'Ödön', lastName: 'Szűcs' },
  jobTitle: 'Data Engineer',
} as Contract;
const breakdown = calculatePayroll({ dayRate: 45_000, days: 2, feeBp: 500 }, RATES_2026);
const invoice: Invoice = {
  id: 9,
  number: '2026-000004',
  kind: 'invoice',
  creditsInvoiceId: null,
  contractId: 5,
  timesheetId: 3,
  clientName: 'Bálint Horváth',
  issueDate: '2026-11-24',
  dueDate: '2026-12-09',
  lines: [{ description: '2 days', quantity: 2, unitCents: 45_000, amountCents: 90_000 }],
  netCents: 90_000,
  vatRateBp: 2700,
  vatCents: 24_300,
  totalCents: 114_300,
  reverseCharge: false,
  vatRegime: 'domestic',
  clientCountry: 'HU',
  clientVatNumber: null,
  sellerVatNumber: 'HU12345678',
  correctsInvoiceId: null,
  // Issued before invoices carried every Áfa tv. 169. § element.
  seller: null,
  buyer: null,
  fulfilmentDate: null,
  paymentMethod: null,
  exchangeRate: null,
  huf: null,
};
const docs: ContractDocuments = {
  invoices: [invoice],
  payslips: [
    {
      id: 7,
      contractId: 5,
      timesheetId: 3,
      month: '2026-10',
      issuedAt: '2026-11-24T10:00:00.000Z',
      jobTitle: 'Data Engineer',
      client: 'Bálint Horváth',
      days: 2,
      breakdown,
      netCents: breakdown.eur.net,
      grossCents: breakdown.eur.gross,
      exchangeRate: 390,
      exchangeRateDate: '2026-03-31',
      supersedesPayslipId: null,
      allowanceLines: [],
      paymentDate: null,
      cancelledBy: null,
    },
  ],
};
const credit: Invoice = {
  ...invoice,
  id: 10,
  number: '2026-000005',
  kind: 'credit_note',
  creditsInvoiceId: 9,
  netCents: -90_000,
  vatCents: -24_300,
  totalCents: -114_300,
};

describe('contract documents dialog', () => {
  it('lists the invoice and payslip with their PDFs, and issues a credit note with a reason', async () => {
    let served = docs;
    const fetch = stubApi({
      'GET /api/admin/contracts/5/documents': () => json(served),
      'POST /api/admin/invoices/9/credit-note': (init) => {
        const { reason } = jsonBody(init) as { reason: string };
        if (!reason.trim())
          return json(
            { ok: false, error: 'x', code: 'creditNoteReasonRequired', fields: { reason: 'creditNoteReasonRequired' } },
            400,
          );
        served = { ...docs, invoices: [credit, invoice] };
        return json({ ok: true, data: { invoice: credit } }, 201);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ContractDocumentsDialog contract={contract} onClose={() => {}} />, {
      user: makeUser({ id: 1, role: 'admin' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Documents: Ödön Szűcs – Data Engineer' });
    expect(await within(dialog).findByText('2026-000004')).toBeTruthy();
    expect(within(dialog).getByText('€1,143.00')).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: /2026-10.*€756\.63.*€503\.16/ })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Payslips 2026-10, Hungarian PDF' }).getAttribute('href')).toBe(
      '/api/admin/payslips/7/pdf?lang=hu',
    );
    expect(within(dialog).getByRole('link', { name: 'Invoice 2026-000004, English PDF' }).getAttribute('href')).toBe(
      '/api/admin/invoices/9/pdf?lang=en',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Credit note for invoice 2026-000004' }));
    await user.click(within(dialog).getByRole('button', { name: 'Issue the credit note' }));
    expect(await within(dialog).findByText('Please give the reason for the credit note.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Billed twice');
    await user.click(within(dialog).getByRole('button', { name: 'Issue the credit note' }));
    expect(await screen.findByText('Credit note 2026-000005 issued')).toBeTruthy();
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(sentBody(fetch, fetch.mock.calls.indexOf(posts[1]!))).toEqual({ reason: 'Billed twice' });
    expect(await within(dialog).findByText('2026-000005')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByText('Cancelled')).toBeTruthy());
    expect(within(dialog).queryByRole('button', { name: 'Credit note for invoice 2026-000004' })).toBeNull();
  });

  it('marks an invoice issued without Hungarian VAT with its regime', async () => {
    const reverse = {
      ...invoice,
      vatRegime: 'reverse_charge' as const,
      reverseCharge: true,
      vatRateBp: 0,
      vatCents: 0,
    };
    const outside = { ...invoice, id: 11, number: '2026-000006', vatRegime: 'outside_scope' as const, vatRateBp: 0 };
    stubApi({ 'GET /api/admin/contracts/5/documents': () => json({ ...docs, invoices: [outside, reverse] }) });
    renderWithApp(<ContractDocumentsDialog contract={contract} onClose={() => {}} />, {
      user: makeUser({ id: 1, role: 'admin' }),
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Reverse charge')).toBeTruthy();
    expect(within(dialog).getByText('Not subject to Hungarian VAT')).toBeTruthy();
    expect(within(dialog).queryByText('Hungarian VAT')).toBeNull();
  });

  it('reopens a credited invoice’s month with a note; a corrected month marks the documents it replaces', async () => {
    let served: ContractDocuments = { ...docs, invoices: [credit, invoice] };
    const fetch = stubApi({
      'GET /api/admin/contracts/5/documents': () => json(served),
      'POST /api/admin/timesheets/3/reopen': () => json({ ok: true }),
    });
    const user = userEvent.setup();
    renderWithApp(<ContractDocumentsDialog contract={contract} onClose={() => {}} />, {
      user: makeUser({ id: 1, role: 'admin' }),
    });
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Reopen the month of invoice 2026-000004' }));
    await user.type(within(dialog).getByLabelText('What is to be corrected'), 'Two days, not three');
    served = {
      invoices: [{ ...invoice, id: 11, number: '2026-000006', correctsInvoiceId: 9 }, credit, invoice],
      payslips: [{ ...docs.payslips[0]!, id: 8, supersedesPayslipId: 7 }, docs.payslips[0]!],
    };
    await user.click(within(dialog).getByRole('button', { name: 'Send back to the contractor' }));
    expect(await screen.findByText('The month is back with the contractor for correction')).toBeTruthy();
    const post = fetch.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetch, post)).toEqual({ note: 'Two days, not three' });
    expect(await within(dialog).findByText('Corrects 2026-000004')).toBeTruthy();
    expect(within(dialog).getByText('Superseded')).toBeTruthy();
    expect(within(dialog).getByText('Corrected')).toBeTruthy();
    // The credited invoice now has its corrected successor: no second reopen from here.
    expect(within(dialog).queryByRole('button', { name: 'Reopen the month of invoice 2026-000004' })).toBeNull();
  });

  it('marks a payslip whose invoice a credit note cancelled, with the note’s number and date, in English and Hungarian', async () => {
    const cancelled = { ...docs.payslips[0]!, cancelledBy: { number: '2026-000005', issueDate: '2026-11-26' } };
    stubApi({
      'GET /api/admin/contracts/5/documents': () => json({ invoices: [credit, invoice], payslips: [cancelled] }),
    });
    const { unmount } = renderWithApp(<ContractDocumentsDialog contract={contract} onClose={() => {}} />, {
      user: makeUser({ id: 1, role: 'admin' }),
    });
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('row', { name: /2026-10 Cancelled by credit note 2026-000005 of 26 Nov 2026/ }),
    ).toBeTruthy();
    unmount();
    await i18n.changeLanguage('hu');
    renderWithApp(<ContractDocumentsDialog contract={contract} onClose={() => {}} />, {
      user: makeUser({ id: 1, role: 'admin' }),
    });
    expect(
      await within(await screen.findByRole('dialog')).findByRole('row', {
        name: /2026-10 Érvénytelenítette a\(z\) 2026-000005 számú jóváíró számla \(2026\. nov\. 26\.\)/,
      }),
    ).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Contract, ContractDocuments, Invoice, NavSubmission } from '../../../server/contract/index.ts';
import { callsTo, json, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { ContractDocumentsDialog } from '../payrolldocs/ContractDocumentsDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const contract = {
  id: 5,
  contractorName: { firstName: 'Ödön', lastName: 'Szűcs' },
  jobTitle: 'Data Engineer',
} as Contract;
const invoice: Invoice = {
  id: 9,
  number: '2026-000004',
  kind: 'invoice',
  creditsInvoiceId: null,
  correctsInvoiceId: null,
  seller: null,
  buyer: null,
  fulfilmentDate: null,
  paymentMethod: null,
  exchangeRate: null,
  huf: null,
  contractId: 5,
  timesheetId: 3,
  clientName: 'Beispiel Software GmbH',
  issueDate: '2026-11-24',
  dueDate: '2026-12-09',
  lines: [{ description: '2 days', quantity: 2, unitCents: 45_000, amountCents: 90_000 }],
  netCents: 90_000,
  vatRateBp: 0,
  vatCents: 0,
  totalCents: 90_000,
  reverseCharge: true,
  vatRegime: 'reverse_charge',
  clientCountry: 'DE',
  clientVatNumber: 'DE136695976',
  sellerVatNumber: 'HU12345676',
};
const other: Invoice = { ...invoice, id: 11, number: '2026-000006', timesheetId: 4 };
const docs: ContractDocuments = { invoices: [other, invoice], payslips: [] };
const submission = (over: Partial<NavSubmission>): NavSubmission => ({
  id: 1,
  invoiceId: 9,
  operation: 'CREATE',
  status: 'done',
  transactionId: null,
  attempts: 1,
  lastError: null,
  messages: [],
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...over,
});

describe('an invoice’s NAV report in the contract’s documents', () => {
  it('shows NAV’s messages on a refused invoice, and Retry queues it again', async () => {
    let served: NavSubmission[] = [
      submission({
        status: 'aborted',
        transactionId: '4BF9C2A1D3E5F7A9B1C3',
        messages: [
          {
            result: 'ERROR',
            code: 'INVALID_CUSTOMER_TAX_NUMBER',
            message: 'The customer tax number is not valid',
            pointer: 'communityVatNumber DE136695976',
          },
        ],
      }),
      submission({ id: 2, invoiceId: 11, status: 'not_configured', attempts: 0 }),
    ];
    const fetch = stubApi({
      'GET /api/admin/contracts/5/documents': () => json(docs),
      'GET /api/admin/contracts/5/nav': () => json({ submissions: served }),
      'POST /api/admin/nav-submissions/1/retry': () => {
        served = [{ ...served[0]!, status: 'pending', messages: [], transactionId: null }, served[1]!];
        return json({ ok: true, data: { submission: served[0] } });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ContractDocumentsDialog contract={contract} onClose={() => {}} />, {
      user: makeUser({ id: 1, role: 'admin' }),
    });
    const dialog = await screen.findByRole('dialog');
    const refused = await within(dialog).findByRole('group', {
      name: 'NAV report of 2026-000004: Refused by NAV',
    });
    expect(within(refused).getByText('Transaction 4BF9C2A1D3E5F7A9B1C3')).toBeTruthy();
    expect(within(refused).getByRole('list', { name: 'NAV’s messages' }).textContent).toBe(
      'ERROR INVALID_CUSTOMER_TAX_NUMBER: The customer tax number is not valid (communityVatNumber DE136695976)',
    );
    const waiting = within(dialog).getByRole('group', { name: 'NAV report of 2026-000006: Not configured – not sent' });
    expect(within(waiting).getByText(/nothing is sent/)).toBeTruthy();
    expect(within(waiting).queryByRole('button')).toBeNull();

    await user.click(within(refused).getByRole('button', { name: 'Send 2026-000004 to NAV again' }));
    expect(await screen.findByText('2026-000004 is queued for NAV again')).toBeTruthy();
    expect(await within(dialog).findByRole('group', { name: 'NAV report of 2026-000004: Queued' })).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/admin/nav-submissions/1/retry')).toHaveLength(1);
  });
});

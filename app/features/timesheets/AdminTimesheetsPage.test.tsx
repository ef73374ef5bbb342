// The staff timesheet queue: approve and reject in place (a note is required to reject), the row leaving
// at once and coming back when the server refuses, and the dashboard's count card.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Timesheet } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { callsTo, json, jsonBody, later, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import AdminDashboardPage from '../admin/AdminDashboardPage.tsx';
import { TimesheetQueueStat } from './QueueStat.tsx';

const admin = makeUser({ id: 9999, role: 'admin', firstName: 'Eszter', lastName: 'Németh' });
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const submitted = (id: number, name: string, daysWorked: number): Timesheet => ({
  id,
  contractId: id + 100,
  jobTitle: 'Data Engineer',
  contractorName: { firstName: name.split(' ')[0]!, lastName: name.split(' ')[1]! },
  client: { firstName: 'Bálint', lastName: 'Horváth' },
  clientCompany: 'Horváth Adat Kft.',
  month: '2026-10',
  days: {},
  daysWorked,
  status: 'submitted',
  reviewNote: null,
  submittedAt: '2026-11-02T09:00:00.000Z',
  reviewedAt: null,
  invoiceId: null,
  payslipId: null,
  marks: { month: '2026-10', holidays: [], workingDays: [], restDays: [], swapSource: null },
});
const queue = [submitted(1, 'Kata Fekete', 20), submitted(2, 'Ola Nordmann', 12.5)];
const card = (name: string) => screen.queryByRole('article', { name });
/** The staff dashboard on its timesheet queue. */
const renderQueue = () =>
  renderWithApp(<AdminDashboardPage />, {
    path: '/admin/dashboard/timesheets',
    route: '/admin/dashboard/*',
    user: admin,
  });

describe('/admin/dashboard/timesheets (the queue)', () => {
  it('lists submitted timesheets and approves one in place, the row leaving before the answer, then names the invoice issued', async () => {
    const approve = later();
    let answered = false;
    const fetch = stubApi({
      'GET /api/admin/timesheets': () => json({ timesheets: answered ? [queue[1]] : queue }),
      'GET /api/admin/timesheets/1/preview': () =>
        json({
          invoice: { netCents: 900_000, vatCents: 243_000, totalCents: 1_143_000, correctsNumber: null },
          payslip: { grossCents: 756_637, netCents: 503_164, netHuf: 196_232 },
        }),
      'POST /api/admin/timesheets/1/approve': approve.handler,
      'GET /api/admin/contracts/101/documents': () =>
        json({
          invoices: [
            { id: 54, number: '2026-000007' },
            { id: 55, number: '2026-000008' },
          ],
          payslips: [],
        }),
    });
    const user = userEvent.setup();
    renderQueue();
    const first = await screen.findByRole('article', { name: 'Kata Fekete' });
    expect(within(first).getByText('Data Engineer · Horváth Adat Kft. (Bálint Horváth)')).toBeTruthy();
    expect(within(first).getByText('October 2026')).toBeTruthy();
    expect(within(first).getByText('20')).toBeTruthy();
    expect(within(card('Ola Nordmann')!).getByText('12.5')).toBeTruthy();
    expect(screen.getByText('2 timesheets waiting')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Approve the October 2026 timesheet of Kata Fekete' }));
    // Nothing is issued before staff confirm, having read what will be issued.
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Approve the October 2026 timesheet of Kata Fekete?')).toBeTruthy();
    expect(await within(confirm).findByText('€11,430.00 (€9,000.00 + VAT €2,430.00)')).toBeTruthy();
    // The invoice goes to the client company, not its contact person.
    expect(within(confirm).getByText('Invoice to Horváth Adat Kft.')).toBeTruthy();
    expect(within(confirm).getByText(/net pay €5,031.64/)).toBeTruthy();
    expect(within(confirm).getByText(/can never be changed afterwards/)).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/admin/timesheets/1/approve')).toHaveLength(0);
    // The old timesheet has no days one by one: its total only.
    expect(within(first).getByText(/only its total is known/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Approve and issue' }));
    expect(card('Kata Fekete')).toBeNull();
    expect(screen.getByText('1 timesheet waiting')).toBeTruthy();
    expect(jsonBody(callsTo(fetch, 'POST /api/admin/timesheets/1/approve')[0]?.[1])).toEqual({});
    answered = true;
    await approve.release(
      json({ ok: true, data: { timesheet: { ...queue[0], status: 'approved', invoiceId: 55, payslipId: 9 } } }),
    );
    expect(await screen.findByText('Timesheet approved')).toBeTruthy();
    expect(screen.getByText('Invoice 2026-000008 issued to Horváth Adat Kft.')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetch, 'GET /api/admin/timesheets')).toHaveLength(2));
    expect(card('Kata Fekete')).toBeNull();
  });

  it('says in the confirmation that the contractor’s tax ID and TAJ number are missing, naming each, in English and Hungarian', async () => {
    const fetch = stubApi({
      'GET /api/admin/timesheets': () => json({ timesheets: queue }),
      'GET /api/admin/timesheets/1/preview': () =>
        json(
          {
            ok: false,
            error: 'A payslip must carry …',
            code: 'payrollProfileMissing',
            fields: { taxId: 'taxIdMissing', tajNumber: 'tajNumberMissing' },
          },
          409,
        ),
    });
    const user = userEvent.setup();
    const { unmount } = renderQueue();
    await screen.findByRole('article', { name: 'Kata Fekete' });
    await user.click(screen.getByRole('button', { name: 'Approve the October 2026 timesheet of Kata Fekete' }));
    const alert = await within(await screen.findByRole('alertdialog')).findByRole('alert');
    expect(alert.textContent).toContain(
      'A payslip must carry the contractor’s tax ID (adóazonosító jel) and TAJ number, and the contractor has not given them all yet.',
    );
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The tax ID (adóazonosító jel) is missing.', 'The TAJ number is missing.']);
    // Nothing can be issued, so the confirmation offers no approval and promises no documents: it closes.
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).queryByRole('button', { name: 'Approve and issue' })).toBeNull();
    expect(dialog.textContent).not.toContain('Both are issued at once');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetch, 'POST /api/admin/timesheets/1/approve')).toHaveLength(0);
    unmount();
    await i18n.changeLanguage('hu');
    renderQueue();
    await screen.findByRole('article', { name: 'Fekete Kata' });
    await user.click(
      screen.getByRole('button', { name: 'Fekete Kata 2026. október havi nyilvántartásának jóváhagyása' }),
    );
    const hu = await within(await screen.findByRole('alertdialog')).findByRole('alert');
    expect(hu.textContent).toContain('A bérjegyzéken szerepelnie kell a szerződő adóazonosító jelének és TAJ-számának');
    expect(
      within(hu)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hiányzik az adóazonosító jel.', 'Hiányzik a TAJ-szám.']);
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Bezárás' })).toBeTruthy();
  });

  it('needs a note to reject, sends it, and puts a row back when the server refuses', async () => {
    const fetch = stubApi({
      'GET /api/admin/timesheets': () => json({ timesheets: queue }),
      'POST /api/admin/timesheets/2/reject': () =>
        json({ error: 'Only a submitted timesheet can be approved or rejected.', code: 'timesheetNotSubmitted' }, 400),
    });
    const user = userEvent.setup();
    renderQueue();
    await screen.findByRole('article', { name: 'Ola Nordmann' });
    await user.click(screen.getByRole('button', { name: 'Reject the October 2026 timesheet of Ola Nordmann' }));
    const item = card('Ola Nordmann')!;
    await user.click(within(item).getByRole('button', { name: 'Send back' }));
    expect(within(item).getByText('Please say why the timesheet is rejected.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/admin/timesheets/2/reject')).toHaveLength(0);
    await user.type(within(item).getByLabelText('Reason for rejection'), '  The 3rd was a holiday ');
    await user.click(within(item).getByRole('button', { name: 'Send back' }));
    expect(jsonBody(callsTo(fetch, 'POST /api/admin/timesheets/2/reject')[0]?.[1])).toEqual({
      note: 'The 3rd was a holiday',
    });
    expect(await screen.findByText('Could not review the timesheet')).toBeTruthy();
    expect(screen.getByText('Only a submitted timesheet can be approved or rejected.')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Ola Nordmann' })).toBeTruthy();
  });

  it('an approval the server never answers comes back on its row, saying so there until the next try', async () => {
    let reachable = false;
    const fetch = stubApi({
      'GET /api/admin/timesheets': () => json({ timesheets: queue }),
      'GET /api/admin/timesheets/2/preview': () =>
        json({
          invoice: { netCents: 562_500, vatCents: 151_875, totalCents: 714_375, correctsNumber: null },
          payslip: { grossCents: 472_500, netCents: 314_213, netHuf: 122_543 },
        }),
      'POST /api/admin/timesheets/2/approve': () =>
        reachable
          ? json(
              { error: 'Only a submitted timesheet can be approved or rejected.', code: 'timesheetNotSubmitted' },
              400,
            )
          : Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = userEvent.setup();
    renderQueue();
    await screen.findByRole('article', { name: 'Ola Nordmann' });
    const approve = async () => {
      await user.click(screen.getByRole('button', { name: 'Approve the October 2026 timesheet of Ola Nordmann' }));
      await user.click(await screen.findByRole('button', { name: 'Approve and issue' }));
    };
    await approve();
    const item = await screen.findByRole('article', { name: 'Ola Nordmann' });
    const said = await within(item).findByRole('alert');
    expect(said.textContent).toMatch(/^Could not review the timesheet\. \S/);
    expect(
      within(item).getByRole('button', { name: 'Approve the October 2026 timesheet of Ola Nordmann' }),
    ).toBeTruthy();
    // The next try replaces the sentence with its own outcome.
    reachable = true;
    await approve();
    await waitFor(() => expect(callsTo(fetch, 'POST /api/admin/timesheets/2/approve')).toHaveLength(2));
    expect(
      await within(await screen.findByRole('article', { name: 'Ola Nordmann' })).findByText(
        /Only a submitted timesheet can be approved or rejected\.$/,
      ),
    ).toBeTruthy();
  });

  it('in Hungarian, with an empty queue; the dashboard card counts the queue and links to it', async () => {
    await i18n.changeLanguage('hu');
    stubApi({ 'GET /api/admin/timesheets': () => json({ timesheets: [] }) });
    const { unmount } = renderQueue();
    expect(await screen.findByText('Nincs jóváhagyásra váró munkaidő-nyilvántartás.')).toBeTruthy();
    unmount();
    await i18n.changeLanguage('en');
    stubApi({ 'GET /api/admin/timesheets': () => json({ timesheets: queue }) });
    renderWithApp(<TimesheetQueueStat />, { user: admin });
    const link = await screen.findByRole('link', { name: /Timesheets to review\s*2/ });
    expect(link.getAttribute('href')).toBe('/admin/dashboard/timesheets');
  });

  it('shows the month as a calendar with 23 October flagged, in English and in Hungarian', async () => {
    const october: Timesheet = {
      ...submitted(3, 'Kata Fekete', 3),
      days: { '2026-10-22': 1, '2026-10-23': 1, '2026-10-24': 0.5 },
      marks: {
        month: '2026-10',
        holidays: [{ date: '2026-10-23', name: { en: 'National Day', hu: '1956-os forradalom' } }],
        workingDays: [],
        restDays: [],
        swapSource: '10/2025. (IV. 30.) NGM rendelet',
      },
    };
    stubApi({ 'GET /api/admin/timesheets': () => json({ timesheets: [october] }) });
    const { unmount } = renderQueue();
    const item = await screen.findByRole('article', { name: 'Kata Fekete' });
    expect(within(item).getByText('1 day on a public holiday: 23 October')).toBeTruthy();
    expect(within(item).getByText('1 day on a weekend: 24 October')).toBeTruthy();
    const holiday = within(item).getByRole('button', {
      name: 'Friday, 23 October 2026: full day · public holiday (National Day)',
    });
    expect(holiday.className).toContain('ts-day--flagged');
    expect(within(item).getByRole('button', { name: 'Thursday, 22 October 2026: full day' }).className).not.toContain(
      'ts-day--flagged',
    );
    unmount();
    await i18n.changeLanguage('hu');
    renderQueue();
    const hu = await screen.findByRole('article', { name: 'Fekete Kata' });
    expect(within(hu).getByText('1 nap munkaszüneti napon: október 23.')).toBeTruthy();
    expect(
      within(hu).getByRole('button', { name: /október 23\., péntek: .* · munkaszüneti nap \(1956-os forradalom\)/ }),
    ).toBeTruthy();
  });

  it('in Hungarian, writes the contractor and the client family name first', async () => {
    await i18n.changeLanguage('hu');
    stubApi({ 'GET /api/admin/timesheets': () => json({ timesheets: [submitted(1, 'Réka Szabó', 20)] }) });
    renderQueue();
    const item = await screen.findByRole('article', { name: 'Szabó Réka' });
    expect(within(item).getByText('Data Engineer · Horváth Adat Kft. (Horváth Bálint)')).toBeTruthy();
  });
});

// The month calendar as a contractor uses it, and the contract's timesheet page around it: toggling days,
// keyboard moves, days outside the contract, save, submit, a returned month and read-only months.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyContracts, Payslip, Timesheet } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { callsTo, json, jsonBody, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import CandidateContractsPage from '../candidate/CandidateContractsPage.tsx';
import { MonthCalendar } from './MonthCalendar.tsx';
import type { DayMap } from './month.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function Harness({ onChange }: { onChange?: (d: DayMap) => void }) {
  const [days, setDays] = useState<DayMap>({});
  return (
    <MonthCalendar
      month="2026-02"
      days={days}
      isOpen={(d) => d >= '2026-02-03'}
      onChange={(d) => {
        setDays(d);
        onChange?.(d);
      }}
    />
  );
}

const day = (name: RegExp) => screen.getByRole('button', { name });

describe('MonthCalendar', () => {
  it('steps a day none → full → half → none and says so in its name and pressed state', async () => {
    const seen: DayMap[] = [];
    const user = userEvent.setup();
    renderWithApp(<Harness onChange={(d) => seen.push(d)} />);
    expect(screen.getByRole('group', { name: 'Days worked in February 2026' })).toBeTruthy();
    const tuesday = day(/^Tuesday, 3 February 2026: /);
    expect(tuesday.getAttribute('aria-label')).toBe('Tuesday, 3 February 2026: not worked');
    expect(tuesday.getAttribute('aria-pressed')).toBe('false');
    await user.click(tuesday);
    expect(tuesday.getAttribute('aria-label')).toBe('Tuesday, 3 February 2026: full day');
    expect(tuesday.getAttribute('aria-pressed')).toBe('true');
    await user.click(tuesday);
    expect(tuesday.getAttribute('aria-label')).toBe('Tuesday, 3 February 2026: half day');
    expect(tuesday.getAttribute('aria-pressed')).toBe('mixed');
    await user.click(tuesday);
    expect(tuesday.getAttribute('aria-pressed')).toBe('false');
    expect(seen).toEqual([{ '2026-02-03': 1 }, { '2026-02-03': 0.5 }, {}]);
    // A weekend day inside the contract can be marked; days before the start cannot.
    await user.click(day(/^Saturday, 7 February 2026/));
    expect(day(/^Saturday, 7 February 2026/).getAttribute('aria-pressed')).toBe('true');
    const sunday = day(/^Sunday, 1 February 2026: outside the contract$/);
    expect((sunday as HTMLButtonElement).disabled).toBe(true);
    // The 1st sits under its weekday (Sunday, the 7th column).
    expect(sunday.style.gridColumnStart).toBe('7');
  });

  it('is one Tab stop; arrow keys move between open days and Space toggles', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(day(/^Tuesday, 3 February 2026/));
    await user.keyboard('{ArrowLeft}'); // 1 and 2 February are outside the contract
    expect(document.activeElement).toBe(day(/^Tuesday, 3 February 2026/));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(day(/^Tuesday, 10 February 2026/));
    await user.keyboard('{ArrowRight}{End}');
    expect(document.activeElement).toBe(day(/^Sunday, 15 February 2026/));
    await user.keyboard(' ');
    expect(day(/^Sunday, 15 February 2026/).getAttribute('aria-label')).toMatch(/full day$/);
    expect(day(/^Sunday, 15 February 2026/).tabIndex).toBe(0);
    expect(day(/^Tuesday, 3 February 2026/).tabIndex).toBe(-1);
  });

  it('marks the holidays and the swapped days of the month, and rings a day claimed on one', () => {
    const marks = (month: string) => ({
      month,
      holidays:
        month === '2026-08'
          ? [{ date: '2026-08-20', name: { en: "Saint Stephen's Day", hu: 'Szent István ünnepe' } }]
          : [],
      workingDays: month === '2026-08' ? ['2026-08-08'] : [],
      restDays: month === '2026-08' ? ['2026-08-21'] : [],
      swapSource: '10/2025. (IV. 30.) NGM rendelet',
    });
    renderWithApp(
      <MonthCalendar
        month="2026-08"
        days={{ '2026-08-08': 1, '2026-08-20': 1 }}
        isOpen={() => true}
        onChange={() => {}}
        readOnly
        marks={marks('2026-08')}
      />,
    );
    const holiday = day(/^Thursday, 20 August 2026: full day · public holiday \(Saint Stephen's Day\)$/);
    expect(holiday.className).toContain('ts-day--holiday');
    expect(holiday.className).toContain('ts-day--flagged');
    // 8 August is a Saturday worked in exchange for Friday 21 August: a working day, not flagged.
    const saturday = day(/^Saturday, 8 August 2026: full day · working Saturday \(swapped\)$/);
    expect(saturday.className).toContain('ts-day--working');
    expect(saturday.className).not.toContain('ts-weekend');
    expect(saturday.className).not.toContain('ts-day--flagged');
    const rest = day(/^Friday, 21 August 2026: not worked · rest day \(swapped working day\)$/);
    expect(rest.className).toContain('ts-day--rest');
    expect(day(/^Saturday, 15 August 2026: not worked$/).className).toContain('ts-weekend');
    expect(day(/^Monday, 3 August 2026: not worked$/).className).toBe('ts-day');
  });

  it('speaks Hungarian', async () => {
    await i18n.changeLanguage('hu');
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    expect(screen.getByRole('group', { name: 'Ledolgozott napok – 2026. február' })).toBeTruthy();
    await user.click(day(/^2026\. február 3\., kedd/));
    await user.click(day(/^2026\. február 3\., kedd/));
    expect(day(/^2026\. február 3\., kedd/).getAttribute('aria-label')).toBe('2026. február 3., kedd: fél nap');
  });
});

const candidate = makeUser({ id: 7, role: 'candidate', firstName: 'Kata', lastName: 'Fekete' });
const contracts: MyContracts = {
  contracts: [
    {
      id: 3,
      jobTitle: 'Data Engineer',
      client: 'Horváth Adat Kft.',
      contact: { firstName: 'Bálint', lastName: 'Horváth' },
      startDate: '2026-01-15',
      endDate: '2026-03-10',
      status: 'completed',
      dayRate: 45_000,
      feePercentage: 500,
    },
  ],
};
const sheet = (over: Partial<Timesheet>): Timesheet => ({
  id: 1,
  contractId: 3,
  jobTitle: 'Data Engineer',
  contractorName: { firstName: 'Kata', lastName: 'Fekete' },
  client: { firstName: 'Bálint', lastName: 'Horváth' },
  clientCompany: 'Horváth Adat Kft.',
  month: '2026-02',
  days: {},
  daysWorked: 0,
  status: 'draft',
  reviewNote: null,
  submittedAt: null,
  reviewedAt: null,
  invoiceId: null,
  payslipId: null,
  marks: { month: '2026-02', holidays: [], workingDays: [], restDays: [], swapSource: null },
  ...over,
});
const lines = {
  invoice: 0,
  vat: 0,
  invoiceTotal: 0,
  fee: 0,
  employerTax: 0,
  gross: 0,
  incomeTax: 0,
  socialSecurity: 0,
};
const januaryPayslip: Payslip = {
  id: 9,
  contractId: 3,
  timesheetId: 20,
  month: '2026-01',
  issuedAt: '2026-02-03T09:00:00.000Z',
  jobTitle: 'Data Engineer',
  client: 'Bálint Horváth',
  days: 1.5,
  breakdown: { eur: { ...lines, net: 37_737 }, huf: { ...lines, net: 147_174 }, reverseCharge: false },
  netCents: 37_737,
  grossCents: 59_735,
  exchangeRate: 390,
  exchangeRateDate: '2026-03-31',
  supersedesPayslipId: null,
  allowanceLines: [],
  paymentDate: null,
  cancelledBy: null,
};

describe('/candidate/contracts/:id (timesheets)', () => {
  it('corrects a returned month, saves it, submits it and then shows it read-only', async () => {
    const returned = sheet({
      id: 21,
      days: { '2026-02-02': 1 },
      daysWorked: 1,
      status: 'rejected',
      reviewNote: 'The 2nd was a holiday',
      submittedAt: '2026-03-01T09:00:00.000Z',
      reviewedAt: '2026-03-02T09:00:00.000Z',
    });
    const approved = sheet({
      id: 20,
      month: '2026-01',
      days: { '2026-01-15': 1, '2026-01-16': 0.5 },
      daysWorked: 1.5,
      status: 'approved',
      reviewedAt: '2026-02-03T09:00:00.000Z',
      invoiceId: 4,
      payslipId: 9,
    });
    let stored: Timesheet = returned;
    const fetch = stubApi({
      'GET /api/candidate/contracts': () => json(contracts),
      'GET /api/candidate/timesheets': () => json({ timesheets: [returned, approved] }),
      'GET /api/candidate/payslips': () => json({ payslips: [januaryPayslip] }),
      'PUT /api/candidate/timesheets': (init) => {
        const body = jsonBody(init) as { days: Record<string, number> };
        const n = Object.values(body.days).reduce((a, b) => a + b, 0);
        stored = { ...stored, days: body.days, daysWorked: n };
        return json({ ok: true, data: { timesheet: stored } });
      },
      'POST /api/candidate/timesheets/21/submit': () => {
        stored = { ...stored, status: 'submitted', submittedAt: '2026-03-05T10:00:00.000Z' };
        return json({ ok: true, data: { timesheet: stored } });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<CandidateContractsPage />, {
      path: '/candidate/contracts/3',
      route: '/candidate/contracts/*',
      user: candidate,
    });
    await screen.findByRole('heading', { name: 'March 2026' });
    const month = screen.getByLabelText('Month');
    expect(
      within(month)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['March 2026 · Not started', 'February 2026 · Returned for correction', 'January 2026 · Approved']);
    // Days after the contract's end are disabled.
    expect((day(/^Wednesday, 11 March 2026/) as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(month, '2026-02');
    expect(screen.getByText('Note from our team: The 2nd was a holiday')).toBeTruthy();
    expect(screen.getByText('1 day')).toBeTruthy();
    await user.click(day(/^Monday, 2 February 2026/)); // full → half
    await user.click(day(/^Monday, 2 February 2026/)); // half → none
    await user.click(day(/^Tuesday, 3 February 2026/));
    await user.click(day(/^Wednesday, 4 February 2026/));
    await user.click(day(/^Wednesday, 4 February 2026/));
    expect(screen.getByText('1.5 days')).toBeTruthy();
    expect(screen.getByText(/Unsaved changes/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/candidate/timesheets')).toHaveLength(1));
    expect(jsonBody(callsTo(fetch, 'PUT /api/candidate/timesheets')[0]?.[1])).toEqual({
      contractId: 3,
      month: '2026-02',
      days: { '2026-02-03': 1, '2026-02-04': 0.5 },
    });
    await waitFor(() => expect(screen.queryByText(/Unsaved changes/)).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText(/^Submitted on 5 Mar 2026\./)).toBeTruthy();
    expect(callsTo(fetch, 'PUT /api/candidate/timesheets')).toHaveLength(1); // saved already: not sent again
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).toBeNull();
    expect(day(/^Tuesday, 3 February 2026: full day/).getAttribute('aria-disabled')).toBe('true');
    await user.click(day(/^Tuesday, 3 February 2026/));
    expect(day(/^Tuesday, 3 February 2026/).getAttribute('aria-label')).toMatch(/full day$/);
    expect(within(month).getByRole('option', { name: 'February 2026 · Submitted' })).toBeTruthy();

    await user.selectOptions(month, '2026-01');
    expect(screen.getByText('Approved on 3 Feb 2026.')).toBeTruthy();
    expect(screen.getByText('Net pay for the month: €377.37.')).toBeTruthy();
    expect(screen.getByText('1.5 days')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();

    // The contract's payslips, with the net pay in euros and forints and the PDF in the page's language.
    const payslip = screen.getByRole('article', { name: 'January 2026' });
    expect(within(payslip).getByText('€377.37')).toBeTruthy();
    expect(within(payslip).getByText(/HUF\s*147,174/)).toBeTruthy();
    const pdf = within(payslip).getByRole('button', { name: 'Download the January 2026 payslip (PDF)' });
    expect(pdf.getAttribute('href')).toBe('/api/candidate/payslips/9/pdf?lang=en');
  });

  it('marks Hungary’s holidays and swapped days on the contractor’s calendar, named, and flags a claim on one', async () => {
    const august: MyContracts = {
      contracts: [{ ...contracts.contracts[0]!, startDate: '2026-08-01', endDate: '2026-08-31' }],
    };
    stubApi({
      'GET /api/candidate/contracts': () => json(august),
      'GET /api/candidate/timesheets': () => json({ timesheets: [] }),
      'GET /api/candidate/payslips': () => json({ payslips: [] }),
      'GET /api/payroll/work-calendar/2026-08': () =>
        json({
          month: '2026-08',
          holidays: [{ date: '2026-08-20', name: { en: 'Saint Stephen’s Day', hu: 'Szent István ünnepe' } }],
          workingDays: ['2026-08-08'],
          restDays: ['2026-08-21'],
          swapSource: '10/2025. (IV. 30.) NGM rendelet',
        }),
    });
    const user = userEvent.setup();
    const render = () =>
      renderWithApp(<CandidateContractsPage />, {
        path: '/candidate/contracts/3',
        route: '/candidate/contracts/*',
        user: candidate,
      });
    const { unmount } = render();
    const holiday = await screen.findByRole('button', { name: /^Thursday, 20 August 2026: .*public holiday/ });
    expect(holiday.getAttribute('aria-label')).toBe(
      'Thursday, 20 August 2026: not worked · public holiday (Saint Stephen’s Day)',
    );
    expect(holiday.getAttribute('title')).toBe('public holiday (Saint Stephen’s Day)');
    expect(holiday.className).toContain('ts-day--holiday');
    expect(screen.getByRole('button', { name: /^Friday, 21 August 2026: .*rest day/ }).className).toContain(
      'ts-day--rest',
    );
    expect(screen.getByRole('button', { name: /^Saturday, 8 August 2026: .*working Saturday/ }).className).toContain(
      'ts-day--working',
    );
    // Written out for a phone, where a tap shows no tooltip.
    expect(
      within(screen.getByRole('list', { name: 'Holidays and swapped days this month' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Saturday 8 August: working Saturday (swapped)',
      'Thursday 20 August: public holiday (Saint Stephen’s Day)',
      'Friday 21 August: rest day (swapped working day)',
    ]);
    // A day claimed on the holiday is flagged, as the approver will see it.
    expect(screen.queryByText('Days claimed on days off')).toBeNull();
    await user.click(holiday);
    expect(await screen.findByText('1 day on a public holiday: 20 August')).toBeTruthy();
    expect(holiday.className).toContain('ts-day--flagged');
    unmount();
    await i18n.changeLanguage('hu');
    render();
    const hu = await screen.findByRole('button', { name: /^2026\. augusztus 20\., csütörtök: .*munkaszüneti nap/ });
    expect(hu.getAttribute('title')).toBe('munkaszüneti nap (Szent István ünnepe)');
    expect(
      within(screen.getByRole('list', { name: 'A hónap munkaszüneti és áthelyezett napjai' })).getAllByRole(
        'listitem',
      )[1]?.textContent,
    ).toBe('augusztus 20., csütörtök: munkaszüneti nap (Szent István ünnepe)');
  });

  it('marks a payslip a credit note cancelled (the month returned for correction), in English and Hungarian', async () => {
    const returned = sheet({ id: 20, month: '2026-01', days: { '2026-01-05': 1 }, daysWorked: 1, status: 'rejected' });
    stubApi({
      'GET /api/candidate/contracts': () => json(contracts),
      'GET /api/candidate/timesheets': () => json({ timesheets: [returned] }),
      'GET /api/candidate/payslips': () =>
        json({ payslips: [{ ...januaryPayslip, cancelledBy: { number: '2026-000012', issueDate: '2026-02-10' } }] }),
    });
    const render = () =>
      renderWithApp(<CandidateContractsPage />, {
        path: '/candidate/contracts/3',
        route: '/candidate/contracts/*',
        user: candidate,
      });
    const { unmount } = render();
    const payslip = await screen.findByRole('article', { name: 'January 2026' });
    expect(
      within(payslip).getByText('Cancelled by credit note 2026-000012 of 10 Feb 2026: this payslip no longer applies'),
    ).toBeTruthy();
    unmount();
    await i18n.changeLanguage('hu');
    render();
    const hu = await screen.findByRole('article', { name: '2026. január' });
    expect(
      within(hu).getByText(
        'Érvénytelenítette a(z) 2026-000012 számú, 2026. febr. 10. keltű jóváíró számla: ez a bérjegyzék már nem érvényes',
      ),
    ).toBeTruthy();
  });

  it('lists each payslip’s allowance lines under it, in forints, in English and Hungarian', async () => {
    const withLines: Payslip = {
      ...januaryPayslip,
      allowanceLines: [
        { kind: 'under25', baseHuf: 655_750, taxHuf: 98_363 },
        { kind: 'family', baseHuf: 133_340, taxHuf: 20_001, children: 1 },
        { kind: 'familyContribution', baseHuf: 133_330, taxHuf: 20_000 },
        { kind: 'minimumBase', baseHuf: 46_840, taxHuf: 8_665 },
      ],
    };
    stubApi({
      'GET /api/candidate/contracts': () => json(contracts),
      'GET /api/candidate/timesheets': () => json({ timesheets: [] }),
      'GET /api/candidate/payslips': () => json({ payslips: [withLines, { ...januaryPayslip, id: 10 }] }),
    });
    const items = (name: string) =>
      within(screen.getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => [...li.querySelectorAll('span > *, strong')].map((e) => e.textContent?.replace(/\s/g, ' ')));
    const { unmount } = renderWithApp(<CandidateContractsPage />, {
      path: '/candidate/contracts/3',
      route: '/candidate/contracts/*',
      user: candidate,
    });
    await screen.findByRole('heading', { name: 'Payslips' });
    expect(items('Allowances on this payslip')).toEqual([
      ['Under-25s’ exemption: income tax relief', 'Exempt income: HUF 655,750', '−HUF 98,363'],
      ['Family tax allowance (1 child): income tax relief', 'Tax base reduced by HUF 133,340', '−HUF 20,001'],
      [
        'Family allowance set against contributions: social security relief',
        'Allowance left unused against income tax: HUF 133,330',
        '−HUF 20,000',
      ],
      [
        'Minimum contribution base: social security paid by the employer (not deducted from your pay)',
        'Shortfall below the minimum base: HUF 46,840',
        'HUF 8,665',
      ],
    ]);
    // A payslip without allowances lists none.
    expect(screen.getAllByRole('list', { name: 'Allowances on this payslip' })).toHaveLength(1);
    unmount();
    await i18n.changeLanguage('hu');
    renderWithApp(<CandidateContractsPage />, {
      path: '/candidate/contracts/3',
      route: '/candidate/contracts/*',
      user: candidate,
    });
    await screen.findByRole('heading', { name: 'Bérjegyzékek' });
    expect(items('Kedvezmények ezen a bérjegyzéken').slice(0, 2)).toEqual([
      ['25 év alattiak kedvezménye: SZJA-mentesség', 'Mentes jövedelem: 655 750 Ft', '−98 363 Ft'],
      ['Családi kedvezmény (1 gyermek): SZJA-csökkentés', 'Adóalap-csökkentés: 133 340 Ft', '−20 001 Ft'],
    ]);
  });

  it('in Hungarian, a new month is saved and submitted in one go; an unknown contract says so', async () => {
    await i18n.changeLanguage('hu');
    const fetch = stubApi({
      'GET /api/candidate/contracts': () => json(contracts),
      'GET /api/candidate/timesheets': () => json({ timesheets: [] }),
      'GET /api/candidate/payslips': () => json({ payslips: [] }),
      'PUT /api/candidate/timesheets': (init) =>
        json({ ok: true, data: { timesheet: sheet({ id: 30, month: '2026-03', ...(jsonBody(init) as object) }) } }),
      'POST /api/candidate/timesheets/30/submit': () =>
        json({
          ok: true,
          data: {
            timesheet: sheet({
              id: 30,
              month: '2026-03',
              days: { '2026-03-02': 1 },
              status: 'submitted',
              submittedAt: '2026-03-10T10:00:00.000Z',
            }),
          },
        }),
    });
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<CandidateContractsPage />, {
      path: '/candidate/contracts/3',
      route: '/candidate/contracts/*',
      user: candidate,
    });
    await screen.findByRole('heading', { name: '2026. március' });
    const submit = screen.getByRole('button', { name: 'Beküldés jóváhagyásra' });
    expect((submit as HTMLButtonElement).disabled).toBe(true); // nothing marked yet
    await user.click(day(/^2026\. március 2\., hétfő/));
    expect(screen.getByText('1 nap')).toBeTruthy();
    await user.click(submit);
    expect(await screen.findByText(/^Beküldve: 2026\. márc\. 10\./)).toBeTruthy();
    expect(callsTo(fetch, 'PUT /api/candidate/timesheets')).toHaveLength(1);
    expect(callsTo(fetch, 'POST /api/candidate/timesheets/30/submit')).toHaveLength(1);
    expect(
      screen.getByText('Még nincs bérjegyzéke. A bérjegyzék a havi munkaidő-nyilvántartás jóváhagyásakor készül el.'),
    ).toBeTruthy();
    unmount();

    renderWithApp(<CandidateContractsPage />, {
      path: '/candidate/contracts/99',
      route: '/candidate/contracts/*',
      user: candidate,
    });
    expect(await screen.findByText('Ez a szerződés nem szerepel az Ön szerződései között.')).toBeTruthy();
  });
});

// /admin/leads: the inbox lists leads with their kind, status and owner and filters them (the
// filter is what the server is asked for); a lead shows every field, its status and owner change, a reply
// is sent, a server refusal reads in the interface language, and an employer request converts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadAnswer, LeadDetail, LeadsPage as LeadsPageAnswer } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { callsTo, json, jsonBody, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import LeadsPage from './LeadsPage.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});
const admin = makeUser({ id: 1, role: 'admin' });
const ada = { id: 1, firstName: 'Ada', lastName: 'Lovelace' };
const olga = { id: 2, firstName: 'Olga', lastName: 'Owner' };

const page: LeadsPageAnswer = {
  items: [
    {
      id: 7,
      kind: 'employerRequest',
      name: 'Horváth Kata',
      email: 'kata@dunabank.example',
      company: 'Duna Bank Zrt.',
      status: 'new',
      owner: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 6,
      kind: 'contact',
      name: 'Peter Smith',
      email: 'peter@example.test',
      company: null,
      status: 'contacted',
      owner: olga,
      createdAt: '2026-11-19T10:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};

const lead: LeadDetail = {
  ...page.items[0]!,
  phone: '+36 30 123 4567',
  message: 'We are looking for a data lead.',
  fields: [
    ['companyName', 'Duna Bank Zrt.'],
    ['contactPerson', 'Horváth Kata'],
    ['email', 'kata@dunabank.example'],
    ['jobTitle', 'Adatvezető'],
    ['location', 'remote'],
    ['urgency', 'high'],
  ],
  language: 'hu',
  userId: null,
  jobId: null,
  convertedAt: null,
  convertible: true,
  replies: [],
};
const answer = (l: LeadDetail): { ok: true; data: LeadAnswer } => ({ ok: true, data: { lead: l, staff: [ada, olga] } });

describe('/admin/leads', () => {
  // A new employer signed up in English ('Vera Nagy'); in the Hungarian interface the family name comes first.
  it('orders a sign-up name by the interface language, in the list and on its page', async () => {
    await i18n.changeLanguage('hu');
    const signup = {
      id: 9,
      kind: 'employerSignup' as const,
      name: 'Vera Nagy',
      email: 'vera@example.test',
      company: null,
      status: 'new' as const,
      owner: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      person: { firstName: 'Vera', lastName: 'Nagy' },
    };
    const detail: LeadDetail = {
      ...signup,
      phone: null,
      message: null,
      fields: [
        ['firstName', 'Vera'],
        ['lastName', 'Nagy'],
        ['email', 'vera@example.test'],
      ],
      language: 'en',
      userId: 40,
      jobId: null,
      convertedAt: null,
      convertible: false,
      replies: [],
    };
    stubApi({
      'GET /api/admin/leads?page=1': () => json({ ...page, items: [signup], total: 1 }),
      'GET /api/admin/leads/9': () => json(answer(detail)),
    });
    const user = userEvent.setup();
    renderWithApp(<LeadsPage />, { path: '/admin/leads', route: '/admin/leads/*', user: admin });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('link', { name: 'Nagy Vera' }));
    expect(await screen.findByRole('heading', { name: 'Nagy Vera', level: 1 })).toBeTruthy();
    // The form's name fields too: the family name first.
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Vezetéknév', 'Utónév', 'E-mail']);
  });

  it('lists the leads and asks the server for the chosen status and kind', async () => {
    const fetch = stubApi({
      'GET /api/admin/leads?page=1': () => json(page),
      'GET /api/admin/leads?page=1&status=contacted': () => json({ ...page, items: [page.items[1]], total: 1 }),
      'GET /api/admin/leads?page=1&status=contacted&kind=contact': () =>
        json({ ...page, items: [page.items[1]], total: 1 }),
    });
    const user = userEvent.setup();
    renderWithApp(<LeadsPage />, { path: '/admin/leads', route: '/admin/leads/*', user: admin });
    const table = await screen.findByRole('table', { name: 'Leads' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Horváth Kata' }).getAttribute('href')).toBe('/admin/leads/7');
    expect(within(rows[1]!).getByText('Employer request')).toBeTruthy();
    expect(within(rows[1]!).getByText('No owner')).toBeTruthy();
    expect(within(rows[2]!).getByText('Olga Owner')).toBeTruthy();
    expect(screen.getByText('2 leads')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Status'), 'contacted');
    await user.selectOptions(screen.getByLabelText('Kind'), 'contact');
    await vi.waitFor(() =>
      expect(callsTo(fetch, 'GET /api/admin/leads?page=1&status=contacted&kind=contact')).toHaveLength(1),
    );
    expect(await screen.findByText('1 lead')).toBeTruthy();
  });

  it('shows a lead in Hungarian, changes its owner, replies, and converts the request', async () => {
    await i18n.changeLanguage('hu');
    let current = lead;
    const fetch = stubApi({
      'GET /api/admin/leads/7': () => json(answer(current)),
      'PATCH /api/admin/leads/7': (init) => {
        const { ownerId } = jsonBody(init) as { ownerId: number };
        current = { ...current, owner: ownerId === 2 ? olga : ada };
        return json(answer(current));
      },
      'POST /api/admin/leads/7/replies': (init) => {
        const sent = jsonBody(init) as { subject: string; body: string };
        if (sent.subject === 'Hiba') return json({ ok: false, error: 'x', code: 'messageBodyTooLong' }, 400);
        current = {
          ...current,
          status: 'contacted',
          replies: [{ id: 1, ...sent, author: ada, sentAt: '2026-11-21T09:00:00.000Z' }],
        };
        return json(answer(current), 201);
      },
      'POST /api/admin/leads/7/convert': () => {
        current = { ...current, status: 'won', convertible: false, convertedAt: '2026-11-21T10:00:00.000Z' };
        return json(answer(current), 201);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<LeadsPage />, { path: '/admin/leads/7', route: '/admin/leads/*', user: admin });
    expect(await screen.findByRole('heading', { name: 'Horváth Kata', level: 1 })).toBeTruthy();
    expect(screen.getByText('Munkáltatói igény')).toBeTruthy();
    expect(screen.getByText('Pozíció')).toBeTruthy();
    // The form's choices read as the form showed them, not as their codes.
    expect(screen.getByText('Távmunka')).toBeTruthy();
    expect(screen.getByText('Magas')).toBeTruthy();
    expect(screen.getByText('Adatvezető')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kata@dunabank.example' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Felelős'), '2');
    await vi.waitFor(() => expect(callsTo(fetch, 'PATCH /api/admin/leads/7')).toHaveLength(1));
    expect(jsonBody(callsTo(fetch, 'PATCH /api/admin/leads/7')[0]![1])).toEqual({ ownerId: 2 });

    const form = screen.getByRole('form', { name: 'Válasz e-mailben' });
    await user.click(within(form).getByRole('button', { name: 'Válasz küldése' }));
    expect(await within(form).findByText('Írja meg az üzenet tárgyát.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Tárgy'), 'Hiba');
    await user.type(within(form).getByLabelText('Üzenet'), 'Szöveg');
    await user.click(within(form).getByRole('button', { name: 'Válasz küldése' }));
    expect(await within(form).findByText('Egy üzenet legfeljebb 10 000 karakter hosszú lehet.')).toBeTruthy();
    await user.clear(within(form).getByLabelText('Tárgy'));
    await user.type(within(form).getByLabelText('Tárgy'), 'Köszönjük');
    await user.click(within(form).getByRole('button', { name: 'Válasz küldése' }));
    expect(await screen.findByText('Köszönjük', { selector: 'strong' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Munkáltatói fiók nyitása' }));
    expect(await screen.findByText(/Munkáltatói fiók nyílt a\(z\) kata@dunabank.example címre/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Munkáltatói fiók nyitása' })).toBeNull();
  });

  it('says a lead does not exist for an address that names none, without asking the server', async () => {
    await i18n.changeLanguage('en');
    const fetch = stubApi({});
    renderWithApp(<LeadsPage />, { path: '/admin/leads/abc', route: '/admin/leads/*', user: admin });
    expect(await screen.findByText('This lead does not exist.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => (url as string).includes('/api/admin/leads'))).toHaveLength(0);
  });
});

// /admin/messages: every stage's template in both languages, saved as edited; a refusal (an
// unknown placeholder, caught before sending, or the server's code) reads in the interface language.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_STAGES, type MessageTemplate } from '../../../server/contract/index.ts';
import { callsTo, json, jsonBody, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import MessageTemplatesPage from './MessageTemplatesPage.tsx';

afterEach(() => vi.unstubAllGlobals());
const admin = makeUser({ id: 1, role: 'admin' });
const templates: MessageTemplate[] = MESSAGE_STAGES.flatMap((stage) =>
  (['en', 'hu'] as const).map((language) => ({
    stage,
    language,
    subject: `${stage} ${language} {job}`,
    body: `Dear {name}, ${stage} ${language}`,
    updatedAt: '2026-11-20T10:00:00.000Z',
  })),
);

describe('/admin/messages', () => {
  it('shows the eight templates and saves an edited one', async () => {
    const fetch = stubApi({
      'GET /api/admin/message-templates': () => json({ ok: true, data: { templates } }),
      'PUT /api/admin/message-templates/rejected/hu': (init) => {
        const sent = jsonBody(init) as { subject: string; body: string };
        return json({
          ok: true,
          data: {
            templates: templates.map((t) =>
              t.stage === 'rejected' && t.language === 'hu'
                ? { ...t, ...sent, updatedAt: '2026-11-21T10:00:00.000Z' }
                : t,
            ),
          },
        });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<MessageTemplatesPage />, { path: '/admin/messages', user: admin });
    const form = await screen.findByTestId('template-rejected-hu');
    expect(screen.getAllByRole('button', { name: /^Save the / })).toHaveLength(8);
    const subject = within(form).getByLabelText('Subject (Hungarian)');
    await user.clear(subject);
    await user.type(subject, 'Jelentkezése: {{job}');
    await user.click(within(form).getByRole('button', { name: 'Save the Rejected template in Hungarian' }));
    await vi.waitFor(() => expect(callsTo(fetch, 'PUT /api/admin/message-templates/rejected/hu')).toHaveLength(1));
    expect(jsonBody(callsTo(fetch, 'PUT /api/admin/message-templates/rejected/hu')[0]![1])).toEqual({
      subject: 'Jelentkezése: {job}',
      body: 'Dear {name}, rejected hu',
    });
    expect(
      await within(await screen.findByTestId('template-rejected-hu')).findByDisplayValue('Jelentkezése: {job}'),
    ).toBeTruthy();
  });

  it('refuses an unknown placeholder before sending, and shows a server refusal by its code', async () => {
    const fetch = stubApi({
      'GET /api/admin/message-templates': () => json({ ok: true, data: { templates } }),
      'PUT /api/admin/message-templates/offer/en': () =>
        json({ ok: false, error: 'x', code: 'messageBodyTooLong' }, 400),
    });
    const user = userEvent.setup();
    renderWithApp(<MessageTemplatesPage />, { path: '/admin/messages', user: admin });
    const form = await screen.findByTestId('template-offer-en');
    const body = within(form).getByLabelText('Message (English)');
    await user.type(body, ' {{salary}');
    const save = within(form).getByRole('button', { name: 'Save the Offer template in English' });
    await user.click(save);
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Use only these placeholders: {name}, {job} and {company}.',
    );
    expect(callsTo(fetch, 'PUT /api/admin/message-templates/offer/en')).toHaveLength(0);
    await user.clear(body);
    await user.type(body, 'Hello');
    await user.click(save);
    await vi.waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('A message can be at most 10,000 characters long.'),
    );
  });
});

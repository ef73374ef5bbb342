import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MailList } from '../../../server/contract/index.ts';
import { json, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import AdminMailPage from './AdminMailPage.tsx';

const admin = makeUser({ id: 1, role: 'admin' });
afterEach(() => vi.unstubAllGlobals());

const mail = (id: number, over: Partial<MailList['mails'][number]> = {}): MailList['mails'][number] => ({
  id,
  kind: 'passwordReset',
  to: `user${id}@example.com`,
  language: 'en',
  subject: `Reset your password ${id}`,
  text: `Portal Talent\n\nDear user ${id}`,
  status: 'kept',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
  attachments: [],
  ...over,
});

describe('/admin/mail', () => {
  it('says mail is only kept without SMTP, shows each mail with its status and error, and pages', async () => {
    const fetch = stubApi({
      'GET /api/admin/mail?page=1&pageSize=20': () =>
        json({
          mode: 'log',
          total: 25,
          page: 1,
          pageSize: 20,
          mails: [
            mail(25, {
              attachments: [
                { filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', bytes: 1234 },
              ],
            }),
            mail(24, { status: 'failed', lastError: '550 Mailbox unavailable' }),
          ],
        } satisfies MailList),
      'GET /api/admin/mail?page=2&pageSize=20': () =>
        json({ mode: 'log', total: 25, page: 2, pageSize: 20, mails: [mail(5)] } satisfies MailList),
    });
    const user = userEvent.setup();
    renderWithApp(<AdminMailPage />, { path: '/admin/mail', user: admin });
    expect(await screen.findByText('SMTP_URL is not set: mails are built and kept here, not sent.')).toBeTruthy();
    expect(screen.getByText('25 mails')).toBeTruthy();
    expect(screen.getByText('Reset your password 25')).toBeTruthy();
    expect(screen.getByText('Kept, not sent')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('Error: 550 Mailbox unavailable')).toBeTruthy();
    const attachments = screen.getAllByRole('list', { name: 'Attachments' });
    expect(attachments).toHaveLength(1); // only the mail that had one
    const file = screen.getByRole('link', { name: 'invite.ics (1.2 kB)' });
    expect(file.getAttribute('href')).toBe('/api/admin/mail/25/attachments/0');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Reset your password 5')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    // One read per page (the navigation's unread count aside).
    expect(fetch.mock.calls.filter(([url]) => (url as string).includes('/api/admin/mail'))).toHaveLength(2);
  });
});

// Staff mail is in English only: the mails to the company address (STAFF_EMAIL) are the contact
// enquiry and the employer request, and both stay English when the visitor writes from a Hungarian page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp.ts';

let smtp: SmtpCapture;
let s: TestServer;
const STAFF = 'office-en@portal.example';
const HU = { headers: { 'Accept-Language': 'hu' } };

beforeAll(async () => {
  smtp = await startSmtpCapture();
  s = await startServer({ env: { SMTP_URL: smtp.url, STAFF_EMAIL: STAFF } });
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

describe('mail to staff', () => {
  it('is written in English whatever the language of the visitor who caused it', async () => {
    const contact = await s.client().post(
      '/api/contact',
      {
        firstName: 'Péter',
        lastName: 'Szabó',
        email: 'peter@example.test',
        subject: 'umbrella',
        message: 'Szeretnék többet tudni a bérszámfejtésről.',
      },
      HU,
    );
    expect(contact.status).toBe(201);
    const request = await s.client().post(
      '/api/employer-request',
      {
        companyName: 'Duna Bank Zrt.',
        contactPerson: 'Kata Horváth',
        email: 'kata@dunabank.example',
        jobTitle: 'Adatvezető',
        description: 'Adatvezetőt keresünk budapesti elemzőcsapatunk felépítéséhez, mielőbbi kezdéssel.',
      },
      HU,
    );
    expect(request.status).toBe(201);
    const enquiry = await smtp.waitFor((m) => m.to.includes(STAFF) && m.subject.startsWith('New contact enquiry'));
    expect(enquiry.subject).toBe('New contact enquiry from Péter Szabó');
    expect(enquiry.text).toContain('A new contact enquiry has arrived.');
    const employer = await smtp.waitFor((m) => m.to.includes(STAFF) && m.subject.startsWith('New employer request'));
    expect(employer.text).toContain('A new employer request has arrived.');
    expect(employer.text).toContain('receives the staff notifications');
    // Every mail the company address was sent is an English one.
    const toStaff = await s.db('mail_outbox').where({ to_address: STAFF }).select('language', 'kind');
    expect(toStaff.map((r) => r.kind).sort()).toEqual(['staffEmployerRequest', 'staffEnquiry']);
    expect(toStaff.every((r) => r.language === 'en')).toBe(true);
  });
});

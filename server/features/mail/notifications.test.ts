// Notifications over real SMTP: each mail to whom it concerns, in their language, and the status
// history the candidate and staff read.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, startServer, validJob, type Client, type TestServer } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp.ts';

let smtp: SmtpCapture;
let s: TestServer;
let employer: { client: Client; user: { id: number; email: string } };
let jobId: number;
const STAFF = 'office@portal.example';
const COVER = 'I have built data platforms for ten years and would love to join.';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  s = await startServer({ env: { SMTP_URL: smtp.url, STAFF_EMAIL: STAFF, PUBLIC_URL: 'https://portal.example' } });
  employer = await s.as('employer', { firstName: 'Gábor', lastName: 'Tóth' });
  jobId = (await employer.client.post('/api/employer/jobs', validJob({ title: 'Risk Analyst' }))).body.data.job.id;
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

async function hungarianCandidateApplies() {
  const cand = await s.as('candidate', { firstName: 'Anna', lastName: 'Kovács' });
  await s.db('users').where({ id: cand.user.id }).update({ language: 'hu' });
  await cand.client.upload('/api/upload-cv', 'cv.pdf', files.pdf());
  const res = await cand.client.post('/api/applications', { jobId, notes: COVER });
  expect(res.status).toBe(201);
  return { ...cand, applicationId: res.body.data.application.id as number };
}

describe('a new application', () => {
  it('confirms to the candidate in Hungarian and tells the employer in English', async () => {
    const cand = await hungarianCandidateApplies();
    const own = await smtp.waitFor((m) => m.to.includes(cand.user.email));
    expect(own.subject).toBe('Jelentkezését megkaptuk: Risk Analyst');
    expect(own.text).toContain('Kedves Kovács Anna!');
    expect(own.text).toContain('https://portal.example/candidate/applications');
    expect(own.text).toContain('mert jelentkezett egy állásra');
    const notice = await smtp.waitFor((m) => m.to.includes(employer.user.email) && m.text.includes('Anna Kovács'));
    expect(notice.subject).toBe('New application: Risk Analyst');
    expect(notice.text).toContain('Anna Kovács has applied for your job Risk Analyst.');
    expect(notice.text).toContain('https://portal.example/employer/dashboard');
  });
});

describe('a status change', () => {
  it('mails the candidate in their language, once per real change: the stage’s message where it has one, the new status elsewhere; and keeps a dated history', async () => {
    const cand = await hungarianCandidateApplies();
    const staff = await s.as('admin', { firstName: 'Eszter', lastName: 'Németh' });
    const move = (status: string) => staff.client.put(`/api/applications/${cand.applicationId}`, { status });
    expect((await move('review')).status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(cand.user.email) && m.subject.startsWith('Változás'));
    expect(mail.subject).toBe('Változás a jelentkezésében: Risk Analyst');
    expect(mail.text).toContain('Új állapot: Elbírálás alatt');
    expect(mail.text).toContain('https://portal.example/candidate/applications');

    // A stage with a message (interview, offer, hired, rejected): the template in Hungarian, filled in,
    // instead of the bare status; the candidate reads it under the application too.
    expect((await move('interview')).status).toBe(200);
    const invited = await smtp.waitFor((m) => m.to.includes(cand.user.email) && m.subject.startsWith('Meghívás'));
    expect(invited.subject).toMatch(/^Meghívás állásinterjúra: Risk Analyst – /);
    expect(invited.text).toContain('Kedves Kovács Anna!');
    expect(invited.text).not.toContain('Új állapot');
    const messages = (await cand.client.get('/api/candidate/messages')).body.data.messages as { subject: string }[];
    expect(messages.map((m) => m.subject)).toEqual([invited.subject]);

    // The same status again is no change: no mail, no history entry.
    await move('interview');
    await move('offer');
    await smtp.waitFor((m) => m.to.includes(cand.user.email) && m.subject.startsWith('Állásajánlat'));
    expect(
      smtp.messages.filter((m) => m.to.includes(cand.user.email) && m.subject.startsWith('Meghívás')),
    ).toHaveLength(1);
    expect(
      smtp.messages.filter((m) => m.to.includes(cand.user.email) && m.subject.startsWith('Változás')),
    ).toHaveLength(1);

    const mine = await cand.client.get('/api/candidate/application-history');
    expect(mine.status).toBe(200);
    const timeline = mine.body.history[cand.applicationId] as { status: string; at: string }[];
    expect(timeline.map((e) => e.status)).toEqual(['submitted', 'review', 'interview', 'offer']);
    expect(timeline.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);

    const forStaff = await staff.client.get(`/api/admin/applications/${cand.applicationId}/history`);
    expect(forStaff.body.history.at(-1)).toMatchObject({
      status: 'offer',
      by: { name: { firstName: 'Eszter', lastName: 'Németh' }, role: 'admin' },
    });
    expect(forStaff.body.history[0]).toMatchObject({
      status: 'submitted',
      by: { name: { firstName: 'Anna', lastName: 'Kovács' } },
    });
  });

  it('keeps each candidate to their own history and staff-only calls to staff', async () => {
    const cand = await hungarianCandidateApplies();
    const other = await s.as('candidate');
    const theirs = await other.client.get('/api/candidate/application-history');
    expect(theirs.body.history[cand.applicationId]).toBeUndefined();
    expect((await employer.client.get('/api/candidate/application-history')).status).toBe(403);
    expect((await s.client().get('/api/candidate/application-history')).status).toBe(401);
    expect((await cand.client.get(`/api/admin/applications/${cand.applicationId}/history`)).status).toBe(403);
    const staff = await s.as('owner');
    expect((await staff.client.get('/api/admin/applications/999999/history')).status).toBe(404);
    expect((await staff.client.get('/api/admin/applications/abc/history')).status).toBe(400);
  });
});

describe('staff notifications', () => {
  it('a contact enquiry reaches the company address once, even when the offline outbox sends it twice', async () => {
    const clientId = crypto.randomUUID();
    const enquiry = {
      firstName: 'Péter',
      lastName: 'Szabó',
      email: `peter-${clientId.slice(0, 6)}@example.test`,
      subject: 'umbrella',
      message: 'Please tell me more about umbrella payroll in Hungary.',
      clientId,
    };
    expect((await s.client().post('/api/contact', enquiry)).status).toBe(201);
    expect((await s.client().post('/api/contact', enquiry)).status).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(STAFF) && m.text.includes(enquiry.email));
    expect(mail.subject).toBe('New contact enquiry from Péter Szabó');
    expect(mail.text).toContain('Please tell me more about umbrella payroll in Hungary.');
    const rows = await s
      .db('mail_outbox')
      .where({ kind: 'staffEnquiry' })
      .where('text_body', 'like', `%${enquiry.email}%`);
    expect(rows).toHaveLength(1);
  });

  it('an employer request reaches the company address', async () => {
    const res = await s.client().post('/api/employer-request', {
      companyName: 'Duna Bank Zrt.',
      contactPerson: 'Kata Horváth',
      email: 'kata@dunabank.example',
      jobTitle: 'Head of Data',
      description: 'We need a head of data to build our analytics team from scratch in Budapest.',
    });
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(STAFF) && m.subject === 'New employer request: Duna Bank Zrt.',
    );
    expect(mail.text).toContain('Role: Head of Data');
    expect(mail.text).toContain('Kata Horváth <kata@dunabank.example>');
  });
});

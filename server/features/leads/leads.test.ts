// The staff inbox of leads, over HTTP on both engines with mail captured over SMTP: the public
// forms and an employer sign-up become leads with every field given; staff mail carries Reply-To; the inbox
// pages and filters; status and owner changes refuse bad input with a code and write nothing; a reply goes
// to the lead's address through the outbox; an employer request converts into an employer account with a
// draft job, invited by a one-time link that is stored hashed and redacted in 'Sent mail'; a staff-created
// candidate gets the same invitation.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_REGISTRATION_DESCRIPTION, ACCOUNT_REGISTRATION_JOB_TITLE } from '../../contract/index.ts';
import { startServer, TEST_PASSWORD, type Client, type TestServer } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp.ts';

const HU = { headers: { 'Accept-Language': 'hu' } };
const STAFF_ADDRESS = 'staff@example.test';

describe.each(['postgresql', 'pglite'] as const)('leads on %s', (engine) => {
  let smtp: SmtpCapture;
  let s: TestServer;
  let staff: Client;
  let staffId: number;
  let colleagueId: number;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    s = await startServer({
      engine,
      env: { READ_CACHE_MS: '0', SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '20', STAFF_EMAIL: STAFF_ADDRESS },
    });
    const admin = await s.as('admin', { firstName: 'Ada', lastName: 'Admin' });
    staff = admin.client;
    staffId = admin.user.id;
    colleagueId = (await s.createUser({ role: 'owner', firstName: 'Olga', lastName: 'Owner' })).id;
  }, 60_000);
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  const unique = () => crypto.randomUUID().slice(0, 8);

  async function employerRequest(email: string, init?: RequestInit) {
    const res = await s.client().post(
      '/api/employer-request',
      {
        companyName: 'Duna Bank Zrt.',
        contactPerson: 'Horváth Kata',
        email,
        phone: '+36 30 123 4567',
        jobTitle: 'Adatvezető',
        location: 'hungary',
        description: 'Adatvezetőt keresünk budapesti elemzőcsapatunk felépítéséhez, mielőbbi kezdéssel.',
        urgency: 'high',
      },
      init,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (await s.db('leads').where({ email }).first())!;
  }

  it('turns a contact enquiry into a lead with every field, and tells staff with Reply-To', async () => {
    const email = `peter-${unique()}@example.test`;
    const res = await s.client().post(
      '/api/contact',
      {
        firstName: 'Péter',
        lastName: 'Szabó',
        email,
        phone: '+36 1 234 5678',
        subject: 'umbrella',
        message: 'Szeretnék többet tudni a bérszámfejtésről.',
      },
      HU,
    );
    expect(res.status).toBe(201);
    const lead = (await s.db('leads').where({ email }).first())!;
    expect(lead).toMatchObject({ kind: 'contact', name: 'Szabó Péter', language: 'hu', status: 'new' });
    expect(lead.fields).toEqual({
      firstName: 'Péter',
      lastName: 'Szabó',
      email,
      phone: '+36 1 234 5678',
      subject: 'umbrella',
      message: 'Szeretnék többet tudni a bérszámfejtésről.',
    });
    const mail = await smtp.waitFor((m) => m.to.includes(STAFF_ADDRESS) && m.text.includes(email));
    expect(mail.headers.get('reply-to')).toMatchObject({ text: email });
    expect(mail.text).toContain('Phone: +36 1 234 5678');
    expect(mail.text).toContain('Subject: Umbrella Services');
    expect(mail.text).toContain(`/admin/leads/${lead.id}?lang=en`);
  });

  it('turns an employer request into a lead and an employer sign-up into another', async () => {
    const email = `kata-${unique()}@dunabank.example`;
    const lead = await employerRequest(email, HU);
    expect(lead).toMatchObject({ kind: 'employerRequest', company: 'Duna Bank Zrt.', phone: '+36 30 123 4567' });
    expect(lead.fields).toMatchObject({ jobTitle: 'Adatvezető', location: 'hungary', urgency: 'high' });
    const mail = await smtp.waitFor((m) => m.to.includes(STAFF_ADDRESS) && m.text.includes(email));
    expect(mail.headers.get('reply-to')).toMatchObject({ text: email });
    for (const line of ['Phone: +36 30 123 4567', 'Role: Adatvezető', 'Location: Hungary', 'Urgency: High'])
      expect(mail.text).toContain(line);

    const signup = `new-${unique()}@example.test`;
    const client = s.client();
    const reg = await client.post('/api/auth/register', {
      email: signup,
      firstName: 'Nóra',
      lastName: 'Kiss',
      role: 'employer',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(reg.status).toBe(201);
    // The app sends the company right after the sign-up: the same lead is completed, not doubled.
    await client.post('/api/employer-request', {
      companyName: 'Kiss Kft.',
      contactPerson: 'Nóra Kiss',
      email: signup,
      phone: '+36 20 555 0000',
      jobTitle: ACCOUNT_REGISTRATION_JOB_TITLE,
      description: ACCOUNT_REGISTRATION_DESCRIPTION,
    });
    const leads = await s.db('leads').where({ email: signup });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: 'employerSignup', company: 'Kiss Kft.', phone: '+36 20 555 0000' });
    // Staff see the sign-up's name parts, which the app orders by the interface language.
    const listed = await staff.get('/api/admin/leads?kind=employerSignup');
    const mine = listed.body.items.find((l: { email: string }) => l.email === signup);
    expect(mine.person).toEqual({ firstName: 'Nóra', lastName: 'Kiss' });
    const contact = (await staff.get('/api/admin/leads?kind=contact')).body.items[0];
    expect(contact.person).toBeNull();
  });

  it('lists leads a page at a time, by status and kind; bad filters are 400 with a code', async () => {
    const all = await staff.get('/api/admin/leads');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(3);
    expect(all.body.page).toBe(1);
    const contacts = await staff.get('/api/admin/leads?kind=contact&status=new');
    expect(contacts.body.items.every((l: { kind: string }) => l.kind === 'contact')).toBe(true);
    expect(contacts.body.items.length).toBeGreaterThanOrEqual(1);
    expect((await staff.get('/api/admin/leads?status=maybe')).body.code).toBe('leadStatusInvalid');
    expect((await staff.get('/api/admin/leads?kind=spam')).body.code).toBe('leadKindInvalid');
    expect((await staff.get('/api/admin/leads?page=0')).status).toBe(400);
  });

  it('changes status and owner; a bad status or an owner who is not staff is 400 and changes nothing', async () => {
    const lead = await employerRequest(`owner-${unique()}@example.test`);
    const ok = await staff.patch(`/api/admin/leads/${lead.id}`, { status: 'contacted', ownerId: colleagueId });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.lead).toMatchObject({
      status: 'contacted',
      owner: { id: colleagueId, firstName: 'Olga', lastName: 'Owner' },
    });
    expect(ok.body.data.staff.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([staffId, colleagueId]));

    const bad = await staff.patch(`/api/admin/leads/${lead.id}`, { status: 'maybe', ownerId: staffId });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('leadStatusInvalid');
    const candidate = await s.createUser({ role: 'candidate' });
    const notStaff = await staff.patch(`/api/admin/leads/${lead.id}`, { status: 'lost', ownerId: candidate.id });
    expect(notStaff.status).toBe(400);
    expect(notStaff.body.code).toBe('leadOwnerInvalid');
    expect((await staff.patch(`/api/admin/leads/${lead.id}`, { ownerId: 'me' })).body.code).toBe('leadOwnerInvalid');
    expect((await staff.patch(`/api/admin/leads/${lead.id}`, {})).status).toBe(400);
    expect(await s.db('leads').where({ id: lead.id }).first('status', 'owner_id')).toEqual({
      status: 'contacted',
      owner_id: colleagueId,
    });
    const cleared = await staff.patch(`/api/admin/leads/${lead.id}`, { ownerId: null });
    expect(cleared.body.data.lead.owner).toBeNull();
    expect((await staff.patch('/api/admin/leads/999999', { status: 'won' })).status).toBe(404);
  });

  it('replies from the portal: the mail goes to the lead in its language and is kept on the lead', async () => {
    const email = `reply-${unique()}@example.test`;
    const lead = await employerRequest(email, HU);
    const res = await staff.post(`/api/admin/leads/${lead.id}/replies`, {
      subject: 'Köszönjük megkeresését',
      body: 'Kedves Kata!\n\nHamarosan hívjuk a részletekkel.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.lead).toMatchObject({ status: 'contacted', owner: { id: staffId } });
    expect(res.body.data.lead.replies).toEqual([
      expect.objectContaining({ subject: 'Köszönjük megkeresését', author: expect.objectContaining({ id: staffId }) }),
    ]);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Köszönjük megkeresését');
    expect(mail.text).toContain('Hamarosan hívjuk a részletekkel.');
    expect(mail.text).toContain('Erre a levélre közvetlenül válaszolhat.');
    expect(mail.headers.get('reply-to')).toMatchObject({ text: STAFF_ADDRESS });

    const empty = await staff.post(`/api/admin/leads/${lead.id}/replies`, { subject: ' ', body: 'x' });
    expect(empty.body.code).toBe('messageSubjectRequired');
    const nul = await staff.post(`/api/admin/leads/${lead.id}/replies`, { subject: 'a', body: 'a\u0000b' });
    expect(nul.body.code).toBe('invalidCharacter');
    expect(await s.db('lead_replies').where({ lead_id: lead.id })).toHaveLength(1);
    expect((await staff.post('/api/admin/leads/999999/replies', { subject: 'a', body: 'b' })).status).toBe(404);
  });

  it('converts an employer request into an invited employer with a draft job, which they publish', async () => {
    const email = `convert-${unique()}@dunabank.example`;
    const lead = await employerRequest(email, HU);
    const res = await staff.post(`/api/admin/leads/${lead.id}/convert`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { userId, jobId } = res.body.data.lead;
    expect(res.body.data.lead).toMatchObject({ status: 'won', convertible: false });
    const user = (await s.db('users').where({ id: userId }).first())!;
    expect(user).toMatchObject({ role: 'employer', first_name: 'Kata', last_name: 'Horváth', language: 'hu' });
    expect(user.password_hash).toBeNull();
    const job = (await s.db('jobs').where({ id: jobId }).first())!;
    expect(job).toMatchObject({ employer_id: userId, title: 'Adatvezető', is_active: false, is_draft: true });
    expect((await s.client().get(`/api/jobs/${job.slug}`)).status).toBe(404);

    // The invitation: in Hungarian, a one-time link; only its hash is stored, and staff see it redacted.
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('jelszót'));
    const token = new URL(/https?:\/\/\S+reset-password\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    expect(mail.text).toContain('Adatvezető');
    const resets = await s.db('password_resets').where({ user_id: userId });
    expect(resets).toHaveLength(1);
    expect(resets[0]!.token_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    const kept = await staff.get('/api/admin/mail?page=1&pageSize=50');
    const copy = kept.body.mails.find((m: { to: string }) => m.to === email);
    expect(copy.text).not.toContain(token);
    expect(copy.text).toContain('[hivatkozás: elküldve a címzettnek]');
    const row = (await s.db('mail_outbox').where({ to_address: email }).first())!;
    expect(JSON.stringify(row)).not.toContain(token);

    // The employer chooses a password, signs in, sees the draft and publishes it.
    const employer = s.client();
    expect(
      (
        await employer.post('/api/auth/reset-password', {
          token,
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await employer.post('/api/auth/reset-password', {
          token,
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
        })
      ).status,
    ).toBe(400);
    expect((await employer.post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    const dashboard = await employer.get('/api/employer/dashboard');
    expect(dashboard.body.jobs).toEqual([expect.objectContaining({ id: jobId, isDraft: true, isActive: false })]);
    const other = (await s.as('employer')).client;
    expect((await other.post(`/api/employer/jobs/${jobId}/publish`)).status).toBe(404);
    const published = await employer.post(`/api/employer/jobs/${jobId}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.data.job.isActive).toBe(true);
    expect(published.body.data.job.isDraft).toBeUndefined();
    expect((await s.client().get(`/api/jobs/${job.slug}`)).status).toBe(200);
    expect((await employer.post(`/api/employer/jobs/${jobId}/publish`)).status).toBe(404);

    // Only once, and only an employer request.
    const again = await staff.post(`/api/admin/leads/${lead.id}/convert`);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('leadNotConvertible');
    const contact = (await s.db('leads').where({ kind: 'contact' }).first('id'))!;
    expect((await staff.post(`/api/admin/leads/${contact.id}/convert`)).body.code).toBe('leadNotConvertible');
  });

  it('refuses to convert a request whose address has an account, writing nothing', async () => {
    const taken = await s.createUser({ role: 'candidate' });
    const lead = await employerRequest(taken.email);
    const jobs = Number((await s.db('jobs').count())[0]!.count);
    const res = await staff.post(`/api/admin/leads/${lead.id}/convert`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('emailTaken');
    expect(Number((await s.db('jobs').count())[0]!.count)).toBe(jobs);
    expect(await s.db('leads').where({ id: lead.id }).first('status', 'converted_at')).toEqual({
      status: 'new',
      converted_at: null,
    });
  });

  it('invites a staff-created candidate to choose a password', async () => {
    const email = `cand-${unique()}@example.test`;
    const res = await staff.post('/api/admin/candidates', {
      firstName: 'Cili',
      lastName: 'Tóth',
      email,
      phone: '',
      currentLocation: 'hungary',
      jobCategory: 'software-dev',
      experience: 'mid',
      availableForRemote: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('choose a password'));
    const token = new URL(/https?:\/\/\S+reset-password\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    const row = (await s.db('mail_outbox').where({ to_address: email }).first())!;
    expect(row.text_body).not.toContain(token);
    const candidate = s.client();
    expect(
      (
        await candidate.post('/api/auth/reset-password', {
          token,
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect((await candidate.post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
  });
});

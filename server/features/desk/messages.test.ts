// Messages the candidate is glad to get, over HTTP on both engines with mail captured over
// SMTP: staff edit the per-stage templates (bad ones refused with a code), a move fills the template in
// the candidate's language, the message sent is stored, mailed and read by the candidate, 'send nothing'
// mails nothing, and employers reach only their own jobs' applications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageDraftSchema, messageTemplateSchema, sentMessageSchema } from '../../contract/index.ts';
import { files, startServer, validJob, type Client, type TestServer } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp.ts';

describe.each(['postgresql', 'pglite'] as const)('stage messages on %s', (engine) => {
  let smtp: SmtpCapture;
  let s: TestServer;
  let staff: Client;
  let employer: Client;
  let otherEmployer: Client;
  let jobId: number;

  async function apply(job: number, language: 'en' | 'hu', lastName: string) {
    const cand = await s.as('candidate', { firstName: 'Anna', lastName });
    await s.db('users').where({ id: cand.user.id }).update({ language });
    expect((await cand.client.upload('/api/upload-cv', 'cv.pdf', files.pdf('CV'), 'application/pdf')).status).toBe(201);
    const res = await cand.client.post('/api/applications', {
      jobId: job,
      notes: 'Hello, I would love to work with you.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return {
      id: res.body.data.application.id as number,
      client: cand.client,
      email: cand.user.email,
      userId: cand.user.id,
    };
  }
  const stageMails = async (to: string) =>
    Number((await s.db('mail_outbox').where({ to_address: to, kind: 'stageMessage' }).count())[0]!.count);

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    s = await startServer({ engine, env: { READ_CACHE_MS: '0', SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '20' } });
    staff = (await s.as('admin')).client;
    employer = (await s.as('employer')).client;
    otherEmployer = (await s.as('employer')).client;
    jobId = (await employer.post('/api/employer/jobs', validJob({ title: 'Risk Analyst', company: 'Kék Bank' }))).body
      .data.job.id;
  }, 60_000);
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  it('lists the seeded templates: four stages in English and Hungarian, courteous, with placeholders', async () => {
    const res = await staff.get('/api/admin/message-templates');
    expect(res.status).toBe(200);
    const templates = res.body.data.templates.map((t: unknown) => messageTemplateSchema.parse(t));
    expect(templates.map((t: { stage: string; language: string }) => `${t.stage}/${t.language}`)).toEqual([
      'interview/en',
      'interview/hu',
      'offer/en',
      'offer/hu',
      'hired/en',
      'hired/hu',
      'rejected/en',
      'rejected/hu',
    ]);
    for (const t of templates) expect(t.body).toContain('{name}');
    const hu = templates.find(
      (t: { stage: string; language: string }) => t.stage === 'rejected' && t.language === 'hu',
    );
    expect(hu.body).toMatch(/^Kedves \{name\}!/);
    expect(hu.body).toContain('Önnek');
  });

  it('a Hungarian candidate gets the template in Hungarian, name in Hungarian order; sent, stored, mailed, read', async () => {
    const app = await apply(jobId, 'hu', 'Kovács');
    const draftRes = await employer.get(`/api/employer/applications/${app.id}/message?stage=rejected`);
    expect(draftRes.status).toBe(200);
    const draft = messageDraftSchema.parse(draftRes.body.data);
    expect(draft).toMatchObject({
      stage: 'rejected',
      language: 'hu',
      subject: 'Jelentkezése: Risk Analyst – Kék Bank',
    });
    expect(draft.body).toMatch(/^Kedves Kovács Anna!/);
    // The sender edits it (a placeholder left in is rendered too) and sends.
    const body = `${draft.body}\n\nUtóirat: {name}, köszönjük a türelmét.`;
    const moved = await employer.put(`/api/employer/applications/${app.id}/stage`, {
      stage: 'rejected',
      message: { subject: draft.subject, body },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.application.status).toBe('rejected');

    const stored = await s.db('application_messages').where({ application_id: app.id }).first();
    expect(stored).toMatchObject({ stage: 'rejected', language: 'hu', sender_role: 'employer' });
    expect(stored!.body).toContain('Utóirat: Kovács Anna, köszönjük');
    // One mail, the message itself, and no generic 'new status' notice.
    const mail = await smtp.waitFor((m) => m.to.includes(app.email) && m.subject.startsWith('Jelentkezése'));
    expect(mail.subject).toBe('Jelentkezése: Risk Analyst – Kék Bank');
    expect(mail.text).toContain('Kedves Kovács Anna!');
    expect(mail.text).toContain('Utóirat: Kovács Anna, köszönjük a türelmét.');
    expect(mail.text).toContain('Jelentkezéseim oldalon');
    expect(await s.db('mail_outbox').where({ to_address: app.email, kind: 'statusChanged' }).first()).toBeUndefined();

    const read = await app.client.get('/api/candidate/messages');
    expect(read.status).toBe(200);
    const messages = read.body.data.messages.map((m: unknown) => sentMessageSchema.parse(m));
    expect(messages).toEqual([
      expect.objectContaining({ applicationId: app.id, stage: 'rejected', subject: draft.subject, language: 'hu' }),
    ]);
    // Another candidate reads none of it.
    const other = await s.as('candidate');
    expect((await other.client.get('/api/candidate/messages')).body.data.messages).toEqual([]);
    // Their data export carries it.
    const exported = JSON.parse((await app.client.get('/api/account/export')).text);
    expect(exported.applications[0].messages[0]).toMatchObject({ stage: 'rejected', subject: draft.subject });
    // Erasing the candidate erases the messages to them.
    expect((await staff.delete(`/api/admin/users/${app.userId}`)).status).toBe(200);
    expect(await s.db('application_messages').where({ application_id: app.id }).first()).toBeUndefined();
  });

  it("an English candidate gets English, first name first; 'send nothing' stores and mails nothing", async () => {
    const app = await apply(jobId, 'en', 'Smith');
    const draft = messageDraftSchema.parse(
      (await staff.get(`/api/admin/applications/${app.id}/message?stage=interview`)).body.data,
    );
    expect(draft).toMatchObject({ language: 'en', subject: 'Interview invitation: Risk Analyst at Kék Bank' });
    expect(draft.body).toMatch(/^Dear Anna Smith,/);
    const before = await s.db('mail_outbox').where({ to_address: app.email }).count();
    for (const message of [null, undefined]) {
      const stage = message === null ? 'interview' : 'offer';
      const res = await staff.put(`/api/admin/applications/${app.id}/stage`, { stage, message });
      expect(res.status).toBe(200);
      expect(res.body.data.application.status).toBe(stage);
    }
    expect(await s.db('mail_outbox').where({ to_address: app.email }).count()).toEqual(before);
    expect(await s.db('application_messages').where({ application_id: app.id }).first()).toBeUndefined();
    // A stage without a template still sends the status notice, as before.
    expect((await staff.put(`/api/admin/applications/${app.id}/stage`, { stage: 'review' })).status).toBe(200);
    expect(
      Number((await s.db('mail_outbox').where({ to_address: app.email, kind: 'statusChanged' }).count())[0]!.count),
    ).toBe(1);
  });

  it('staff edit a template; the next draft uses it; bad templates are 400 with a code, nothing saved', async () => {
    const put = await staff.put('/api/admin/message-templates/offer/en', {
      subject: 'Good news about {job}',
      body: 'Hello {name}, {company} would like to make you an offer.',
    });
    expect(put.status).toBe(200);
    const app = await apply(jobId, 'en', 'Jones');
    const draft = (await staff.get(`/api/admin/applications/${app.id}/message?stage=offer`)).body.data;
    expect(draft).toMatchObject({
      subject: 'Good news about Risk Analyst',
      body: 'Hello Anna Jones, Kék Bank would like to make you an offer.',
    });

    const before = await s.db('stage_message_templates').orderBy(['stage', 'language']).select('subject', 'body');
    const cases: [string, () => Promise<{ status: number; body: { code: string } }>, string][] = [
      [
        'unknown placeholder',
        () => staff.put('/api/admin/message-templates/offer/hu', { subject: 'Ajánlat', body: 'Kedves {nev}!' }),
        'messagePlaceholderUnknown',
      ],
      [
        'unknown placeholder in the subject',
        () => staff.put('/api/admin/message-templates/offer/hu', { subject: '{salary}', body: 'x' }),
        'messagePlaceholderUnknown',
      ],
      [
        'empty subject',
        () => staff.put('/api/admin/message-templates/offer/hu', { subject: '  ', body: 'x' }),
        'messageSubjectRequired',
      ],
      [
        'empty body',
        () => staff.put('/api/admin/message-templates/offer/hu', { subject: 'x', body: '' }),
        'messageBodyRequired',
      ],
      [
        'a 1 MB body',
        () => staff.put('/api/admin/message-templates/offer/hu', { subject: 'x', body: 'x'.repeat(1_000_000) }),
        'messageBodyTooLong',
      ],
      [
        'unknown stage',
        () => staff.put('/api/admin/message-templates/promoted/hu', { subject: 'x', body: 'x' }),
        'messageStageInvalid',
      ],
      [
        'a stage without messages',
        () => staff.put('/api/admin/message-templates/review/en', { subject: 'x', body: 'x' }),
        'messageStageInvalid',
      ],
      [
        'unknown language',
        () => staff.put('/api/admin/message-templates/offer/de', { subject: 'x', body: 'x' }),
        'languageInvalid',
      ],
    ];
    for (const [name, call, code] of cases) {
      const res = await call();
      expect(res.status, name).toBe(400);
      expect(res.body.code, name).toBe(code);
    }
    expect(await s.db('stage_message_templates').orderBy(['stage', 'language']).select('subject', 'body')).toEqual(
      before,
    );
  });

  it('bad messages on a move are 400 with a code: nothing moved, stored or mailed', async () => {
    const app = await apply(jobId, 'hu', 'Nagy');
    const url = `/api/employer/applications/${app.id}/stage`;
    const cases: [string, unknown, string][] = [
      [
        'unknown placeholder',
        { stage: 'rejected', message: { subject: 'x', body: 'Kedves {nev}!' } },
        'messagePlaceholderUnknown',
      ],
      [
        'a 1 MB body',
        { stage: 'rejected', message: { subject: 'x', body: 'x'.repeat(1_000_000) } },
        'messageBodyTooLong',
      ],
      [
        'one character too long',
        { stage: 'offer', message: { subject: 'x', body: 'x'.repeat(10_001) } },
        'messageBodyTooLong',
      ],
      // 2,000 placeholders fit the limit as written, not once rendered.
      [
        'too long once rendered',
        { stage: 'offer', message: { subject: 'x', body: '{name}'.repeat(1_600) } },
        'messageBodyTooLong',
      ],
      ['empty body', { stage: 'offer', message: { subject: 'x', body: ' ' } }, 'messageBodyRequired'],
      ['no subject', { stage: 'offer', message: { body: 'x' } }, 'messageSubjectRequired'],
      [
        'a message on a stage without one',
        { stage: 'review', message: { subject: 'x', body: 'x' } },
        'messageStageInvalid',
      ],
      ['unknown stage', { stage: 'promoted', message: null }, 'stageInvalid'],
    ];
    for (const [name, body, code] of cases) {
      const res = await employer.put(url, body);
      expect(res.status, name).toBe(400);
      expect(res.body.code, name).toBe(code);
    }
    for (const [name, path, code] of [
      [
        'draft of an unknown stage',
        `/api/employer/applications/${app.id}/message?stage=promoted`,
        'messageStageInvalid',
      ],
      [
        'draft of a stage without one',
        `/api/employer/applications/${app.id}/message?stage=review`,
        'messageStageInvalid',
      ],
      ['draft without a stage', `/api/employer/applications/${app.id}/message`, 'messageStageInvalid'],
    ] as const) {
      const res = await employer.get(path);
      expect(res.status, name).toBe(400);
      expect(res.body.code, name).toBe(code);
    }
    expect((await s.db('applications').where({ id: app.id }).first('status'))!.status).toBe('submitted');
    expect(await s.db('application_messages').where({ application_id: app.id }).first()).toBeUndefined();
    expect(await stageMails(app.email)).toBe(0);
  });

  it("an employer neither drafts nor sends for another employer's applicant: 404, nothing written", async () => {
    const otherJob = (await otherEmployer.post('/api/employer/jobs', validJob())).body.data.job.id;
    const app = await apply(otherJob, 'en', 'Other');
    expect((await employer.get(`/api/employer/applications/${app.id}/message?stage=rejected`)).status).toBe(404);
    const res = await employer.put(`/api/employer/applications/${app.id}/stage`, {
      stage: 'rejected',
      message: { subject: 'x', body: 'y' },
    });
    expect(res.status).toBe(404);
    expect(await s.db('application_messages').where({ application_id: app.id }).first()).toBeUndefined();
    expect(await stageMails(app.email)).toBe(0);
    // Employers and candidates do not reach the templates; candidates only their own messages.
    for (const c of [employer, app.client]) {
      expect((await c.get('/api/admin/message-templates')).status).toBe(403);
      expect((await c.put('/api/admin/message-templates/offer/en', { subject: 'x', body: 'y' })).status).toBe(403);
    }
    expect((await employer.get('/api/candidate/messages')).status).toBe(403);
    expect((await staff.get('/api/candidate/messages')).status).toBe(403);
    expect((await s.client().get('/api/candidate/messages')).status).toBe(401);
  });
});

// Interviews over HTTP on both engines, with mail captured over SMTP and every .ics read by a real
// parser (ical.js): proposing slots (Budapest wall time, across the DST change), the bad inputs, the
// candidate's pick and the invitations it sends, the download, a reschedule (same UID, SEQUENCE + 1),
// a cancellation (METHOD:CANCEL), declining, and who may reach what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewListSchema, interviewSchema, mailListSchema } from '../../contract/index.ts';
import { parseInvitation } from '../../test/ics.ts';
import { files, startServer, validJob, type Client, type TestServer } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture, type CapturedMail } from '../../test/smtp.ts';
import { invitationIcs } from './ics.ts';
import { budapestInstant } from './time.ts';

const STAFF_EMAIL = 'desk@staff.test';
/** The last Sunday of October next year: Budapest goes from UTC+2 to UTC+1 that night. */
const YEAR = new Date().getUTCFullYear() + 1;
const lastSunday = (month: number) => {
  const d = new Date(Date.UTC(YEAR, month + 1, 0));
  d.setUTCDate(d.getUTCDate() - d.getUTCDay());
  return d;
};
const day = (d: Date, plus: number) => new Date(d.getTime() + plus * 86_400_000).toISOString().slice(0, 10);
const BEFORE = day(lastSunday(9), -1); // Saturday, summer time
const AFTER = day(lastSunday(9), 1); // Monday, winter time
const SPRING_GAP = day(lastSunday(2), 0); // 02:30 never shows that night

describe('Budapest wall time and the invitation, without a server', () => {
  it('turns Budapest wall time into instants across the DST changes', () => {
    expect(budapestInstant('2026-10-24', '10:00')?.toISOString()).toBe('2026-10-24T08:00:00.000Z');
    expect(budapestInstant('2026-10-26', '10:00')?.toISOString()).toBe('2026-10-26T09:00:00.000Z');
    expect(budapestInstant('2026-03-29', '02:30')).toBeNull();
    // The repeated hour of the autumn change: the first of the two.
    expect(budapestInstant('2026-10-25', '02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(budapestInstant('2026-02-30', '10:00')).toBeNull();
  });

  it('writes an .ics the parser reads back, with long lines folded and text escaped', () => {
    const ics = invitationIcs({
      method: 'REQUEST',
      uid: 'interview-1@example.test',
      sequence: 0,
      startsAt: budapestInstant('2026-10-24', '10:00')!,
      endsAt: budapestInstant('2026-10-24', '11:00')!,
      summary: 'Állásinterjú: Adatmérnök, senior; Budapest (Példa Kft.)',
      location: 'https://meet.example.test/árvíztűrő-tükörfúrógép-' + 'x'.repeat(80),
      description: 'Line one\nLine two, with a comma',
      url: 'https://portal.test/',
      organizer: { name: 'Portal Talent', email: 'desk@staff.test' },
      attendees: [{ name: 'Szabó Réka', email: 'reka@example.test' }],
      product: 'Portal Talent',
      stamp: new Date('2026-10-01T00:00:00Z'),
    });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const p = parseInvitation(ics);
    expect(p).toMatchObject({
      method: 'REQUEST',
      uid: 'interview-1@example.test',
      sequence: 0,
      start: '2026-10-24T08:00:00.000Z',
      end: '2026-10-24T09:00:00.000Z',
      summary: 'Állásinterjú: Adatmérnök, senior; Budapest (Példa Kft.)',
      organizer: 'mailto:desk@staff.test',
      attendees: ['mailto:reka@example.test'],
    });
    expect(p.location).toContain('árvíztűrő-tükörfúrógép-xxxx');
  });
});

describe.each(['postgresql', 'pglite'] as const)('interviews on %s', (engine) => {
  let smtp: SmtpCapture;
  let s: TestServer;
  let staff: Client;
  let employer: Client;
  let otherEmployer: Client;
  let candidate: Client;
  let otherCandidate: Client;
  let emails: { staff: string; employer: string; candidate: string };
  let applicationId: number;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    s = await startServer({ engine, env: { SMTP_URL: smtp.url, STAFF_EMAIL, MAIL_RETRY_BASE_MS: '20' } });
    const st = await s.as('admin', { firstName: 'Anna', lastName: 'Admin' });
    const e = await s.as('employer', { firstName: 'Ede', lastName: 'Employer' });
    const c = await s.as('candidate', { firstName: 'Réka', lastName: 'Szabó' });
    await s.db('users').where({ id: c.user.id }).update({ language: 'hu' });
    [staff, employer, candidate] = [st.client, e.client, c.client];
    emails = { staff: st.user.email, employer: e.user.email, candidate: c.user.email };
    otherEmployer = (await s.as('employer')).client;
    otherCandidate = (await s.as('candidate')).client;
    const jobId = (await employer.post('/api/employer/jobs', validJob({ title: 'Data Engineer' }))).body.data.job.id;
    expect((await candidate.upload('/api/upload-cv', 'cv.pdf', files.pdf('CV'), 'application/pdf')).status).toBe(201);
    const applied = await candidate.post('/api/applications', { jobId, notes: 'Ten years of Spark and dbt.' });
    expect(applied.status).toBe(201);
    applicationId = applied.body.data.application.id;
  }, 60_000);
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  const proposal = (over: Record<string, unknown> = {}) => ({
    slots: [
      { date: BEFORE, time: '10:00', minutes: 60 },
      { date: AFTER, time: '10:00', minutes: 45 },
    ],
    location: 'Budapest, Váci út 1.',
    note: 'Bring your portfolio.',
    ...over,
  });

  const invitationTo = async (to: string, subject: RegExp): Promise<CapturedMail> =>
    smtp.waitFor((m) => m.to.includes(to) && subject.test(m.subject));

  it('answers bad proposals with 400 and a code, writing nothing', async () => {
    const url = `/api/employer/applications/${applicationId}/interviews`;
    const cases: [Record<string, unknown>, string][] = [
      [{ slots: [] }, 'slotsRequired'],
      [{ slots: Array.from({ length: 50 }, () => ({ date: AFTER, time: '10:00', minutes: 30 })) }, 'tooManySlots'],
      [{ slots: [{ date: '2020-01-06', time: '10:00', minutes: 30 }] }, 'slotInPast'],
      [{ slots: [{ date: AFTER, time: '10:00', minutes: 0 }] }, 'slotLengthInvalid'],
      [{ slots: [{ date: AFTER, time: '10:00', minutes: -30 }] }, 'slotLengthInvalid'],
      [{ slots: [{ date: '2026-03-29', time: '02:30', minutes: 30 }] }, 'slotNotInBudapest'],
      [{ slots: [{ date: SPRING_GAP, time: '02:30', minutes: 30 }] }, 'slotNotInBudapest'],
      [{ slots: [{ date: `${YEAR}-02-30`, time: '10:00', minutes: 30 }] }, 'slotDateInvalid'],
      [{ slots: [{ date: AFTER, time: '24:00', minutes: 30 }] }, 'slotTimeInvalid'],
      [{ location: ' ' }, 'interviewLocationRequired'],
      [{ slots: 'tomorrow' }, 'slotsRequired'],
    ];
    for (const [over, code] of cases) {
      const res = await employer.post(url, proposal(over));
      expect(res.status, code).toBe(400);
      expect(
        res.body.code === code || Object.values(res.body.fields ?? {}).includes(code),
        JSON.stringify(res.body),
      ).toBe(true);
    }
    expect((await employer.post('/api/employer/applications/999999/interviews', proposal())).status).toBe(404);
    // Another employer's job's application does not exist for them.
    expect((await otherEmployer.post(url, proposal())).status).toBe(404);
    expect(Number((await s.db('interviews').count({ n: '*' }).first())!.n)).toBe(0);
  });

  it('proposes, the candidate picks one, and everyone gets the invitation; reschedule and cancel', async () => {
    const proposed = await employer.post(`/api/employer/applications/${applicationId}/interviews`, proposal());
    expect(proposed.status).toBe(201);
    const interview = interviewSchema.parse(proposed.body.data.interview);
    expect(interview).toMatchObject({ status: 'proposed', sequence: 0, chosenSlotId: null });
    // Budapest wall time → instants: summer time the Saturday, winter time the Monday.
    expect(interview.slots.map((x) => [x.startsAt, x.endsAt])).toEqual([
      [`${BEFORE}T08:00:00.000Z`, `${BEFORE}T09:00:00.000Z`],
      [`${AFTER}T09:00:00.000Z`, `${AFTER}T09:45:00.000Z`],
    ]);
    // The candidate is mailed in Hungarian, the times in Budapest time, with a link to My Applications.
    const invite = await invitationTo(emails.candidate, /^Interjúidőpontok: Data Engineer/);
    expect(invite.text).toContain('10:00–11:00 (budapesti idő szerint)');
    expect(invite.text).toMatch(/\/candidate\/applications\?lang=hu/);
    expect(invite.attachments).toEqual([]);

    // Staff and the employer see it on the application; the candidate in their list; nobody else.
    for (const [client, area] of [
      [staff, 'admin'],
      [employer, 'employer'],
    ] as const) {
      const list = interviewListSchema.parse(
        (await client.get(`/api/${area}/applications/${applicationId}/interviews`)).body.data,
      );
      expect(list.interviews.map((i) => i.id)).toEqual([interview.id]);
    }
    expect((await otherEmployer.get(`/api/employer/applications/${applicationId}/interviews`)).status).toBe(404);
    const mine = interviewListSchema.parse((await candidate.get('/api/candidate/interviews')).body.data);
    expect(mine.interviews.map((i) => i.id)).toEqual([interview.id]);
    expect((await otherCandidate.get('/api/candidate/interviews')).body.data.interviews).toEqual([]);
    const answerUrl = `/api/candidate/interviews/${interview.id}/answer`;
    expect((await otherCandidate.post(answerUrl, { slotId: interview.slots[0]!.id })).status).toBe(404);
    // Nothing to download before a time is chosen.
    expect((await candidate.get(`/api/interviews/${interview.id}/invite.ics`)).status).toBe(404);

    // A slot of no such interview; then the Monday slot.
    const unknown = await candidate.post(answerUrl, { slotId: 99999999 });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'slotUnknown']);
    const picked = await candidate.post(answerUrl, { slotId: interview.slots[1]!.id });
    expect(picked.status).toBe(200);
    expect(picked.body.data.interview).toMatchObject({ status: 'scheduled', chosenSlotId: interview.slots[1]!.id });
    const again = await candidate.post(answerUrl, { slotId: interview.slots[0]!.id });
    expect([again.status, again.body.code]).toEqual([409, 'interviewClosed']);

    // Candidate (Hungarian), employer and staff each get the REQUEST with one UID, SEQUENCE 0.
    const mails = {
      candidate: await invitationTo(emails.candidate, /^Interjú visszaigazolva/),
      employer: await invitationTo(emails.employer, /^Interview confirmed/),
      staff: await invitationTo(STAFF_EMAIL, /^Interview confirmed/),
    };
    const parsed = Object.fromEntries(
      Object.entries(mails).map(([who, m]) => {
        expect(m.attachments, who).toHaveLength(1);
        expect(m.attachments[0]!.contentType).toBe('text/calendar');
        return [who, parseInvitation(m.attachments[0]!.content)];
      }),
    );
    const uid = parsed.candidate!.uid;
    for (const p of Object.values(parsed))
      expect(p).toMatchObject({
        method: 'REQUEST',
        uid,
        sequence: 0,
        status: 'CONFIRMED',
        start: `${AFTER}T09:00:00.000Z`,
        end: `${AFTER}T09:45:00.000Z`,
        location: 'Budapest, Váci út 1.',
        organizer: `mailto:${STAFF_EMAIL}`,
      });
    expect(parsed.candidate!.summary).toMatch(/^Állásinterjú: Data Engineer/);
    expect(parsed.employer!.summary).toMatch(/^Interview: Data Engineer at/);
    expect(parsed.candidate!.attendees).toEqual(
      expect.arrayContaining([`mailto:${emails.candidate}`, `mailto:${emails.employer}`]),
    );
    expect(mails.candidate.text).toContain(`${AFTER.slice(0, 4)}. `);
    // Each opens it where they work: the employer their panel, staff theirs, the candidate My Applications.
    expect(mails.employer.text).toContain(`/employer/applications/${applicationId}?lang=en`);
    expect(mails.staff.text).toContain(`/admin/applications/${applicationId}?lang=en`);
    expect(mails.candidate.text).toContain('/candidate/applications?lang=hu');

    // Staff's Sent mail lists the invitation with each mail and opens it as it was sent.
    const sent = mailListSchema.parse((await staff.get('/api/admin/mail?pageSize=100')).body);
    const confirmed = sent.mails.find(
      (m) => m.to === emails.candidate && m.subject.startsWith('Interjú visszaigazolva'),
    )!;
    expect(confirmed.attachments).toEqual([
      {
        filename: 'invite.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        bytes: expect.any(Number),
      },
    ]);
    const attached = await staff.get(`/api/admin/mail/${confirmed.id}/attachments/0`);
    expect(attached.status).toBe(200);
    expect(attached.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(attached.headers.get('content-disposition')).toBe('attachment; filename="invite.ics"');
    expect(Buffer.byteLength(attached.text)).toBe(confirmed.attachments[0]!.bytes);
    expect(parseInvitation(attached.text)).toMatchObject({ method: 'REQUEST', uid, sequence: 0 });
    expect((await staff.get(`/api/admin/mail/${confirmed.id}/attachments/1`)).status).toBe(404);
    expect((await staff.get(`/api/admin/mail/${confirmed.id}/attachments/x`)).status).toBe(400);
    expect((await employer.get(`/api/admin/mail/${confirmed.id}/attachments/0`)).status).toBe(403);

    // The download: for those who may see the application, in their language.
    for (const client of [candidate, employer, staff]) {
      const res = await client.get(`/api/interviews/${interview.id}/invite.ics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(parseInvitation(res.text)).toMatchObject({ method: 'REQUEST', uid, sequence: 0 });
    }
    // In the app's language when it says one: the candidate's Hungarian account reads it in English.
    const english = await candidate.get(`/api/interviews/${interview.id}/invite.ics?lang=en`);
    expect(parseInvitation(english.text).summary).toMatch(/^Interview: Data Engineer at/);
    expect((await candidate.get(`/api/interviews/${interview.id}/invite.ics?lang=xx`)).status).toBe(400);
    for (const client of [otherEmployer, otherCandidate])
      expect((await client.get(`/api/interviews/${interview.id}/invite.ics`)).status).toBe(404);
    expect((await s.client().get(`/api/interviews/${interview.id}/invite.ics`)).status).toBe(401);

    // Staff move it to the Saturday: same UID, SEQUENCE 1, summer time again.
    const moveBody = { slot: { date: BEFORE, time: '10:00', minutes: 30 } };
    expect((await otherEmployer.put(`/api/employer/interviews/${interview.id}`, moveBody)).status).toBe(404);
    const moved = await staff.put(`/api/admin/interviews/${interview.id}`, moveBody);
    expect(moved.status).toBe(200);
    expect(moved.body.data.interview).toMatchObject({ status: 'scheduled', sequence: 1 });
    const movedMail = await invitationTo(emails.candidate, /^Új interjúidőpont/);
    expect(parseInvitation(movedMail.attachments[0]!.content)).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 1,
      start: `${BEFORE}T08:00:00.000Z`,
      end: `${BEFORE}T08:30:00.000Z`,
    });
    const past = await staff.put(`/api/admin/interviews/${interview.id}`, {
      slot: { date: '2020-01-06', time: '10:00', minutes: 30 },
    });
    expect([past.status, past.body.code]).toEqual([400, 'slotInPast']);

    // The employer cancels: METHOD:CANCEL, STATUS:CANCELLED, same UID, SEQUENCE 2.
    expect((await otherEmployer.post(`/api/employer/interviews/${interview.id}/cancel`, {})).status).toBe(404);
    const cancelled = await employer.post(`/api/employer/interviews/${interview.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.interview).toMatchObject({ status: 'cancelled', sequence: 2 });
    for (const to of [emails.candidate, emails.employer, STAFF_EMAIL]) {
      const m = await invitationTo(to, /^(Lemondott interjú|Interview cancelled)/);
      expect(m.attachments[0]!.contentType).toBe('text/calendar');
      expect(parseInvitation(m.attachments[0]!.content)).toMatchObject({
        method: 'CANCEL',
        status: 'CANCELLED',
        uid,
        sequence: 2,
      });
    }
    const download = await candidate.get(`/api/interviews/${interview.id}/invite.ics`);
    expect(parseInvitation(download.text)).toMatchObject({ method: 'CANCEL', sequence: 2 });
    const twice = await employer.post(`/api/employer/interviews/${interview.id}/cancel`, {});
    expect([twice.status, twice.body.code]).toEqual([409, 'interviewClosed']);
    const notScheduled = await staff.put(`/api/admin/interviews/${interview.id}`, moveBody);
    expect([notScheduled.status, notScheduled.body.code]).toEqual([409, 'interviewNotScheduled']);
  });

  it('tells the proposer and staff when the candidate declines every slot', async () => {
    const proposed = await staff.post(`/api/admin/applications/${applicationId}/interviews`, proposal());
    expect(proposed.status).toBe(201);
    const id = proposed.body.data.interview.id;
    const declined = await candidate.post(`/api/candidate/interviews/${id}/answer`, { slotId: null });
    expect(declined.status).toBe(200);
    expect(declined.body.data.interview.status).toBe('declined');
    for (const to of [emails.staff, STAFF_EMAIL, emails.employer]) {
      const m = await invitationTo(to, /^Interview times declined: Data Engineer/);
      expect(m.text).toContain('Réka Szabó declined every proposed interview time');
    }
  });
});

// What several server tests set up the same way on a harness server: a contractor with a contract, a
// month of days saved, submitted and approved, and an employer's posted job. Each step throws when the
// server refuses it (with the answer), so a broken setup fails the test that needed it by name; what a
// test asserts about an answer stays in the test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { jobSchema, type Job } from '../contract/index.ts';
import type { JobsPage } from '../contract/pageData.ts';
import { generate } from 'otplib';
import { demoTaj, demoTaxId } from '../db/demoIds.ts';
import { TEST_PASSWORD, validJob, type Client, type Res, type TestServer } from './harness.ts';

/** Who a new user is (name, email, …), as TestServer.as and createUser take it. */
type Person = Parameters<TestServer['createUser']>[0];

interface SignedIn {
  client: Client;
  user: { id: number; email: string };
}

function check(res: Res, status: number, what: string): Res {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.text.slice(0, 300)}`);
  return res;
}

/** A contract written straight to the table: 45,000 cents a day, a 5 % fee, from 2026-01-01 unless
 *  told otherwise. Its id. The contractor has given a valid tax ID and TAJ number (a payslip needs them)
 *  unless they gave their own before; a test of their absence deletes the row. */
export async function insertContract(
  s: TestServer,
  c: { contractorId: number; employerId: number; jobTitle: string; startDate?: string; notes?: string },
): Promise<number> {
  // The contract bills its employer's company, as the staff route sets it.
  const employer = await s.db('users').where({ id: c.employerId }).first('company_id');
  const [row] = await s
    .db('contracts')
    .insert({
      contractor_id: c.contractorId,
      employer_id: c.employerId,
      client_company_id: employer?.company_id ?? null,
      day_rate: 45_000,
      fee_percentage: 500,
      job_title: c.jobTitle,
      start_date: c.startDate ?? '2026-01-01',
      ...(c.notes === undefined ? {} : { notes: c.notes }),
    })
    .returning('id');
  await givePayrollProfile(s, c.contractorId);
  return (row as { id: number }).id;
}

/** The contractor's valid tax ID and TAJ number, which a payslip needs, unless they gave their
 *  own before. */
export async function givePayrollProfile(s: TestServer, contractorId: number): Promise<void> {
  await s
    .db('contractor_tax_details')
    .insert({ user_id: contractorId, tax_id: demoTaxId(contractorId), taj_number: demoTaj(contractorId) })
    .onConflict('user_id')
    .ignore();
}

/** The body of POST /api/admin/contracts for this contractor and employer as the payroll tests make it:
 *  Data Engineer from 2026-01-01 at 45,000 cents a day and a 5 % fee, with `over` on top. */
export const contractBody = (contractorId: number, employerId: number, over: Record<string, unknown> = {}) => ({
  contractorId,
  employerId,
  jobTitle: 'Data Engineer',
  startDate: '2026-01-01',
  dayRate: 45_000,
  feePercentage: 500,
  ...over,
});

/** A new signed-in contractor (a candidate) with a contract as insertContract writes it, with a new
 *  employer (not signed in). */
export async function contractorWithContract(
  s: TestServer,
  jobTitle: string,
  people: { contractor?: Person; employer?: Person } = {},
): Promise<{ contractor: SignedIn; employer: { id: number; email: string }; contractId: number }> {
  const contractor = await s.as('candidate', people.contractor);
  const employer = await s.createUser({ ...people.employer, role: 'employer' });
  const contractId = await insertContract(s, { contractorId: contractor.user.id, employerId: employer.id, jobTitle });
  return { contractor, employer, contractId };
}

/** The contractor saves days of a month on the contract (by default its first day, whole): the
 *  timesheet's id. */
export async function saveTimesheet(
  contractor: Client,
  contractId: number,
  month: string,
  days: Record<string, number> = { [`${month}-01`]: 1 },
): Promise<number> {
  const saved = await contractor.put('/api/candidate/timesheets', { contractId, month, days });
  return check(saved, 200, `saving ${month}`).body.data.timesheet.id as number;
}

/** The contractor submits the timesheet. */
export async function submitTimesheet(contractor: Client, timesheetId: number): Promise<void> {
  check(await contractor.post(`/api/candidate/timesheets/${timesheetId}/submit`), 200, 'submitting');
}

/** The contractor submits the timesheet and staff approve it: the approval's answer, as the test
 *  asserts on it (on success its data.timesheet carries invoiceId and payslipId). */
export async function submitAndApprove(contractor: Client, staff: Client, timesheetId: number): Promise<Res> {
  await submitTimesheet(contractor, timesheetId);
  return staff.post(`/api/admin/timesheets/${timesheetId}/approve`, {});
}

/** Staff turn two-factor sign-in on (set up, then enabled with the current code): the secret and the
 *  recovery codes. */
export async function twoFactorOn(staff: Client): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = check(await staff.post('/api/admin/totp/setup'), 200, 'two-factor setup').body.data as {
    secret: string;
  };
  const enabled = check(
    await staff.post('/api/admin/totp/enable', { code: await generate({ secret }) }),
    200,
    'enabling two-factor',
  );
  return { secret, recoveryCodes: enabled.body.data.recoveryCodes as string[] };
}

/** Another browser signs in with the user's password (with two-factor on, it then waits for a code). */
export async function passwordSignIn(s: TestServer, email: string): Promise<Client> {
  const browser = s.client();
  check(await browser.post('/api/auth/login', { email, password: TEST_PASSWORD }), 200, `signing in ${email}`);
  return browser;
}

/** One page of the public board's search, as GET /api/jobs?… answers it. */
export type JobPage = JobsPage;

/** A visitor's search of the public board (`query` without the leading ?): the page, each job checked
 *  against the contract. */
export async function searchJobs(s: TestServer, query: string): Promise<JobPage> {
  const res = await s.client().get(`/api/jobs?${query}`);
  expect(res.status, query).toBe(200);
  const body = res.body as JobPage;
  for (const job of body.jobs) jobSchema.parse(job);
  return body;
}

/** A new signed-in employer posts a job (validJob with the changes given): the employer and the job. */
export async function postedJob(
  s: TestServer,
  over: Record<string, unknown> = {},
): Promise<{ employer: Client; job: Job }> {
  const { client: employer } = await s.as('employer');
  const created = check(await employer.post('/api/employer/jobs', validJob(over)), 201, 'posting a job');
  return { employer, job: created.body.data.job as Job };
}

/** A folder shaped like the built app (dist/): an index.html with the default title and description the
 * server replaces and an empty #root, so tests of the pages the server sends run before any build. Pass its
 * `dir` as STATIC_DIR; `remove` deletes it. */
export function builtAppDir(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-app-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Portal Talent – IT, AI &amp; Financial Services Recruitment</title>
    <meta
      name="description"
      content="Default description."
    />
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employerDashboardSchema, jobSchema } from '../../contract/index.ts';
import { startServer, validJob, type Client, type TestServer } from '../../test/harness.ts';

let s: TestServer;
let employer: Client;
let other: Client;
beforeAll(async () => {
  s = await startServer();
  employer = (await s.as('employer')).client;
  other = (await s.as('employer')).client;
});
afterAll(() => s.close());

describe('posting, editing and archiving jobs', () => {
  it('posts a job with a readable unique slug and shows it on the public list', async () => {
    const a = await employer.post('/api/employer/jobs', validJob());
    expect(a.status).toBe(201);
    const job = jobSchema.parse(a.body.data.job);
    expect(job).toMatchObject({
      title: 'Senior Data Engineer',
      slug: 'senior-data-engineer-danube-analytics',
      isActive: true,
      source: 'employer_portal',
      salary: { min: 60, max: 80, currency: 'EUR' },
      startDate: '2027-01-15',
      skills: ['Python', 'Spark', 'Airflow', 'dbt', 'Kafka'],
    });
    const b = await employer.post('/api/employer/jobs', validJob());
    expect(b.body.data.job.slug).toBe('senior-data-engineer-danube-analytics-2');
    const list = await s.client().get('/api/jobs');
    expect(list.body.map((j: { slug: string }) => j.slug)).toContain(job.slug);
    const detail = await s.client().get(`/api/jobs/${job.slug}`);
    expect(jobSchema.parse(detail.body).id).toBe(job.id);
  });

  it('stores a job without salary or start date as null', async () => {
    const res = await employer.post(
      '/api/employer/jobs',
      validJob({ salary: null, startDate: '', requirements: [], skills: [] }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.job).toMatchObject({ salary: null, startDate: null, requirements: [], skills: [] });
  });

  it.each([
    [{ title: '' }, 'Job title is required', 'jobTitleRequired', 'title'],
    [{ company: ' ' }, 'Company name is required', 'companyNameRequired', 'company'],
    [{ location: '' }, 'Location is required', 'locationRequired', 'location'],
    [{ type: 'freelance' }, 'Please select a job type', 'jobTypeInvalid', 'type'],
    [{ type: undefined }, 'Please select a job type', 'jobTypeInvalid', 'type'],
    [{ category: '' }, 'Category is required', 'categoryRequired', 'category'],
    [{ description: 'Too short.' }, 'Description must be at least 50 characters', 'descriptionMin', 'description'],
    [
      { salary: { min: 90, max: 60, currency: 'EUR' } },
      'Minimum salary cannot be higher than maximum salary',
      'salaryRange',
      'salary.max',
    ],
    [{ salary: { min: 1.5, max: 60 } }, 'Salary must be a whole number', 'salaryInvalid', 'salary.min'],
    [{ startDate: '2027-02-30' }, 'Invalid date', 'dateInvalid', 'startDate'],
  ])('refuses %j with "%s" (code %s) and writes nothing', async (over, message, code, field) => {
    const before = await s.db('jobs').count('* as n').first();
    const res = await employer.post('/api/employer/jobs', validJob(over));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, error: message, code });
    expect(res.body.fields[field]).toBe(code);
    expect(await s.db('jobs').count('* as n').first()).toEqual(before);
  });

  it('edits only its own jobs; another employer gets 404', async () => {
    const { body } = await employer.post('/api/employer/jobs', validJob({ title: 'Quant Developer' }));
    const id = body.data.job.id;
    const foreign = await other.put(`/api/employer/jobs/${id}`, validJob({ title: 'Hijacked' }));
    expect(foreign.status).toBe(404);
    const res = await employer.put(
      `/api/employer/jobs/${id}`,
      validJob({ title: 'Lead Quant Developer', skills: ['C++'] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.job).toMatchObject({
      title: 'Lead Quant Developer',
      skills: ['C++'],
      slug: body.data.job.slug,
    });
    const pub = await s.client().get(`/api/jobs/${body.data.job.slug}`);
    expect(pub.body.title).toBe('Lead Quant Developer');
    expect((await other.delete(`/api/employer/jobs/${id}`)).status).toBe(404);
    expect((await s.client().get(`/api/jobs/${body.data.job.slug}`)).status).toBe(200);
  });

  it('archives a job: gone from the public list and detail, kept on the dashboard', async () => {
    const { body } = await employer.post('/api/employer/jobs', validJob({ title: 'Risk Analyst' }));
    const { id, slug } = body.data.job;
    const res = await employer.delete(`/api/employer/jobs/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.job.isActive).toBe(false);
    expect((await s.client().get('/api/jobs')).body.map((j: { id: number }) => j.id)).not.toContain(id);
    const gone = await s.client().get(`/api/jobs/${slug}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('Job not found');
    const dash = employerDashboardSchema.parse((await employer.get('/api/employer/dashboard')).body);
    expect(dash.jobs.find((j) => j.id === id)?.isActive).toBe(false);
  });
});

describe('GET /api/employer/dashboard', () => {
  it('counts own jobs and applications; new = needing review', async () => {
    const { client: emp } = await s.as('employer');
    const jobs = [];
    for (const title of ['Cloud Architect', 'SRE'])
      jobs.push((await emp.post('/api/employer/jobs', validJob({ title }))).body.data.job);
    await emp.delete(`/api/employer/jobs/${jobs[1].id}`);
    const statuses = ['submitted', 'review', 'interview', 'hired'] as const;
    for (const status of statuses) {
      const cand = await s.createUser({ role: 'candidate' });
      await s
        .db('applications')
        .insert({ job_id: jobs[0].id, candidate_id: cand.id, status, notes: 'Hello there, hire me.' });
    }
    const res = await emp.get('/api/employer/dashboard');
    const dash = employerDashboardSchema.parse(res.body);
    expect(dash.stats).toEqual({ totalJobs: 2, activeJobs: 1, totalApplications: 4, newApplications: 2 });
    expect(dash.applications).not.toHaveLength(0);
    expect(dash.applications[0]!.job.title).toBe('Cloud Architect');
    expect(dash.applications[0]!.candidate.firstName).toBe('Test');
    expect(JSON.stringify(dash)).not.toMatch(/password/i);
  });
});

// The staff console's calls (SPEC §7 admin rows): admin or owner only, every one of them.
import type { Knex } from 'knex';
import {
  LIMITS, STAFF_ROLES, adminCandidateCreateSchema, adminCandidateUpdateSchema, adminEmployerCreateSchema,
  adminEmployerUpdateSchema, businessToday, contractInputSchema, idParamSchema, toggleActiveSchema,
} from '../../contract/index.ts';
import { forbidden, notFound } from '../../errors.ts';
import { currentUser, requireStaff } from '../../middleware/auth.ts';
import { destroyUserSessions } from '../../middleware/session.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppContext } from '../../types.ts';
import { insertUser, upsertAccountRequest, upsertCandidateRegistration } from '../auth/repo.ts';
import {
  int, presentApplication, presentContract, presentJob, presentUser, type ApplicationRow, type ContractRow, type JobRow, type UserRow,
} from '../shared/presenters.ts';
import { applicationQuery, contractQuery } from '../shared/queries.ts';
import {
  assertContractParties, contractColumns, listCandidates, listEmployers, recentUsers, updateCandidate, updateEmployer,
} from './repo.ts';

const idOf = (ctx: AppContext) => parse(idParamSchema, ctx.params).id;

/** Enables or disables a user of one of the given roles; disabling ends their sessions at once. */
async function setActive(db: Knex, id: number, isActive: boolean, roles: readonly string[]): Promise<UserRow> {
  return db.transaction(async (trx) => {
    const user = await trx('users').where({ id }).first('role');
    if (!user || !roles.includes(user.role)) {
      if (user && (STAFF_ROLES as readonly string[]).includes(user.role)) throw forbidden('protectedAccount');
      throw notFound();
    }
    const [row] = await trx('users').where({ id }).update({ is_active: isActive }).returning('*');
    if (!isActive) await destroyUserSessions(trx, id);
    return row as UserRow;
  });
}

const hasOnlyIsActive = (body: unknown) => typeof body === 'object' && body !== null && 'isActive' in body;

export function adminRoutes() {
  const router = createRouter('/api/admin');
  router.use(requireStaff);

  router.get('/dashboard', async (ctx) => {
    const { db } = ctx.deps;
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
    const [userCounts, jobCounts, appCount, contractCount, activity, users, jobs, applications, contracts] = await Promise.all([
      db('users').select('role').count('* as n').groupBy('role') as Promise<{ role: string; n: number | string }[]>,
      db('jobs').select(db.raw('count(*) as total'), db.raw('count(*) filter (where is_active) as active')).first(),
      db('applications').count('* as n').first(),
      db('contracts').count('* as n').first(),
      db.raw(`select (select count(*) from users where created_at >= ?) + (select count(*) from applications where applied_at >= ?) as n`, [weekAgo, weekAgo]),
      recentUsers(db),
      db('jobs').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(LIMITS.adminRecentJobs) as Promise<JobRow[]>,
      applicationQuery(db) as Promise<ApplicationRow[]>,
      contractQuery(db).limit(5) as Promise<ContractRow[]>,
    ]);
    const byRole = (role: string) => int(userCounts.find((r) => r.role === role)?.n);
    const allApplications = applications.map(presentApplication);
    const today = businessToday();
    ctx.body = {
      user: presentUser(currentUser(ctx)),
      stats: {
        totalUsers: userCounts.reduce((s, r) => s + int(r.n), 0),
        totalEmployers: byRole('employer'),
        totalCandidates: byRole('candidate'),
        totalJobs: int(jobCounts?.total),
        activeJobs: int(jobCounts?.active),
        totalApplications: int(appCount?.n),
        totalContracts: int(contractCount?.n),
        recentActivity: int((activity as { rows: { n: number }[] }).rows[0]?.n),
      },
      recentUsers: users,
      recentJobs: jobs.map(presentJob),
      recentApplications: allApplications.slice(0, LIMITS.adminActivityApplications),
      recentContracts: contracts.map((c) => presentContract(c, today)),
      allApplications,
    };
  });

  // ----- users -----
  router.get('/users', async (ctx) => {
    const rows: UserRow[] = await ctx.deps.db('users').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
    ctx.body = rows.map(presentUser);
  });
  router.patch('/users/:id', withBody(toggleActiveSchema, async (ctx, { isActive }) => {
    const row = await setActive(ctx.deps.db, idOf(ctx), isActive, ['employer', 'candidate']);
    ctx.body = { ok: true, data: { user: presentUser(row) } };
  }));

  // ----- jobs -----
  router.get('/jobs', async (ctx) => {
    const { db } = ctx.deps;
    const rows = await db('jobs as j')
      .leftJoin('users as u', 'u.id', 'j.employer_id')
      .leftJoin(db('applications').select('job_id').count('* as n').groupBy('job_id').as('a'), 'a.job_id', 'j.id')
      .select('j.*', 'u.first_name as employer_first_name', 'u.last_name as employer_last_name', 'a.n as application_count')
      .orderBy([{ column: 'j.created_at', order: 'desc' }, { column: 'j.id', order: 'desc' }]);
    ctx.body = rows.map((r) => ({
      ...presentJob(r),
      employerName: r.employer_first_name ? `${r.employer_first_name} ${r.employer_last_name}` : null,
      applicationCount: int(r.application_count),
    }));
  });
  router.patch('/jobs/:id', withBody(toggleActiveSchema, async (ctx, { isActive }) => {
    const [row] = await ctx.deps.db('jobs').where({ id: idOf(ctx) }).update({ is_active: isActive }).returning('*');
    if (!row) throw notFound();
    ctx.body = { ok: true, data: { job: presentJob(row) } };
  }));

  // ----- candidates -----
  router.get('/candidates', async (ctx) => {
    ctx.body = await listCandidates(ctx.deps.db);
  });
  router.post('/candidates', withBody(adminCandidateCreateSchema, async (ctx, input) => {
    const id = await ctx.deps.db.transaction(async (trx) => {
      const user = await insertUser(trx, { ...input, role: 'candidate' });
      await upsertCandidateRegistration(trx, user.id, input);
      return user.id;
    });
    ctx.status = 201;
    ctx.body = { ok: true, data: { candidate: (await listCandidates(ctx.deps.db, id))[0] } };
  }));
  router.patch('/candidates/:id', async (ctx) => {
    const id = idOf(ctx);
    if (hasOnlyIsActive(ctx.request.body)) {
      const { isActive } = parse(toggleActiveSchema, ctx.request.body);
      await setActive(ctx.deps.db, id, isActive, ['candidate']);
    } else {
      await updateCandidate(ctx.deps.db, id, parse(adminCandidateUpdateSchema, ctx.request.body));
    }
    ctx.body = { ok: true, data: { candidate: (await listCandidates(ctx.deps.db, id))[0] } };
  });

  // ----- employers -----
  router.get('/employers', async (ctx) => {
    ctx.body = await listEmployers(ctx.deps.db);
  });
  router.post('/employers', withBody(adminEmployerCreateSchema, async (ctx, input) => {
    const id = await ctx.deps.db.transaction(async (trx) => {
      const user = await insertUser(trx, { ...input, role: 'employer' });
      await upsertAccountRequest(trx, user, input.companyName);
      return user.id;
    });
    ctx.status = 201;
    ctx.body = { ok: true, data: { employer: (await listEmployers(ctx.deps.db, id))[0] } };
  }));
  router.patch('/employers/:id', async (ctx) => {
    const id = idOf(ctx);
    if (hasOnlyIsActive(ctx.request.body)) {
      const { isActive } = parse(toggleActiveSchema, ctx.request.body);
      await setActive(ctx.deps.db, id, isActive, ['employer']);
    } else {
      await updateEmployer(ctx.deps.db, id, parse(adminEmployerUpdateSchema, ctx.request.body));
    }
    ctx.body = { ok: true, data: { employer: (await listEmployers(ctx.deps.db, id))[0] } };
  });

  // ----- contracts -----
  router.get('/contracts', async (ctx) => {
    const { db } = ctx.deps;
    const people = (role: string) => db('users').where({ role, is_active: true })
      .select('id', 'first_name as firstName', 'last_name as lastName', 'email').orderBy(['last_name', 'first_name']);
    const [contracts, contractors, employers] = await Promise.all([contractQuery(db) as Promise<ContractRow[]>, people('candidate'), people('employer')]);
    const today = businessToday();
    ctx.body = { contracts: contracts.map((c) => presentContract(c, today)), contractors, employers };
  });
  router.post('/contracts', withBody(contractInputSchema, async (ctx, input) => {
    await assertContractParties(ctx.deps.db, input);
    const [{ id }] = await ctx.deps.db('contracts').insert(contractColumns(input)).returning('id');
    const row: ContractRow = await contractQuery(ctx.deps.db).where('c.id', id).first();
    ctx.status = 201;
    ctx.body = { ok: true, data: { contract: presentContract(row) } };
  }));
  router.put('/contracts/:id', withBody(contractInputSchema, async (ctx, input) => {
    const id = idOf(ctx);
    await assertContractParties(ctx.deps.db, input);
    const updated = await ctx.deps.db('contracts').where({ id }).update(contractColumns(input));
    if (!updated) throw notFound();
    const row: ContractRow = await contractQuery(ctx.deps.db).where('c.id', id).first();
    ctx.body = { ok: true, data: { contract: presentContract(row) } };
  }));

  // ----- settings (read-only facts the server knows) -----
  router.get('/settings', async (ctx) => {
    const { db, engine, config } = ctx.deps;
    const connected = await db.raw('select 1').then(() => true, () => false);
    ctx.body = {
      database: { connected, engine, environment: config.env },
      security: { sessionDays: LIMITS.sessionDays, passwordPolicy: `Min ${LIMITS.passwordMin} characters`, twoFactor: false },
      email: { configured: false, fromAddress: config.mailFrom },
      general: { company: config.company, brand: config.brand, domain: config.domain },
    };
  });

  return router;
}

// The staff console's calls: admin or owner only, every one of them.
import {
  DASHBOARD_APPLICATIONS,
  LIMITS,
  LIST_LEGACY_CAP,
  LIST_PAGE_SIZE,
  ROLES,
  adminCandidateCreateSchema,
  adminCandidatePatchSchema,
  adminEmployerCreateSchema,
  adminEmployerPatchSchema,
  businessToday,
  contractInputSchema,
  idParamSchema,
  langQuerySchema,
  listQuerySchema,
  rejectJobSchema,
  toggleActiveSchema,
  type ContractStatus,
  type StaffList,
} from '../../contract/index.ts';
import type { Count } from '../../db/tables.ts';
import { isConnected } from '../../db/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { currentUser, requireStaff } from '../../middleware/auth.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { totpSecretOf } from '../totp/repo.ts';
import { createRouter } from '../../router.ts';
import type { AppContext } from '../../types.ts';
import { createCandidate, createEmployer } from '../provisioning/repo.ts';
import { candidateFile } from '../desk/repo.ts';
import {
  int,
  presentApplication,
  presentContract,
  presentJob,
  presentReview,
  presentUser,
  type ContractRow,
} from '../shared/presenters.ts';
import { CSV_COLUMNS, csvStream, type Columns } from './csv.ts';
import { approveJob, rejectJob, setJobReview } from './jobReview.ts';
import { mailEnv } from '../mail/notify.ts';
import {
  applicationsList,
  candidatesList,
  contractsList,
  employersList,
  jobsList,
  listCount,
  listWindow,
  usersList,
  type ListDef,
} from './lists.ts';
import {
  activePeople,
  assertContractParties,
  contractById,
  dashboardStats,
  insertContract,
  recentApplications,
  recentContracts,
  recentJobs,
  recentUsers,
  setJobActive,
  setUserActive,
  updateCandidate,
  updateContract,
  updateEmployer,
} from './repo.ts';
import { billableCompanyOf } from '../companies/repo.ts';

const idOf = (ctx: AppContext) => parse(idParamSchema, ctx.params).id;

/**
 * A staff list's GET. With ?page= or ?pageSize= it answers { items, total, page, pageSize }; without
 * either it keeps the SPEC's answer (a bare array, or `legacy` of it) of the first LIST_LEGACY_CAP rows
 * in the asked order and filters, with the full count in X-Total-Count.
 */
async function answerList<L extends StaffList, I>(
  ctx: AppContext,
  list: L,
  def: ListDef<L, I>,
  legacy: (items: I[]) => unknown = (items) => items,
) {
  const { page, pageSize, ...filters } = parse(listQuerySchema(list), ctx.query);
  const { db } = ctx.deps;
  if (page === undefined && pageSize === undefined) {
    const [items, total] = await Promise.all([
      listWindow(def, db, filters, LIST_LEGACY_CAP, 0),
      listCount(def, db, filters),
    ]);
    ctx.set('X-Total-Count', String(total));
    ctx.body = await legacy(items);
    return;
  }
  const p = page ?? 1;
  const size = pageSize ?? LIST_PAGE_SIZE;
  const [items, total] = await Promise.all([
    listWindow(def, db, filters, size, (p - 1) * size),
    listCount(def, db, filters),
  ]);
  ctx.body = { items, total, page: p, pageSize: size };
}

/**
 * GET /api/admin/{list}/export.csv?q=&status=&sort=(&role=)&lang=: every row the list's filters select,
 * streamed as CSV (csv.ts); page and pageSize are ignored.
 */
function exportList<L extends StaffList, I>(list: L, def: ListDef<L, I>, columns: Columns<I>) {
  return (ctx: AppContext) => {
    const { page: _page, pageSize: _size, ...filters } = parse(listQuerySchema(list), ctx.query);
    const lang = parse(langQuerySchema, ctx.query).lang ?? 'en';
    // The database refuses a NUL in text, and the export's first query runs only after the 200 has
    // gone: said as the JSON list says it, before anything is sent.
    if (filters.q?.includes('\u0000')) throw badRequest('invalidCharacter', { q: 'invalidCharacter' });
    ctx.set('Content-Disposition', `attachment; filename="${list}-${businessToday()}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    const stream = csvStream(def, columns, ctx.deps.db, filters, lang, { snapshot: ctx.deps.engine === 'postgresql' });
    // A query failing half-way (the database gone) cuts the download short rather than leaving it open
    // for ever: the client sees an incomplete response, never a file that merely looks finished.
    stream.once('error', (err) => {
      ctx.deps.log.error({ err }, 'CSV export failed after its first bytes');
      ctx.res.destroy();
    });
    ctx.body = stream;
  };
}

/** One row of a list as the list shows it (after a create or an edit). */
const rowOf = async <L extends StaffList, I>(def: ListDef<L, I>, ctx: AppContext, column: string, id: number) => {
  const [row] = await def.items(ctx.deps.db, def.from(ctx.deps.db, {}).where(column, id));
  return row;
};
const contractAnswer = (row: ContractRow | undefined) => {
  if (!row) throw notFound();
  return { ok: true, data: { contract: presentContract(row) } };
};

export function adminRoutes() {
  const router = createRouter('/api/admin');
  router.use(requireStaff);

  router.get('/dashboard', async (ctx) => {
    const { db } = ctx.deps;
    const [stats, users, jobs, recent, listed, contracts] = await Promise.all([
      dashboardStats(db),
      recentUsers(db),
      recentJobs(db),
      recentApplications(db, LIMITS.adminActivityApplications),
      listWindow(applicationsList, db, {}, DASHBOARD_APPLICATIONS, 0),
      recentContracts(db),
    ]);
    const today = businessToday();
    ctx.body = {
      user: presentUser(currentUser(ctx)),
      stats,
      recentUsers: users,
      recentJobs: jobs.map(presentJob),
      recentApplications: recent.map(presentApplication),
      recentContracts: contracts.map((c) => presentContract(c, today)),
      allApplications: listed,
    };
  });

  // ----- applications (the dashboard's management list) -----
  router.get('/applications', (ctx) => answerList(ctx, 'applications', applicationsList));
  router.get('/applications/export.csv', exportList('applications', applicationsList, CSV_COLUMNS.applications));

  // ----- users -----
  router.get('/users', (ctx) => answerList(ctx, 'users', usersList));
  router.get('/users/export.csv', exportList('users', usersList, CSV_COLUMNS.users));
  router.patch(
    '/users/:id',
    withBody(toggleActiveSchema, async (ctx, { isActive }) => {
      // The owner may also disable (and enable) staff accounts, never their own nor the last active
      // owner; admins only the public's accounts.
      const me = currentUser(ctx);
      const roles = me.role === 'owner' ? ROLES : (['employer', 'candidate'] as const);
      const row = await setUserActive(ctx.deps.db, idOf(ctx), isActive, roles, me.id);
      ctx.body = { ok: true, data: { user: presentUser(row) } };
    }),
  );

  // ----- jobs -----
  router.get('/jobs', (ctx) => answerList(ctx, 'jobs', jobsList));
  router.get('/jobs/export.csv', exportList('jobs', jobsList, CSV_COLUMNS.jobs));
  router.patch(
    '/jobs/:id',
    withBody(toggleActiveSchema, async (ctx, { isActive }) => {
      const row = await setJobActive(ctx.deps.db, idOf(ctx), isActive);
      if (!row) throw notFound();
      ctx.body = { ok: true, data: { job: presentJob(row) } };
    }),
  );
  // The review queue: the list's status 'pending'; approve or reject (the reason is mailed).
  router.post('/jobs/:id/approve', async (ctx) => {
    const row = await approveJob(ctx.deps.db, idOf(ctx));
    if (!row) throw notFound();
    ctx.body = { ok: true, data: { job: presentJob(row), review: presentReview(row) } };
  });
  router.post(
    '/jobs/:id/reject',
    withBody(rejectJobSchema, async (ctx, { reason }) => {
      const row = await rejectJob(ctx.deps.db, mailEnv(ctx), idOf(ctx), reason);
      if (!row) throw notFound();
      ctx.deps.mailer.nudge();
      ctx.body = { ok: true, data: { job: presentJob(row), review: presentReview(row) } };
    }),
  );

  // ----- candidates -----
  router.get('/candidates', (ctx) => answerList(ctx, 'candidates', candidatesList));
  router.get('/candidates/export.csv', exportList('candidates', candidatesList, CSV_COLUMNS.candidates));
  // A candidate's page: the person, their applications, CVs, notes, contracts and the mail sent to them.
  router.get('/candidates/:id', async (ctx) => {
    const file = await candidateFile(ctx.deps.db, currentUser(ctx), idOf(ctx));
    if (!file) throw notFound();
    ctx.body = { ok: true, data: file };
  });
  router.post(
    '/candidates',
    withBody(adminCandidateCreateSchema, async (ctx, input) => {
      const id = await createCandidate(ctx.deps.db, mailEnv(ctx), input);
      ctx.deps.mailer.nudge();
      ctx.status = 201;
      ctx.body = { ok: true, data: { candidate: await rowOf(candidatesList, ctx, 'u.id', id) } };
    }),
  );
  router.patch(
    '/candidates/:id',
    withBody(adminCandidatePatchSchema, async (ctx, input) => {
      const id = idOf(ctx);
      if ('isActive' in input) await setUserActive(ctx.deps.db, id, input.isActive, ['candidate'], currentUser(ctx).id);
      else await updateCandidate(ctx.deps.db, id, input);
      ctx.body = { ok: true, data: { candidate: await rowOf(candidatesList, ctx, 'u.id', id) } };
    }),
  );

  // ----- employers -----
  router.get('/employers', (ctx) => answerList(ctx, 'employers', employersList));
  router.get('/employers/export.csv', exportList('employers', employersList, CSV_COLUMNS.employers));
  router.post(
    '/employers',
    withBody(adminEmployerCreateSchema, async (ctx, input) => {
      const id = await createEmployer(ctx.deps.db, mailEnv(ctx), input);
      ctx.deps.mailer.nudge();
      ctx.status = 201;
      ctx.body = { ok: true, data: { employer: await rowOf(employersList, ctx, 'u.id', id) } };
    }),
  );
  router.patch(
    '/employers/:id',
    withBody(adminEmployerPatchSchema, async (ctx, input) => {
      const id = idOf(ctx);
      if ('isActive' in input) await setUserActive(ctx.deps.db, id, input.isActive, ['employer'], currentUser(ctx).id);
      else if ('jobReview' in input) {
        if (!(await setJobReview(ctx.deps.db, id, input.jobReview))) throw notFound();
      } else await updateEmployer(ctx.deps.db, id, input);
      ctx.body = { ok: true, data: { employer: await rowOf(employersList, ctx, 'u.id', id) } };
    }),
  );

  // ----- contracts -----
  router.get('/contracts/export.csv', exportList('contracts', contractsList, CSV_COLUMNS.contracts));
  router.get('/contracts', (ctx) =>
    answerList(ctx, 'contracts', contractsList, async (contracts) => {
      const { db } = ctx.deps;
      const [contractors, employers] = await Promise.all([activePeople(db, 'candidate'), activePeople(db, 'employer')]);
      return { contracts, contractors, employers };
    }),
  );
  router.get('/contracts/summary', async (ctx) => {
    const { db } = ctx.deps;
    const count = (status?: ContractStatus) => listCount(contractsList, db, status ? { status } : {});
    const [total, active, upcoming, pending, completed, rates, contractors, employers] = await Promise.all([
      count(),
      count('active'),
      count('upcoming'),
      count('pending'),
      count('completed'),
      contractsList.from(db, { status: 'active' }).sum<{ n: Count }[]>('c.day_rate as n').first(),
      activePeople(db, 'candidate'),
      activePeople(db, 'employer'),
    ]);
    ctx.body = { total, active, upcoming, pending, completed, dayRates: int(rates?.n), contractors, employers };
  });
  router.post(
    '/contracts',
    withBody(contractInputSchema, async (ctx, input) => {
      await assertContractParties(ctx.deps.db, input);
      const id = await insertContract(ctx.deps.db, input, await billableCompanyOf(ctx.deps.db, input.employerId));
      ctx.status = 201;
      ctx.body = contractAnswer(await contractById(ctx.deps.db, id));
    }),
  );
  router.put(
    '/contracts/:id',
    withBody(contractInputSchema, async (ctx, input) => {
      const id = idOf(ctx);
      await assertContractParties(ctx.deps.db, input);
      const company = await billableCompanyOf(ctx.deps.db, input.employerId);
      const updated = await updateContract(ctx.deps.db, id, input, company);
      if (!updated) throw notFound();
      ctx.body = contractAnswer(await contractById(ctx.deps.db, id));
    }),
  );

  // ----- settings (read-only facts the server knows) -----
  router.get('/settings', async (ctx) => {
    const { db, engine, config } = ctx.deps;
    const connected = await isConnected(db);
    ctx.body = {
      database: { connected, engine, environment: config.env },
      security: {
        sessionDays: LIMITS.sessionDays,
        passwordPolicy: `Min ${LIMITS.passwordMin} characters`,
        // Whether the staff user reading this signs in with a second factor (features/totp).
        twoFactor: Boolean(await totpSecretOf(db, currentUser(ctx).id)),
      },
      email: {
        configured: Boolean(config.smtpUrl),
        fromAddress: config.mailFrom,
        mode: config.smtpUrl ? 'smtp' : 'log',
      },
      general: {
        company: config.seller.name,
        brand: config.brand,
        domain: config.domain,
        vatNumber: config.seller.euVatNumber,
      },
    };
  });

  return router;
}

// The staff console's calls: admin or owner only, every one of them.
import {
  LIMITS,
  ROLES,
  adminCandidateCreateSchema,
  adminCandidatePatchSchema,
  adminEmployerCreateSchema,
  adminEmployerPatchSchema,
  businessToday,
  contractInputSchema,
  idParamSchema,
  toggleActiveSchema,
} from '../../contract/index.ts';
import { isConnected } from '../../db/index.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireStaff } from '../../middleware/auth.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { totpSecretOf } from '../totp/repo.ts';
import { createRouter } from '../../router.ts';
import type { AppContext } from '../../types.ts';
import { createCandidate, createEmployer } from '../accounts/repo.ts';
import {
  presentApplication,
  presentContract,
  presentJob,
  presentUser,
  type ContractRow,
} from '../shared/presenters.ts';
import {
  activePeople,
  allApplications,
  assertContractParties,
  contractById,
  dashboardStats,
  insertContract,
  listCandidates,
  listContracts,
  listEmployers,
  listJobs,
  listUsers,
  recentContracts,
  recentJobs,
  recentUsers,
  setJobActive,
  setUserActive,
  updateCandidate,
  updateContract,
  updateEmployer,
} from './repo.ts';

const idOf = (ctx: AppContext) => parse(idParamSchema, ctx.params).id;
const contractAnswer = (row: ContractRow | undefined) => {
  if (!row) throw notFound();
  return { ok: true, data: { contract: presentContract(row) } };
};

export function adminRoutes() {
  const router = createRouter('/api/admin');
  router.use(requireStaff);

  router.get('/dashboard', async (ctx) => {
    const { db } = ctx.deps;
    const [stats, users, jobs, applications, contracts] = await Promise.all([
      dashboardStats(db),
      recentUsers(db),
      recentJobs(db),
      allApplications(db),
      recentContracts(db),
    ]);
    const presented = applications.map(presentApplication);
    const today = businessToday();
    ctx.body = {
      user: presentUser(currentUser(ctx)),
      stats,
      recentUsers: users,
      recentJobs: jobs.map(presentJob),
      recentApplications: presented.slice(0, LIMITS.adminActivityApplications),
      recentContracts: contracts.map((c) => presentContract(c, today)),
      allApplications: presented,
    };
  });

  // ----- users -----
  router.get('/users', async (ctx) => {
    ctx.body = await listUsers(ctx.deps.db);
  });
  router.patch(
    '/users/:id',
    withBody(toggleActiveSchema, async (ctx, { isActive }) => {
      // The owner may also disable (and enable) staff accounts, never the last active owner; admins only
      // the public's accounts.
      const roles = currentUser(ctx).role === 'owner' ? ROLES : (['employer', 'candidate'] as const);
      const row = await setUserActive(ctx.deps.db, idOf(ctx), isActive, roles);
      ctx.body = { ok: true, data: { user: presentUser(row) } };
    }),
  );

  // ----- jobs -----
  router.get('/jobs', async (ctx) => {
    ctx.body = await listJobs(ctx.deps.db);
  });
  router.patch(
    '/jobs/:id',
    withBody(toggleActiveSchema, async (ctx, { isActive }) => {
      const row = await setJobActive(ctx.deps.db, idOf(ctx), isActive);
      if (!row) throw notFound();
      ctx.body = { ok: true, data: { job: presentJob(row) } };
    }),
  );

  // ----- candidates -----
  router.get('/candidates', async (ctx) => {
    ctx.body = await listCandidates(ctx.deps.db);
  });
  router.post(
    '/candidates',
    withBody(adminCandidateCreateSchema, async (ctx, input) => {
      const id = await createCandidate(ctx.deps.db, input);
      ctx.status = 201;
      ctx.body = { ok: true, data: { candidate: (await listCandidates(ctx.deps.db, id))[0] } };
    }),
  );
  router.patch(
    '/candidates/:id',
    withBody(adminCandidatePatchSchema, async (ctx, input) => {
      const id = idOf(ctx);
      if ('isActive' in input) await setUserActive(ctx.deps.db, id, input.isActive, ['candidate']);
      else await updateCandidate(ctx.deps.db, id, input);
      ctx.body = { ok: true, data: { candidate: (await listCandidates(ctx.deps.db, id))[0] } };
    }),
  );

  // ----- employers -----
  router.get('/employers', async (ctx) => {
    ctx.body = await listEmployers(ctx.deps.db);
  });
  router.post(
    '/employers',
    withBody(adminEmployerCreateSchema, async (ctx, input) => {
      const id = await createEmployer(ctx.deps.db, input);
      ctx.status = 201;
      ctx.body = { ok: true, data: { employer: (await listEmployers(ctx.deps.db, id))[0] } };
    }),
  );
  router.patch(
    '/employers/:id',
    withBody(adminEmployerPatchSchema, async (ctx, input) => {
      const id = idOf(ctx);
      if ('isActive' in input) await setUserActive(ctx.deps.db, id, input.isActive, ['employer']);
      else await updateEmployer(ctx.deps.db, id, input);
      ctx.body = { ok: true, data: { employer: (await listEmployers(ctx.deps.db, id))[0] } };
    }),
  );

  // ----- contracts -----
  router.get('/contracts', async (ctx) => {
    const { db } = ctx.deps;
    const [contracts, contractors, employers] = await Promise.all([
      listContracts(db),
      activePeople(db, 'candidate'),
      activePeople(db, 'employer'),
    ]);
    const today = businessToday();
    ctx.body = { contracts: contracts.map((c) => presentContract(c, today)), contractors, employers };
  });
  router.post(
    '/contracts',
    withBody(contractInputSchema, async (ctx, input) => {
      await assertContractParties(ctx.deps.db, input);
      const id = await insertContract(ctx.deps.db, input);
      ctx.status = 201;
      ctx.body = contractAnswer(await contractById(ctx.deps.db, id));
    }),
  );
  router.put(
    '/contracts/:id',
    withBody(contractInputSchema, async (ctx, input) => {
      const id = idOf(ctx);
      await assertContractParties(ctx.deps.db, input);
      const updated = await updateContract(ctx.deps.db, id, input);
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
      general: { company: config.company, brand: config.brand, domain: config.domain },
    };
  });

  return router;
}

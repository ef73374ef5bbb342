// /api/account: a candidate's or employer's own details (names, phone, language, notifications) and
// their password change, which ends every other session of the account.
import type { Knex } from 'knex';
import type { z } from 'zod';
import { accountUpdateSchema, passwordChangeSchema, type Account } from '../../contract/index.ts';
import { badRequest } from '../../errors.ts';
import { currentUser, requireRole } from '../../middleware/auth.ts';
import { withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppContext, SessionUser } from '../../types.ts';
import { upsertAccountRequest } from '../provisioning/repo.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { filePath } from '../files/repo.ts';
import { mailEnv, mailPasswordChanged } from '../mail/notify.ts';
import { iso } from '../shared/presenters.ts';

/** The phone lives on the profile record: a candidate's registration, an employer's account request. */
async function phoneOf(db: Knex, user: SessionUser): Promise<string | null> {
  const row =
    user.role === 'candidate'
      ? await db('candidate_registrations').where({ user_id: user.id }).first('phone')
      : await db('employer_requests').where({ user_id: user.id, is_account: true }).first('phone');
  return row?.phone ?? null;
}

/** An employer's company name, from their account record. */
async function companyOf(db: Knex, user: SessionUser): Promise<string | null> {
  if (user.role !== 'employer') return null;
  const row = await db('employer_requests').where({ user_id: user.id, is_account: true }).first('company_name');
  return row?.company_name ?? null;
}

/** A candidate's CV on file: their newest upload (the one an application without a new file takes). */
async function cvOf(db: Knex, user: SessionUser): Promise<Account['cv']> {
  if (user.role !== 'candidate') return null;
  const row = await db('files')
    .where({ owner_id: user.id })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first('id', 'original_name', 'created_at');
  return row ? { name: row.original_name, uploadedAt: iso(row.created_at), url: filePath(row.id) } : null;
}

/** A candidate's skills, from their profile record. */
async function skillsOf(db: Knex, user: SessionUser): Promise<string[]> {
  if (user.role !== 'candidate') return [];
  const row = await db('candidate_registrations').where({ user_id: user.id }).first('skills');
  return row?.skills ?? [];
}

async function accountOf(db: Knex, userId: number): Promise<Account> {
  const u = await db('users')
    .where({ id: userId })
    .first('id', 'role', 'email', 'first_name', 'last_name', 'language', 'notifications');
  if (!u) throw badRequest('notFound');
  return {
    email: u.email,
    firstName: u.first_name,
    lastName: u.last_name,
    phone: await phoneOf(db, u as SessionUser),
    language: u.language,
    notifications: u.notifications,
    companyName: await companyOf(db, u as SessionUser),
    cv: await cvOf(db, u as SessionUser),
    skills: await skillsOf(db, u as SessionUser),
  };
}

async function updateAccount(db: Knex, user: SessionUser, input: z.output<typeof accountUpdateSchema>) {
  await db.transaction(async (trx) => {
    await trx('users').where({ id: user.id }).update({
      first_name: input.firstName,
      last_name: input.lastName,
      language: input.language,
      notifications: input.notifications,
    });
    if (user.role === 'candidate') {
      const profile = {
        first_name: input.firstName,
        last_name: input.lastName,
        phone: input.phone,
        ...(input.skills !== undefined ? { skills: input.skills } : {}),
      };
      const updated = await trx('candidate_registrations').where({ user_id: user.id }).update(profile);
      // An account with no profile record yet gets one when it states its skills.
      if (updated === 0 && input.skills !== undefined)
        await trx('candidate_registrations').insert({ user_id: user.id, email: user.email, ...profile });
    } else {
      const record = await trx('employer_requests').where({ user_id: user.id, is_account: true }).first('company_name');
      // The account record, made when an older account has none (it holds the company and phone).
      await upsertAccountRequest(
        trx,
        { id: user.id, email: user.email, first_name: input.firstName, last_name: input.lastName },
        input.companyName === undefined ? (record?.company_name ?? null) : input.companyName,
        input.phone,
      );
    }
  });
}

export function profileRoutes() {
  const router = createRouter('/api/account');
  router.use(requireRole('candidate', 'employer'));

  router.get('/', async (ctx: AppContext) => {
    ctx.body = { ok: true, data: { account: await accountOf(ctx.deps.db, currentUser(ctx).id) } };
  });

  router.put(
    '/',
    withBody(accountUpdateSchema, async (ctx, input) => {
      await updateAccount(ctx.deps.db, currentUser(ctx), input);
      ctx.body = { ok: true, data: { account: await accountOf(ctx.deps.db, currentUser(ctx).id) } };
    }),
  );

  router.post(
    '/password',
    withBody(passwordChangeSchema, async (ctx, { currentPassword, password }) => {
      const user = currentUser(ctx);
      const row = await ctx.deps.db('users').where({ id: user.id }).first('password_hash');
      if (!(await verifyPassword(row?.password_hash, currentPassword)))
        throw badRequest('currentPasswordWrong', { currentPassword: 'currentPasswordWrong' });
      const hash = await hashPassword(password);
      await ctx.deps.db.transaction(async (trx) => {
        await trx('users').where({ id: user.id }).update({ password_hash: hash });
        // Every session ends, this one too; it goes on under a fresh id (regenerate, saved after this).
        await trx('sessions').where({ user_id: user.id }).delete();
        await trx('password_resets').where({ user_id: user.id }).whereNull('used_at').update({ used_at: trx.fn.now() });
        // A pending address change was asked with the old password: it dies with it.
        await trx('email_changes').where({ user_id: user.id }).whereNull('used_at').update({ used_at: trx.fn.now() });
        await mailPasswordChanged(trx, mailEnv(ctx), user);
      });
      ctx.deps.mailer.nudge();
      await ctx.session!.regenerate();
      ctx.session!.userId = user.id;
      ctx.body = { ok: true };
    }),
  );

  return router;
}

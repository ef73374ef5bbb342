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
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { mailEnv, mailPasswordChanged } from '../mail/notify.ts';

/** The phone lives on the profile record: a candidate's registration, an employer's account request. */
async function phoneOf(db: Knex, user: SessionUser): Promise<string | null> {
  const row =
    user.role === 'candidate'
      ? await db('candidate_registrations').where({ user_id: user.id }).first('phone')
      : await db('employer_requests').where({ user_id: user.id, is_account: true }).first('phone');
  return row?.phone ?? null;
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
      await trx('candidate_registrations')
        .where({ user_id: user.id })
        .update({ first_name: input.firstName, last_name: input.lastName, phone: input.phone });
    } else {
      await trx('employer_requests')
        .where({ user_id: user.id, is_account: true })
        .update({ contact_person: `${input.firstName} ${input.lastName}`, phone: input.phone });
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

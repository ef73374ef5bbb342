// The public forms (contact, employer request, candidate registration) and the about/legal texts.
import {
  ACCOUNT_REGISTRATION_JOB_TITLE,
  CONTENT_SLUGS,
  LANGUAGES,
  candidateRegistrationSchema,
  contactSchema,
  employerRequestSchema,
  langQuerySchema,
  personName,
  type Language,
} from '../../contract/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { withBody, withQuery } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import { upsertAccountRequest, upsertCandidateRegistration } from '../provisioning/repo.ts';
import { fileIdFromPath, fileOwner } from '../files/repo.ts';
import { iso } from '../shared/presenters.ts';
import { limitPerAddress } from '../../middleware/rateLimit.ts';
import { contentPage, insertContactEnquiry, insertEmployerRequest } from './repo.ts';
import { mailEnv, mailStaffEmployerRequest, mailStaffEnquiry } from '../mail/notify.ts';
import { completeSignupLead, insertLead } from '../leads/store.ts';
import type { AppContext } from '../../types.ts';

/** The language the visitor writes in: the app sends its own as Accept-Language. */
const requestLanguage = (ctx: AppContext): Language => (ctx.acceptsLanguages([...LANGUAGES]) || 'en') as Language;

export function publicRoutes() {
  const router = createRouter('/api');

  router.post(
    '/contact',
    limitPerAddress((c) => c.formLimits, 'tooManyRequests', 'contact'),
    withBody(contactSchema, async (ctx, input) => {
      // Staff hear of it by mail, once (a resend from the offline outbox carries the same client id).
      // It becomes a lead in the staff inbox, with every field given and the visitor's language.
      const language = requestLanguage(ctx);
      await ctx.deps.db.transaction(async (trx) => {
        const resent = input.clientId
          ? await trx('contact_enquiries').where({ client_id: input.clientId }).first('id')
          : undefined;
        await insertContactEnquiry(trx, input);
        if (resent) return;
        const { clientId: _clientId, ...fields } = input;
        const leadId = await insertLead(trx, {
          kind: 'contact',
          name: personName(language, input.firstName, input.lastName),
          email: input.email,
          phone: input.phone,
          message: input.message,
          fields,
          language,
          userId: ctx.state.user?.id ?? null,
        });
        await mailStaffEnquiry(trx, mailEnv(ctx), input, leadId);
      });
      ctx.deps.mailer.nudge();
      ctx.status = 201;
      ctx.body = { ok: true };
    }),
  );

  router.post(
    '/employer-request',
    limitPerAddress((c) => c.formLimits, 'tooManyRequests', 'employer-request'),
    withBody(employerRequestSchema, async (ctx, input) => {
      const user = ctx.state.user;
      // The request sent right after an employer signs up describes their account: update, don't duplicate.
      if (user?.role === 'employer' && input.jobTitle === ACCOUNT_REGISTRATION_JOB_TITLE) {
        await ctx.deps.db.transaction(async (trx) => {
          await upsertAccountRequest(trx, user, input.companyName, input.phone);
          await completeSignupLead(trx, user.id, input.companyName, input.phone);
        });
      } else {
        const language = requestLanguage(ctx);
        await ctx.deps.db.transaction(async (trx) => {
          await insertEmployerRequest(trx, user, input);
          const leadId = await insertLead(trx, {
            kind: 'employerRequest',
            name: input.contactPerson,
            email: input.email,
            company: input.companyName,
            phone: input.phone,
            message: input.description,
            fields: input,
            language,
            userId: user?.role === 'employer' ? user.id : null,
          });
          await mailStaffEmployerRequest(trx, mailEnv(ctx), input, leadId);
        });
        ctx.deps.mailer.nudge();
      }
      ctx.status = 201;
      ctx.body = { ok: true };
    }),
  );

  router.post(
    '/candidate-register',
    limitPerAddress((c) => c.formLimits, 'tooManyRequests', 'register'),
    withBody(candidateRegistrationSchema, async (ctx, input) => {
      const user = ctx.state.user;
      // The CV comes as the path its upload answered; the record keeps the file's id. A visitor's
      // upload has no owner; a signed-in user may name only their own.
      const { cvFile, ...profile } = input;
      const cvFileId = cvFile ? fileIdFromPath(cvFile) : null;
      if (cvFile) {
        const file = cvFileId ? await fileOwner(ctx.deps.db, cvFileId) : undefined;
        if (!file || (file.owner_id !== null && file.owner_id !== user?.id))
          throw badRequest('cvNotFound', { cvFile: 'cvNotFound' });
      }
      // A signed-in candidate completes their own record; a visitor leaves an anonymous one.
      await upsertCandidateRegistration(ctx.deps.db, user?.role === 'candidate' ? user.id : null, {
        ...profile,
        cvFileId,
      });
      ctx.status = 201;
      ctx.body = { ok: true };
    }),
  );

  for (const slug of CONTENT_SLUGS) {
    router.get(
      `/${slug}`,
      withQuery(langQuerySchema, async (ctx, { lang }) => {
        const wanted: Language = lang ?? ((ctx.acceptsLanguages([...LANGUAGES]) || 'en') as Language);
        const page = await contentPage(ctx.deps.db, slug, wanted);
        if (!page) throw notFound();
        ctx.body = { content: page.content, lang: page.lang, updatedAt: iso(page.updated_at) };
      }),
    );
  }

  return router;
}

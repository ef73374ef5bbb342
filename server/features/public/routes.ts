// The public forms (contact, employer request, candidate registration) and the about/legal texts.
import {
  ACCOUNT_REGISTRATION_JOB_TITLE, CONTENT_SLUGS, LANGUAGES, candidateRegistrationSchema, contactSchema,
  employerRequestSchema, langQuerySchema, type Language,
} from '../../contract/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { withBody, withQuery } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import { upsertAccountRequest, upsertCandidateRegistration } from '../auth/repo.ts';
import { fileIdFromPath } from '../files/repo.ts';
import { iso } from '../shared/presenters.ts';

export function publicRoutes() {
  const router = createRouter('/api');

  router.post('/contact', withBody(contactSchema, async (ctx, input) => {
    const { clientId, ...rest } = input;
    await ctx.deps.db('contact_enquiries')
      .insert({
        first_name: rest.firstName, last_name: rest.lastName, email: rest.email, phone: rest.phone,
        subject: rest.subject, message: rest.message, client_id: clientId ?? null,
      })
      .onConflict('client_id').ignore();
    ctx.status = 201;
    ctx.body = { ok: true };
  }));

  router.post('/employer-request', withBody(employerRequestSchema, async (ctx, input) => {
    const user = ctx.state.user;
    // The request sent right after an employer signs up describes their account: update, don't duplicate.
    if (user?.role === 'employer' && input.jobTitle === ACCOUNT_REGISTRATION_JOB_TITLE) {
      await upsertAccountRequest(ctx.deps.db, user, input.companyName, input.phone);
    } else {
      await ctx.deps.db('employer_requests').insert({
        user_id: user?.role === 'employer' ? user.id : null, company_name: input.companyName,
        contact_person: input.contactPerson, email: input.email, phone: input.phone, job_title: input.jobTitle,
        location: input.location, description: input.description, urgency: input.urgency,
      });
    }
    ctx.status = 201;
    ctx.body = { ok: true };
  }));

  router.post('/candidate-register', withBody(candidateRegistrationSchema, async (ctx, input) => {
    const user = ctx.state.user;
    if (input.cvFile) {
      const fileId = fileIdFromPath(input.cvFile);
      const file = fileId && await ctx.deps.db('files').where({ id: fileId }).first('owner_id');
      if (!file || (file.owner_id !== null && file.owner_id !== user?.id)) throw badRequest('cvNotFound', { cvFile: 'cvNotFound' });
    }
    // A signed-in candidate completes their own record; a visitor leaves an anonymous one.
    await upsertCandidateRegistration(ctx.deps.db, user?.role === 'candidate' ? user.id : null, input);
    ctx.status = 201;
    ctx.body = { ok: true };
  }));

  for (const slug of CONTENT_SLUGS) {
    router.get(`/${slug}`, withQuery(langQuerySchema, async (ctx, { lang }) => {
      const wanted: Language = lang ?? ((ctx.acceptsLanguages([...LANGUAGES]) || 'en') as Language);
      const rows = await ctx.deps.db('content_pages').where({ slug }).whereIn('lang', [wanted, 'en']);
      const page = rows.find((r) => r.lang === wanted) ?? rows.find((r) => r.lang === 'en');
      if (!page) throw notFound();
      ctx.body = { content: page.content, lang: page.lang, updatedAt: iso(page.updated_at) };
    }));
  }

  return router;
}


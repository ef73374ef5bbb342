// What the public forms write and the about/legal texts they read.
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { ContentSlug, Language, contactSchema, employerRequestSchema } from '../../contract/index.ts';
import type { ContentPageRecord } from '../../db/tables.ts';
import type { SessionUser } from '../../types.ts';

/** A contact enquiry; one resent by the offline outbox (same client id) is stored once. */
export async function insertContactEnquiry(db: Knex, input: z.output<typeof contactSchema>): Promise<void> {
  const { clientId, ...rest } = input;
  await db('contact_enquiries')
    .insert({
      first_name: rest.firstName,
      last_name: rest.lastName,
      email: rest.email,
      phone: rest.phone,
      subject: rest.subject,
      message: rest.message,
      client_id: clientId ?? null,
    })
    .onConflict('client_id')
    .ignore();
}

/** A hiring request, linked to the employer who sent it while signed in. */
export async function insertEmployerRequest(
  db: Knex,
  user: SessionUser | null,
  input: z.output<typeof employerRequestSchema>,
): Promise<void> {
  await db('employer_requests').insert({
    user_id: user?.role === 'employer' ? user.id : null,
    company_name: input.companyName,
    contact_person: input.contactPerson,
    email: input.email,
    phone: input.phone,
    job_title: input.jobTitle,
    location: input.location,
    description: input.description,
    urgency: input.urgency,
  });
}

/** The page in the wanted language, else in English; undefined when neither exists. */
export async function contentPage(
  db: Knex,
  slug: ContentSlug,
  wanted: Language,
): Promise<ContentPageRecord | undefined> {
  const rows = await db('content_pages').where({ slug }).whereIn('lang', [wanted, 'en']);
  return rows.find((r) => r.lang === wanted) ?? rows.find((r) => r.lang === 'en');
}

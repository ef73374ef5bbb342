// Leads as the public forms and employer sign-ups write them; the inbox reads them in repo.ts.
import type { Knex } from 'knex';
import type { Language, LeadKind } from '../../contract/index.ts';
import { publishLead } from '../live/events.ts';

export interface NewLead {
  kind: LeadKind;
  name: string;
  email: string;
  company?: string | null;
  phone?: string | null;
  message?: string | null;
  /** Every field the sender gave (form field name → value; empty ones left out). */
  fields: Record<string, unknown>;
  language: Language;
  userId?: number | null;
}

const fieldsOf = (fields: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );

/** Writes a lead inside the caller's transaction; returns its id. */
export async function insertLead(trx: Knex, lead: NewLead): Promise<number> {
  const [row] = await trx('leads')
    .insert({
      kind: lead.kind,
      name: lead.name,
      email: lead.email,
      company: lead.company ?? null,
      phone: lead.phone ?? null,
      message: lead.message ?? null,
      // jsonb written as its JSON text; both engines read it back as an object.
      fields: JSON.stringify(fieldsOf(lead.fields)) as unknown as Record<string, string>,
      language: lead.language,
      user_id: lead.userId ?? null,
    })
    .returning('id');
  // Open staff screens hear of it once the lead is committed (the live events' NOTIFY).
  await publishLead(trx, row!.id);
  return row!.id;
}

/** The sign-up's follow-up (company and phone sent right after an employer registers) completes its lead. */
export async function completeSignupLead(
  trx: Knex,
  userId: number,
  company: string | null,
  phone: string | null,
): Promise<void> {
  const lead = await trx('leads').where({ user_id: userId, kind: 'employerSignup' }).first('id', 'fields');
  if (!lead) return;
  await trx('leads')
    .where({ id: lead.id })
    .update({
      company,
      phone,
      fields: JSON.stringify(fieldsOf({ ...lead.fields, companyName: company, phone })) as unknown as Record<
        string,
        string
      >,
    });
}

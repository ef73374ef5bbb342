import transliterate from '@sindresorhus/slugify';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { jobInputSchema } from '../../contract/index.ts';
import type { JobRow } from '../shared/presenters.ts';

type JobInput = z.output<typeof jobInputSchema>;

/** Lower-case ASCII words joined by dashes, letters transliterated the Hungarian way (Ő to o, Ü to u)
 * because most of the companies named are Hungarian; Polish, Nordic and German letters read as
 * expected too (Ł to l, Ø to o, ß to ss). */
export function slugify(text: string): string {
  return transliterate(text, { decamelize: false, locale: 'hu' }).slice(0, 120).replace(/-+$/, '') || 'job';
}

/** A readable unique slug: title-company, then -2, -3… when taken. */
export async function uniqueSlug(db: Knex, title: string, company: string): Promise<string> {
  const base = slugify(`${title} ${company}`);
  const taken = new Set<string>(
    await db('jobs').where('slug', base).orWhere('slug', 'like', `${base}-%`).pluck('slug'),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

export const jobColumns = (input: JobInput) => ({
  title: input.title, company: input.company, location: input.location, type: input.type,
  category: input.category, description: input.description, requirements: input.requirements, skills: input.skills,
  salary_min: input.salary?.min ?? null, salary_max: input.salary?.max ?? null, salary_currency: input.salary?.currency ?? 'EUR',
  start_date: input.startDate,
});

export async function insertJob(db: Knex, employerId: number | null, input: JobInput, source = 'employer_portal'): Promise<JobRow> {
  // Two posts of one title at once can pick the same slug: the unique index refuses one, which retries.
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db('jobs')
        .insert({ ...jobColumns(input), employer_id: employerId, source, slug: await uniqueSlug(db, input.title, input.company) })
        .returning('*');
      return row as JobRow;
    } catch (err) {
      if ((err as { code?: string }).code !== '23505' || attempt >= 3) throw err;
    }
  }
}

export const activeJobs = (db: Knex) =>
  db('jobs').where({ is_active: true }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);

// Seed data: the bilingual about/legal pages from server/content/<lang>/<slug>.md (kept in line with
// those files at every start), the demo data set (demo/) for an empty database, and the owner account
// taken from configuration. Runs unchanged on PostgreSQL and PGlite.
import { createLogger, type Logger } from '../log/index.ts';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { hashPassword, verifyPassword } from '../features/auth/passwords.ts';
import { slugify } from '../features/jobs/repo.ts';
import {
  ACCOUNT_REGISTRATION_JOB_TITLE,
  businessToday,
  CONTENT_SLUGS,
  DEFAULT_CURRENCY,
  LANGUAGES,
  type Role,
} from '../contract/index.ts';
import { addDays } from '../contract/dates.ts';
import { fromRoot } from '../paths.ts';
import { APPLICATIONS } from './demo/applications.ts';
import { CONTRACTS } from './demo/contracts.ts';
import { demoTaj, demoTaxId } from './demoIds.ts';
import { buildCvPdf } from './demo/cvPdf.ts';
import { CONTACT_ENQUIRIES, EMPLOYER_REQUESTS } from './demo/enquiries.ts';
import { JOBS } from './demo/jobs.ts';
import {
  CANDIDATES,
  EMPLOYERS,
  STAFF,
  type CandidateEmail,
  type EmployerEmail,
  type StaffEmail,
} from './demo/users.ts';

export const DEMO_PASSWORD = 'Demo-portal-2025'; // shared by all demo accounts

/** The sign-ins the README lists; every one of them uses DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: { role: Role; email: StaffEmail | EmployerEmail | CandidateEmail }[] = [
  { role: 'owner', email: 'owner@portaltalent.eu' },
  { role: 'admin', email: 'admin@portaltalent.eu' },
  { role: 'employer', email: 'employer@portaltalent.eu' },
  { role: 'employer', email: 'tomasz.wojcik@vistulasoft.pl' },
  { role: 'candidate', email: 'candidate@portaltalent.eu' },
  { role: 'candidate', email: 'piotr.nowak@example.com' },
];

// ---------------------------------------------------------------------------------------------
// Content pages (about, privacy, terms, cookies × en, hu)
// ---------------------------------------------------------------------------------------------

// From the checkout's root, not the working directory: the server may be started from anywhere, as source or
// built (paths.ts).
const CONTENT_DIR = fromRoot('server', 'content');

/** The eight Markdown files an editor changes, e.g. server/content/hu/privacy.md. */
async function contentPages() {
  return Promise.all(
    CONTENT_SLUGS.flatMap((slug) =>
      LANGUAGES.map(async (lang) => ({
        slug,
        lang,
        content: await fs.readFile(path.join(CONTENT_DIR, lang, `${slug}.md`), 'utf8'),
      })),
    ),
  );
}

/** Inserts the about/legal pages where missing and replaces a stored text that differs from its file.
 * Pages already equal are not written, so their updated_at stays and clients' delta sync pulls only
 * the pages an editor changed. */
export async function seedContent(db: Knex): Promise<void> {
  await db('content_pages')
    .insert(await contentPages())
    .onConflict(['slug', 'lang'])
    .merge(['content'])
    .whereRaw('content_pages.content IS DISTINCT FROM excluded.content');
}

// ---------------------------------------------------------------------------------------------
// Owner account from configuration
// ---------------------------------------------------------------------------------------------

/** What start-up did with OWNER_EMAIL / OWNER_PASSWORD (each outcome is logged as it happens). */
export type OwnerOutcome = 'created' | 'unchanged' | 'passwordChanged' | 'promoted' | 'refusedPublicAccount';

/**
 * Makes the configured owner account exist with the configured password:
 * - no account with this address: an owner is created;
 * - an owner already: its password is replaced when it differs (and reactivated when disabled); a
 *   change ends every session of that account, so a session opened with the old password ends too;
 * - an admin (staff made by an owner): promoted to owner with this password, sessions ended;
 * - an account registered by the public (candidate or employer) is never silently made staff: anyone
 *   could have registered that address first. Start-up refuses, logs an error and leaves the account
 *   as it is, unless OWNER_PROMOTE_EXISTING=1 explicitly allows it once (then its sessions end).
 */
export async function ensureOwner(
  db: Knex,
  email: string,
  password: string,
  opts: { promoteExisting?: boolean; log?: Logger } = {},
): Promise<OwnerOutcome> {
  const normalized = email.trim().toLowerCase();
  let password_hash: string | undefined;
  const newHash = async () => (password_hash ??= await hashPassword(password));
  // Two processes starting at once may both see no row; the unique index refuses one insert, which retries as an update.
  for (let attempt = 0; ; attempt++) {
    try {
      const outcome = await db.transaction(async (trx): Promise<OwnerOutcome> => {
        const existing = await trx('users')
          .whereRaw('lower(email) = ?', [normalized])
          .forUpdate()
          .first<{ id: number; role: Role; is_active: boolean; password_hash: string | null } | undefined>(
            'id',
            'role',
            'is_active',
            'password_hash',
          );
        if (!existing) {
          await trx('users').insert({
            email: normalized,
            password_hash: await newHash(),
            role: 'owner',
            first_name: 'Site',
            last_name: 'Owner',
            is_active: true,
          });
          return 'created';
        }
        if (existing.role === 'candidate' || existing.role === 'employer') {
          if (!opts.promoteExisting) return 'refusedPublicAccount';
        } else if (
          existing.role === 'owner' &&
          existing.is_active &&
          (await verifyPassword(existing.password_hash, password))
        ) {
          return 'unchanged';
        }
        await trx('users')
          .where({ id: existing.id })
          .update({ email: normalized, role: 'owner', is_active: true, password_hash: await newHash() });
        await trx('sessions').where({ user_id: existing.id }).delete();
        return existing.role === 'owner' ? 'passwordChanged' : 'promoted';
      });
      logOwnerOutcome(outcome, normalized, opts.log ?? createLogger());
      return outcome;
    } catch (err) {
      if ((err as { code?: string }).code !== '23505' || attempt >= 2) throw err;
    }
  }
}

function logOwnerOutcome(outcome: OwnerOutcome, email: string, log: Logger): void {
  switch (outcome) {
    case 'created':
      log.info(`OWNER_EMAIL: created the owner account ${email}.`);
      break;
    case 'unchanged':
      break;
    case 'passwordChanged':
      log.warn(
        `OWNER_EMAIL: the owner account ${email} now has the password from OWNER_PASSWORD (or was re-enabled); every session of it was ended.`,
      );
      break;
    case 'promoted':
      log.warn(
        `OWNER_EMAIL: the existing account ${email} was made owner with the password from OWNER_PASSWORD; every session of it was ended.`,
      );
      break;
    case 'refusedPublicAccount':
      log.error(
        `OWNER_EMAIL: ${email} belongs to an account registered on the public site (candidate or employer), ` +
          'which is never made staff silently: it was left unchanged and no owner was set up from configuration. ' +
          'Choose another OWNER_EMAIL, or, if you know that account is yours, start once with OWNER_PROMOTE_EXISTING=1 ' +
          '(it then becomes owner with OWNER_PASSWORD and its sessions end) and remove the setting afterwards.',
      );
      break;
  }
}

// ---------------------------------------------------------------------------------------------
// Demo data (fixtures in demo/)
// ---------------------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed data refers to an unknown ${what}`);
  return value;
}

const employerOf = (email: EmployerEmail) =>
  must(
    EMPLOYERS.find((e) => e.email === email),
    `employer ${email}`,
  );

/** A Hungarian tax number with a valid check digit (weights 9, 7, 3, 1, 9, 7, 3) for the i-th demo company. */
function demoTaxNumber(i: number): string {
  const base = String(2345670 + i * 11);
  const sum = [9, 7, 3, 1, 9, 7, 3].reduce((acc, w, k) => acc + w * Number(base[k]), 0);
  return `${base}${(10 - (sum % 10)) % 10}-2-41`;
}

/** Readable slugs as the job repo makes them: title-company, then -2, -3… on collision. */
function withUniqueSlugs(jobs: typeof JOBS) {
  const taken = new Set<string>();
  return jobs.map((job) => {
    const base = slugify(`${job.title} ${employerOf(job.employer).company}`);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return { job, slug };
  });
}

/** Fills an empty database with the demo data set in one transaction; does nothing if any user exists. */
export async function seedDemo(db: Knex): Promise<void> {
  if (await db('users').first('id')) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD); // argon2 is slow on purpose: one hash serves every demo account

  const nowMs = Date.now();
  const ago = (days: number, hours = 0) => new Date(nowMs - days * DAY_MS - hours * HOUR_MS);
  const today = businessToday(new Date(nowMs));
  const dateIn = (days: number | null) => (days === null ? null : addDays(today, days));

  await db.transaction(async (trx) => {
    if (await trx('users').first('id')) return; // another process seeded meanwhile

    // Users
    const userRows = [
      ...STAFF.map((s, i) => ({
        email: s.email,
        role: s.role,
        first_name: s.firstName,
        last_name: s.lastName,
        is_active: true,
        joined: ago(s.joinedDaysAgo, i + 2),
      })),
      ...EMPLOYERS.map((e, i) => ({
        email: e.email,
        role: 'employer' as const,
        first_name: e.firstName,
        last_name: e.lastName,
        is_active: e.active,
        joined: ago(e.joinedDaysAgo, i + 3),
      })),
      ...CANDIDATES.map((c, i) => ({
        email: c.email,
        role: 'candidate' as const,
        first_name: c.firstName,
        last_name: c.lastName,
        is_active: c.active,
        joined: ago(c.joinedDaysAgo, (i % 7) + 1),
      })),
    ];
    const inserted = await trx('users')
      .insert(
        userRows.map(({ joined, ...u }) => ({
          ...u,
          email: u.email.toLowerCase(),
          password_hash: passwordHash,
          created_at: joined,
          updated_at: joined,
        })),
      )
      .returning<{ id: number; email: string }[]>(['id', 'email']);
    const userId = new Map(inserted.map((u) => [u.email, u.id]));
    const joinedAt = new Map(userRows.map((u) => [u.email, u.joined]));
    const idOf = (email: string) => must(userId.get(email.toLowerCase()), `user ${email}`);

    // Each employer bills through a client company with complete billing data: the demo's
    // contracts are Hungarian VAT, so each company is registered in Budapest with its own valid tax number.
    const companyOf = new Map<string, number>();
    for (const [i, e] of EMPLOYERS.entries()) {
      const [row] = await trx('client_companies')
        .insert({
          legal_name: e.company,
          country_code: 'HU',
          postal_code: '1051',
          city: 'Budapest',
          street: `Nádor utca ${i + 1}.`,
          hu_tax_number: demoTaxNumber(i),
          billing_email: e.email.toLowerCase(),
          contact_name: `${e.firstName} ${e.lastName}`,
        })
        .returning<{ id: number }[]>('id');
      companyOf.set(e.email.toLowerCase(), row!.id);
      await trx('users')
        .where({ id: idOf(e.email) })
        .update({ company_id: row!.id });
    }

    // Employer account records
    await trx('employer_requests').insert(
      EMPLOYERS.map((e) => {
        const at = must(joinedAt.get(e.email), e.email);
        return {
          user_id: idOf(e.email),
          company_name: e.company,
          contact_person: `${e.firstName} ${e.lastName}`,
          email: e.email,
          phone: e.phone,
          job_title: ACCOUNT_REGISTRATION_JOB_TITLE,
          location: 'remote',
          description: 'New employer account registered through the portal.',
          urgency: 'medium',
          is_account: true,
          created_at: at,
          updated_at: at,
        };
      }),
    );

    // CV files, by candidate email
    const cvFileId = new Map<string, string>();
    const fileRows = CANDIDATES.flatMap((c, i) => {
      if (!c.cv) return [];
      const id = crypto.randomUUID();
      const data = buildCvPdf(`${c.firstName} ${c.lastName}`, c.email, c.phone, c.cv);
      const at = new Date(must(joinedAt.get(c.email), c.email).getTime() + HOUR_MS * (2 + i));
      cvFileId.set(c.email, id);
      return [
        {
          id,
          owner_id: idOf(c.email),
          original_name: c.cv.fileName,
          mime_type: 'application/pdf',
          size: data.length,
          data,
          created_at: at,
          updated_at: at,
        },
      ];
    });
    await trx('files').insert(fileRows);

    // Candidate registrations
    await trx('candidate_registrations').insert(
      CANDIDATES.map((c) => {
        const at = must(joinedAt.get(c.email), c.email);
        const fileId = cvFileId.get(c.email);
        return {
          user_id: idOf(c.email),
          first_name: c.firstName,
          last_name: c.lastName,
          email: c.email,
          phone: c.phone,
          current_location: c.location,
          job_category: c.category,
          experience: c.experience,
          available_for_remote: c.remote,
          cv_file_id: fileId ?? null,
          created_at: at,
          updated_at: at,
        };
      }),
    );

    // Jobs
    const seededJobs = withUniqueSlugs(JOBS).map(({ job, slug }, i) => ({
      job,
      slug,
      created: ago(job.postedDaysAgo, (i * 5) % 9),
    }));
    const jobRows = await trx('jobs')
      .insert(
        seededJobs.map(({ job: j, slug, created }) => {
          const employer = employerOf(j.employer);
          return {
            employer_id: idOf(employer.email),
            title: j.title,
            company: employer.company,
            location: j.location,
            type: j.type,
            category: j.category,
            description: [...j.description, employer.about].join('\n\n'),
            requirements: [...j.requirements],
            skills: [...j.skills],
            salary_min: j.salary ? j.salary[0] : null,
            salary_max: j.salary ? j.salary[1] : null,
            salary_currency: DEFAULT_CURRENCY,
            day_rate: j.dayRate === undefined ? null : j.dayRate * 100,
            is_active: j.active ?? true,
            slug,
            source: 'employer_portal',
            start_date: dateIn(j.startInDays),
            created_at: created,
            updated_at: created,
          };
        }),
      )
      .returning<{ id: number; slug: string }[]>(['id', 'slug']);
    const jobIdBySlug = new Map(jobRows.map((r) => [r.slug, r.id]));
    const seededJobByKey = new Map(seededJobs.map((s) => [s.job.key, s]));

    // Applications
    await trx('applications').insert(
      APPLICATIONS.map((a, n) => {
        const seeded = must(seededJobByKey.get(a.job), `job ${a.job}`);
        if (seeded.job.active === false) throw new Error(`Seed application to inactive job ${a.job}`);
        const fileId = must(cvFileId.get(a.candidate), `CV of ${a.candidate}`);
        // Never before the job was posted, never in the future.
        const applied = new Date(
          Math.max(ago(a.daysAgo, (n % 6) + 1).getTime(), seeded.created.getTime() + 2 * HOUR_MS),
        );
        const progressed =
          a.status === 'submitted' ? applied : new Date(Math.min(applied.getTime() + 3 * DAY_MS, nowMs - HOUR_MS));
        return {
          job_id: must(jobIdBySlug.get(seeded.slug), `slug ${seeded.slug}`),
          candidate_id: idOf(a.candidate),
          status: a.status,
          cv_file_id: fileId,
          notes: a.note,
          applied_at: applied,
          updated_at: progressed < applied ? applied : progressed,
        };
      }),
    );

    // Contracts
    await trx('contracts').insert(
      CONTRACTS.map((c, n) => {
        const at = ago(c.createdDaysAgo, n + 1);
        return {
          contractor_id: idOf(c.contractor),
          employer_id: idOf(c.employer),
          client_company_id: companyOf.get(c.employer.toLowerCase()) ?? null,
          job_title: c.jobTitle,
          start_date: dateIn(c.startInDays),
          end_date: dateIn(c.endInDays),
          day_rate: c.dayRate,
          fee_percentage: c.feePercentage,
          source: c.source,
          notes: c.notes,
          created_at: at,
          updated_at: at,
        };
      }),
    );

    // Each demo contractor has given a tax ID and TAJ number with valid check digits (made up), as a payslip
    // needs them before staff can approve a month.
    const contractors = [...new Set(CONTRACTS.map((c) => c.contractor.toLowerCase()))];
    await trx('contractor_tax_details').insert(
      contractors.map((email, n) => ({
        user_id: idOf(email),
        tax_id: demoTaxId(n + 1),
        taj_number: demoTaj(n + 1),
      })),
    );

    // Public form submissions
    await trx('contact_enquiries').insert(
      CONTACT_ENQUIRIES.map(({ daysAgo, ...e }, n) => {
        const at = ago(daysAgo, n + 2);
        return { ...e, created_at: at, updated_at: at };
      }),
    );
    await trx('employer_requests').insert(
      EMPLOYER_REQUESTS.map(({ daysAgo, ...r }, n) => {
        const at = ago(daysAgo, n + 4);
        return { ...r, user_id: null, is_account: false, created_at: at, updated_at: at };
      }),
    );
  });
}

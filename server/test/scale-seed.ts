// The "thousands of rows" data set, written straight into a fresh database in a few INSERT ... SELECTs:
// shared by scale.test.ts (counts and sizes) and scripts/bench.ts (speed), so both look at the same data.
import type { Knex } from 'knex';

export const SCALE = { candidates: 3000, employers: 300, jobs: 1500, applications: 6000 } as const;

// Job descriptions and cover letters are drawn word by word from a vocabulary, so they are as long as
// real ones and compress about as well as real prose would (a repeated sentence would make the gzip
// figure look far better than it is). The subqueries name an outer column so each row gets its own.
const VOCABULARY = (
  'we are looking for an experienced engineer to join the data platform team that runs payment analytics ' +
  'in budapest you will design build and operate reliable pipelines with python spark and sql work closely with analysts ' +
  'product owners and risk colleagues across europe i have eight years of experience building systems would love bring ' +
  'my skills your company remote hybrid salary benefits growth mentoring cloud kubernetes terraform monitoring'
).split(' ');
/** SQL for a text of `length` characters (an expression) of random words; `row` ties it to the outer row. */
const prose = (words: number, length: string, row: string) =>
  `(SELECT left(string_agg((ARRAY[${VOCABULARY.map((w) => `'${w}'`).join(',')}])` +
  `[1 + floor(random() * ${VOCABULARY.length})::int], ' '), ${length}) FROM generate_series(1, ${words} + 0 * ${row}))`;

/**
 * `count` active jobs numbered from `first` (slugs job-{i}), spread over the employers already there, with
 * descriptions of 1000-2000 characters. `title` is SQL over the row number i: 'Job i' unless given
 * (the browser bench draws titles from the vocabulary so a search narrows the list the way a real one does).
 */
export async function insertJobs(db: Knex, count: number, first = 1, title = `'Job ' || i`): Promise<void> {
  await db.raw(`INSERT INTO jobs (employer_id, title, company, location, type, category, description, slug)
    SELECT (SELECT id FROM users WHERE role = 'employer' ORDER BY id OFFSET (i % (SELECT count(*) FROM users WHERE role = 'employer')) LIMIT 1),
      ${title}, 'Co', 'Budapest', 'full-time', 'devops', ${prose(400, '1000 + (i * 37) % 1001', 'i')}, 'job-' || i
    FROM generate_series(${first}, ${first + count - 1}) i`);
}

/** SQL for a title of three words from the vocabulary, one set per row i. */
export const proseTitle = (row: string) => prose(3, '60', row);

/**
 * Candidates and employers (with their registrations), jobs with descriptions of 1000-2000 characters,
 * and about four applications per job (a few fewer where the spread lands twice on one candidate)
 * with cover letters of 400-1500 characters. Expects the migrated, otherwise empty tables.
 */
export async function seedScale(db: Knex): Promise<void> {
  const { candidates, employers, jobs } = SCALE;
  await db.raw(`INSERT INTO users (email, role, first_name, last_name)
    SELECT 'c' || i || '@scale.test', 'candidate', 'Cand', 'Idate' || i FROM generate_series(1, ${candidates}) i`);
  await db.raw(`INSERT INTO users (email, role, first_name, last_name)
    SELECT 'e' || i || '@scale.test', 'employer', 'Emp', 'Loyer' || i FROM generate_series(1, ${employers}) i`);
  await db.raw(`INSERT INTO candidate_registrations (user_id, first_name, last_name, email, current_location, job_category)
    SELECT id, first_name, last_name, email, 'hungary', 'devops' FROM users WHERE role = 'candidate'`);
  await db.raw(`INSERT INTO employer_requests (user_id, is_account, company_name, contact_person, email, job_title, location, description)
    SELECT id, true, 'Company ' || id, first_name, email, 'Account Registration', 'remote', 'Account' FROM users WHERE role = 'employer'`);
  await insertJobs(db, jobs);
  await db.raw(`INSERT INTO applications (job_id, candidate_id, notes)
    SELECT j.id, c.id, ${prose(300, '400 + ((j.rn * 53 + c.rn) % 1101)::int', 'c.rn')} FROM
      (SELECT id, row_number() OVER (ORDER BY id) rn FROM jobs) j
      JOIN (SELECT id, row_number() OVER (ORDER BY id) rn FROM users WHERE role = 'candidate') c
      ON c.rn = ((j.rn * 7) % ${candidates}) + 1 OR c.rn = ((j.rn * 13) % ${candidates}) + 1
         OR c.rn = ((j.rn * 17) % ${candidates}) + 1 OR c.rn = ((j.rn * 19) % ${candidates}) + 1
    ON CONFLICT DO NOTHING`);
}

// The row types of db/tables.ts are checked by the compiler: each `@ts-expect-error` below asserts that
// tsc (run over test files too) refuses a misspelt column or a value of the wrong type, so a typo in
// a query fails the type check instead of reaching the database. The SQL is built, never run.
import knexPkg from 'knex';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from './tables.ts';

const db = knexPkg({ client: 'pg' });

describe('typed tables', () => {
  it('refuse a misspelt or removed column in a where, an insert and an update', () => {
    // @ts-expect-error 'emial' is not a column of users
    const where = db('users').where({ emial: 'x@example.test' });
    // @ts-expect-error 'note' is not a column of applications (notes is)
    const insert = db('applications').insert({ job_id: 1, candidate_id: 2, note: 'x' });
    // @ts-expect-error 'is_activ' is not a column of jobs
    const update = db('jobs').where({ id: 1 }).update({ is_activ: false });
    // @ts-expect-error 'cv_url' is gone: applications refer to their CV by cv_file_id
    const removed = db('applications').where({ id: 1 }).update({ cv_url: '/api/files/x' });
    expect([where, insert, update, removed].map((q) => q.toSQL().sql)).toHaveLength(4);
  });

  it('refuse a value of the wrong type, and a row missing a required column', () => {
    // @ts-expect-error is_active is a boolean
    const wrongType = db('users').where({ id: 1 }).update({ is_active: 'yes' });
    const wrongRole = db('users').insert({
      email: 'a@example.test',
      first_name: 'A',
      last_name: 'B',
      // @ts-expect-error role must be one of the contract's roles
      role: 'superuser',
    });
    // @ts-expect-error title is required (NOT NULL, no default)
    const missing = db('jobs').insert({
      company: 'c',
      location: 'l',
      type: 'remote',
      category: 'x',
      description: 'd',
      slug: 's',
    });
    expect([wrongType, wrongRole, missing].map((q) => q.toSQL().sql)).toHaveLength(3);
  });

  it('type what a query answers from the same declaration', () => {
    const q = db('users').where({ email: 'a@example.test' }).first('id', 'role');
    type Answer = Awaited<typeof q>;
    const answer: Answer = { id: 1, role: 'candidate' };
    const asRecord: Pick<UserRecord, 'id' | 'role'> | undefined = answer;
    expect(asRecord).toEqual({ id: 1, role: 'candidate' });
    expect(q.toSQL().sql).toBe('select "id", "role" from "users" where "email" = ? limit ?');
  });
});

// db/tables.ts is written by hand beside the migrations: this test holds the two together. Every table and
// column a row type declares exists in the migrated database with a type and nullability it can hold, and
// every table in the database has a row type (Knex's own apart), on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/harness.ts';
import { compareSchema, databaseTables, rowTypesOf, type DbTables, type RowTypes } from '../test/schemaCheck.ts';

let rows: RowTypes;
// The compiler reads tables.ts and what it imports: several seconds on a busy machine.
beforeAll(() => {
  rows = rowTypesOf();
});

describe('compareSchema', () => {
  const db: DbTables = {
    users: {
      id: { dataType: 'integer', nullable: false },
      email: { dataType: 'text', nullable: false },
      deleted_at: { dataType: 'timestamp with time zone', nullable: true },
      search_text: { dataType: 'text', nullable: true },
    },
    knex_migrations: { id: { dataType: 'integer', nullable: false } },
  };
  const users = {
    id: { kinds: ['number' as const], nullable: false },
    email: { kinds: ['string' as const], nullable: false },
    deleted_at: { kinds: ['Date' as const], nullable: true },
  };

  it('finds nothing when the row types match (a column only the database has is allowed)', () => {
    expect(compareSchema({ users }, db)).toEqual([]);
  });

  it('wants a column marked @deprecated (dropped by a later migration) gone from the database', () => {
    const old = { kinds: ['number' as const], nullable: false, dropped: true };
    expect(compareSchema({ users: { ...users, huf_per_eur_100: old } }, db)).toEqual([]);
    expect(compareSchema({ users: { ...users, email: { ...old, kinds: ['string'] } } }, db)).toEqual([
      'users.email: marked @deprecated (dropped), but still in the database',
    ]);
  });

  it('names a missing column or table, a wrong type, a wrong nullability and a table without a row type', () => {
    const wrong: RowTypes = {
      users: {
        ...users,
        emial: { kinds: ['string'], nullable: false },
        id: { kinds: ['string'], nullable: false },
        deleted_at: { kinds: ['Date'], nullable: false },
        email: { kinds: ['string'], nullable: true },
      },
      gone: { id: { kinds: ['number'], nullable: false } },
    };
    expect(compareSchema(wrong, { ...db, audit_log: { id: { dataType: 'integer', nullable: false } } })).toEqual([
      'users.id: typed string, but the column is integer',
      'users.email: typed as nullable, but the column is NOT NULL',
      'users.deleted_at: the column may be NULL, but its type has no null',
      'users.emial: in the row type but not in the database',
      'gone: has a row type but no table in the database',
      'audit_log: in the database but has no row type',
    ]);
  });

  it('reads the row types from tables.ts as the compiler sees them', () => {
    expect(rows.users?.email).toEqual({ kinds: ['string'], nullable: false });
    expect(rows.users?.deleted_at).toEqual({ kinds: ['Date'], nullable: true });
    expect(rows.invoices?.lines).toEqual({ kinds: ['array'], nullable: false });
    expect(rows.payslips?.month).toEqual({ kinds: ['string', 'Date'], nullable: false });
    expect(rows.payroll_rate_sets?.huf_per_eur_100).toEqual({ kinds: ['number'], nullable: false, dropped: true });
  });
});

describe.each(['postgresql', 'pglite'] as const)('db/tables.ts against the migrated database on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine });
  });
  afterAll(() => s?.close());

  it('declares every table and column the way the database has it', async () => {
    expect(compareSchema(rows, await databaseTables(s.db))).toEqual([]);
  });
});

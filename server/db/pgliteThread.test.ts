// The embedded database on disk runs in a thread of its own: the server's thread keeps answering while a
// long query runs, and the database behaves as before (errors with their codes, transactions, LISTEN).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './index.ts';

let dir: string;
let db: Database;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-thread-'));
  db = await openDatabase({ dataDir: dir });
  await db.knex.raw('create table things (id int primary key, name text not null)');
}, 60_000);
afterAll(async () => {
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** How many times the event loop came round while `work` ran. */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let done = false;
  let turns = 0;
  void work.finally(() => {
    done = true;
  });
  while (!done) {
    await new Promise((resolve) => setImmediate(resolve));
    turns++;
  }
  await work;
  return turns;
}

describe('the embedded database on disk', () => {
  it('leaves the event loop free while a long query runs', async () => {
    // A few hundred milliseconds of work in the database: in the server's own thread the loop would not
    // come round once before it ended.
    const slow = db.knex.raw('select count(*) as n from generate_series(1, 1000000) s where s % 7 = 0');
    const turns = await turnsDuring(slow);
    expect((await slow).rows[0]).toEqual({ n: 142857 });
    expect(turns).toBeGreaterThan(20);
  });

  it('answers as PGlite does: rows, row counts, errors with their codes, rolled-back transactions', async () => {
    await db.knex('things').insert({ id: 1, name: 'first' });
    const err = await db
      .knex('things')
      .insert({ id: 1, name: 'again' })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505', constraint: 'things_pkey' });
    await expect(
      db.knex.transaction(async (trx) => {
        await trx('things').insert({ id: 2, name: 'second' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.knex('things').orderBy('id').select('id', 'name')).toEqual([{ id: 1, name: 'first' }]);
    expect(await db.knex('things').where({ id: 1 }).update({ name: 'renamed' })).toBe(1);
    expect(await db.knex('things').where({ id: 9 }).delete()).toBe(0);
    const { rows } = await db.knex.raw<{ rows: { at: Date }[] }>("select '2026-12-05T06:00:00Z'::timestamptz as at");
    expect(rows[0]?.at).toEqual(new Date('2026-12-05T06:00:00Z'));
  });

  it('hears NOTIFY on a channel until stopped', async () => {
    const heard: string[] = [];
    const stop = await db.listen(
      'things_changed',
      (p) => heard.push(p),
      () => {},
    );
    await db.knex.raw("select pg_notify('things_changed', 'one')");
    await expect.poll(() => heard, { message: 'the notification reaches the listener' }).toEqual(['one']);
    await stop();
    await db.knex.raw("select pg_notify('things_changed', 'two')");
    await db.knex.raw('select 1'); // a round trip after the notification: it would have arrived by now
    expect(heard).toEqual(['one']);
  });
});

// Erased accounts ('Deleted user', privacy.ts) in the staff Users list: left out by default and by the
// active/inactive filters, shown by status=deleted; the CSV export follows the same filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersPageSchema } from '../../contract/index.ts';
import { startServer, type Client, type TestServer } from '../../test/harness.ts';

describe.each(['postgresql', 'pglite'] as const)('erased accounts in the staff Users list on %s', (engine) => {
  let s: TestServer;
  let admin: Client;
  let erased: number;
  let kept: number;
  beforeAll(async () => {
    s = await startServer({ engine });
    admin = (await s.as('admin')).client;
    erased = (await s.createUser({ role: 'candidate', firstName: 'Erika', lastName: 'Erased' })).id;
    kept = (await s.createUser({ role: 'candidate', firstName: 'Kata', lastName: 'Kept', isActive: false })).id;
    expect((await admin.delete(`/api/admin/users/${erased}`)).status).toBe(200);
  });
  afterAll(() => s.close());

  const ids = async (query: string) =>
    usersPageSchema
      .parse((await admin.get(`/api/admin/users?page=1&pageSize=100${query}`)).body)
      .items.map((u) => u.id);

  it('hides them by default and from the active and inactive filters', async () => {
    expect(await ids('')).toContain(kept);
    expect(await ids('')).not.toContain(erased);
    expect(await ids('&status=inactive')).toEqual([kept]);
    expect(await ids('&status=active')).not.toContain(erased);
    const page = usersPageSchema.parse((await admin.get('/api/admin/users?page=1')).body);
    expect(page.total).toBe(page.items.length);
    expect(page.items.some((u) => u.firstName === 'Deleted')).toBe(false);
  });

  it('shows them, and only them, with status=deleted, also with a role filter and in the export', async () => {
    expect(await ids('&status=deleted')).toEqual([erased]);
    expect(await ids('&status=deleted&role=candidate')).toEqual([erased]);
    expect(await ids('&status=deleted&role=employer')).toEqual([]);
    const csv = await admin.get('/api/admin/users/export.csv?status=deleted');
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(`deleted-${erased}@deleted.invalid`);
    expect(csv.text).not.toContain('Kept');
    const all = await admin.get('/api/admin/users/export.csv');
    expect(all.text).not.toContain('deleted.invalid');
  });

  it('refuses a status the list does not know', async () => {
    const res = await admin.get('/api/admin/users?page=1&status=erased');
    expect(res.status).toBe(400);
  });
});

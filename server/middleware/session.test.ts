// What a signed-in request costs the database before its route runs: its session and its user are read
// in one query (the session row joined with the user), and a disabled user is still signed out at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queriesDuring, startServer, type TestServer } from '../test/harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('a signed-in request', () => {
  it('reads its session and user in one query', async () => {
    const { client, user } = await s.as('candidate');
    let me: { status: number; body: { data: { user: { email: string } } } } | undefined;
    const { sql } = await queriesDuring(s.db, async () => {
      me = await client.get('/api/auth/me');
    });
    expect(me?.status).toBe(200);
    expect(me?.body.data.user.email).toBe(user.email);
    expect(sql).toHaveLength(1);
    expect(sql[0]).toMatch(/from "sessions"/);
  });

  it('asks again within the read cache time without a query, and sees a sign-out at once', async () => {
    const { client } = await s.as('candidate');
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const { sql } = await queriesDuring(s.db, async () => {
      expect((await client.get('/api/auth/me')).status).toBe(200);
    });
    expect(sql).toEqual([]);
    expect((await client.post('/api/auth/logout', {})).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('sees a user disabled by staff at once', async () => {
    const { client, user } = await s.as('candidate');
    const { client: staff } = await s.as('admin');
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await staff.patch(`/api/admin/users/${user.id}`, { isActive: false })).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses a copy of the cookie kept after sign-out, though the same cookie passed a moment before', async () => {
    const { client } = await s.as('candidate');
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const kept = s.client();
    kept.cookies = new Map(client.cookies);
    expect((await kept.get('/api/auth/me')).status).toBe(200);
    expect((await client.post('/api/auth/logout', {})).status).toBe(200);
    expect((await kept.get('/api/auth/me')).status).toBe(401);
    expect((await kept.get('/api/candidate/applications')).status).toBe(401);
  });

  it("refuses a session key under another key's signature, after both passed with their own", async () => {
    const { client: first } = await s.as('candidate');
    const { client: second } = await s.as('candidate');
    expect((await first.get('/api/auth/me')).status).toBe(200);
    expect((await second.get('/api/auth/me')).status).toBe(200);
    const forged = s.client();
    forged.cookies = new Map(first.cookies);
    forged.cookies.set('portal.sid.sig', second.cookies.get('portal.sid.sig')!);
    expect((await forged.get('/api/auth/me')).status).toBe(401);
    forged.cookies.delete('portal.sid.sig');
    expect((await forged.get('/api/auth/me')).status).toBe(401);
    expect((await first.get('/api/auth/me')).status).toBe(200);
  });

  it('signs a disabled user out at once', async () => {
    const { client, user } = await s.as('employer');
    await s.db('users').where({ id: user.id }).update({ is_active: false });
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});

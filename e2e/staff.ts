// A staff account of a spec's own. No screen or call creates staff users (the owner and the admin come
// from the demo data, and other specs use them), so the spec makes one as `npm run staff -- add` does
// (server/features/provisioning/staff.ts), on the e2e server's database, whose address
// scripts/e2e-server.sh leaves next to the captured mail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexPkg from 'knex';
import { addStaffAccount } from '../server/features/provisioning/staff.ts';
import { uniqueEmail } from './helpers.ts';

const DATABASE_URL_FILE = path.join(
  process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), `portal-e2e-mail-${process.env.E2E_PORT ?? '4173'}`),
  '.database-url',
);

/**
 * A new active admin with this password; answers the email. `unreadSince`: the admin last looked at the
 * applications then, so every application since counts as unread (without it, those since the account was
 * made) — a count that needs no new application, which would change other specs' counts running beside.
 */
export async function createAdmin(tag: string, password: string, unreadSince?: Date): Promise<string> {
  const email = uniqueEmail(tag);
  const db = knexPkg({ client: 'pg', connection: fs.readFileSync(DATABASE_URL_FILE, 'utf8') });
  try {
    await addStaffAccount(db, { email, role: 'admin', firstName: 'Zsófia', lastName: 'Kertész', password });
    if (unreadSince) {
      const { id } = await db('users')
        .where({ email })
        .first('id')
        .then((u) => u!);
      await db('user_seen').insert({ user_id: id, area: 'applications', seen_at: unreadSince });
    }
  } finally {
    await db.destroy();
  }
  return email;
}

// Sign-in's one read: the user with their password hash, and whether the address signing in is known to
// the account (features/auth/sources.ts). Account writes live in features/provisioning.
import type { Knex } from 'knex';
import type { UserRecord } from '../../db/tables.ts';
import { knownAddressColumn } from './sources.ts';

export async function findUserByEmail(
  db: Knex,
  email: string,
  address: string,
): Promise<(UserRecord & { known_address: boolean }) | undefined> {
  return db('users as u').whereRaw('lower(u.email) = lower(?)', [email]).first('u.*', knownAddressColumn(db, address));
}

// Sign-in's one read: the user with their password hash. Account writes live in features/provisioning.
import type { Knex } from 'knex';

export async function findUserByEmail(db: Knex, email: string) {
  return db('users').whereRaw('lower(email) = lower(?)', [email]).first();
}

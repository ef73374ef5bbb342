// Staff accounts (admins and owners) made from the command line: no screen or call creates them (SPEC),
// and OWNER_EMAIL makes only the owner (README). `npm run staff -- add …` (scripts/staff.ts) and the e2e
// specs that need a staff user of their own (e2e/staff.ts) both go through addStaffAccount: validated
// like a request body, written by the same insert and password hash as every other account.
import type { Knex } from 'knex';
import { z } from 'zod';
import { LIMITS, MSG, STAFF_ROLES, loginSchema, required, type MessageKey } from '../../contract/index.ts';
import { HttpError, conflict } from '../../errors.ts';
import type { UserRow } from '../shared/presenters.ts';
import { createStaffUser } from './repo.ts';

const staffAccountSchema = z.object({
  email: loginSchema.shape.email,
  firstName: required('firstNameRequired', 100),
  lastName: required('lastNameRequired', 100),
  role: z.enum(STAFF_ROLES, { error: 'invalidInput' }),
  password: z.string({ error: 'passwordRequired' }).min(LIMITS.adminPasswordMin, 'passwordMin8').max(200, 'tooLong'),
});
/** The fields as typed (strings); addStaffAccount checks them. */
type StaffAccountInput = Record<keyof z.input<typeof staffAccountSchema>, string>;

/** The command line's name of each field, for messages. */
const OPTION: Record<keyof StaffAccountInput, string> = {
  email: '--email',
  firstName: '--first-name',
  lastName: '--last-name',
  role: '--role',
  password: 'password (STAFF_PASSWORD or the prompt)',
};

/** Input the account cannot be made from: one line per problem, naming the option. Nothing was written. */
export class StaffAccountError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

function problem(field: keyof StaffAccountInput, code: string): string {
  const text = field === 'role' ? `must be one of ${STAFF_ROLES.join(', ')}` : (MSG[code as MessageKey] ?? code);
  return `${OPTION[field]}: ${text}`;
}

/** Creates an active staff account; a bad or taken input throws StaffAccountError and writes nothing. */
export async function addStaffAccount(db: Knex, input: StaffAccountInput): Promise<UserRow> {
  const parsed = staffAccountSchema.safeParse(input);
  if (!parsed.success)
    throw new StaffAccountError(
      parsed.error.issues.map((i) => problem(i.path[0] as keyof StaffAccountInput, i.message)),
    );
  try {
    return await createStaffUser(db, parsed.data);
  } catch (err) {
    // Taken: found before the insert, or the unique index refused a simultaneous one.
    if ((err instanceof HttpError && err.code === 'emailTaken') || (err as { code?: string }).code === '23505')
      throw new StaffAccountError([problem('email', 'emailTaken')]);
    throw err;
  }
}

/**
 * The rule of every staff action that takes an account away (disabling it, erasing it): never one's
 * own account (`actorId`: the staff member acting; undefined when users erase themselves), and never
 * the last active owner. Runs inside the transaction that changes the account: the active owners are
 * locked, so of two owners disabling or erasing each other at once the second waits and then sees only
 * one left. Throws 409 `protectedAccount`.
 */
export async function mayTakeAway(
  trx: Knex.Transaction,
  target: { id: number; role: string },
  actorId: number | undefined,
): Promise<void> {
  if (target.id === actorId) throw conflict('protectedAccount');
  if (target.role !== 'owner') return;
  const owners = await trx('users').where({ role: 'owner', is_active: true }).forUpdate().select('id');
  if (owners.every((o) => o.id === target.id)) throw conflict('protectedAccount');
}

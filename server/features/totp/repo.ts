// Staff two-factor sign-in (TOTP, RFC 6238, with otplib): the secret of a staff user who enabled it,
// and ten one-time recovery codes kept only as SHA-256 hashes.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const RECOVERY_CODES = 10;
/** How long the password step waits for its code. */
export const PENDING_MS = 5 * 60 * 1000;

const hashCode = (code: string) =>
  crypto.createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

export const newSecret = () => generateSecret();

/** What the authenticator app scans: the otpauth:// address and its QR code as a data URL. */
export async function setupFacts(secret: string, issuer: string, email: string) {
  const uri = generateURI({ issuer, label: email, secret });
  return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
}

/** The time step of a code from the app for this secret (a step either side allowed for clock
 * drift), or null when it is not one. Whether it was used already is for the caller to settle. */
export async function codeStep(secret: string, code: string): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({ secret, token, epochTolerance: 30 });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Records `step` as the user's last accepted one if it is later than the last, in one conditional
 * UPDATE: of two requests with the same code, only one changes the row (the other sees the step it
 * wrote and matches nothing). `extra` is set in the same UPDATE. */
async function claimStep(db: Knex, userId: number, step: number, extra: Record<string, unknown> = {}, onlyOff = false) {
  const changed = await db('users')
    .where({ id: userId })
    .modify((q) => {
      if (onlyOff) void q.whereNull('totp_enabled_at'); // enabling never replaces a secret in use
    })
    .where((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
    .update({ totp_last_step: step, ...extra });
  return changed > 0;
}

export async function totpSecretOf(db: Knex, userId: number): Promise<string | null> {
  const row = await db('users').where({ id: userId }).whereNotNull('totp_enabled_at').first('totp_secret');
  return row?.totp_secret ?? null;
}

/** Turns two-factor on with a secret confirmed by a code of time step `step`; returns the new recovery
 * codes (shown once), or null when that step was used already (the same code sent twice) or two-factor
 * is on already (it is never replaced: turned off first, with the password and a code). */
export async function enableTotp(db: Knex, userId: number, secret: string, step: number): Promise<string[] | null> {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = crypto.randomBytes(5).toString('hex'); // 40 bits, 10 hex digits
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  return db.transaction(async (trx) => {
    const claimed = await claimStep(trx, userId, step, { totp_secret: secret, totp_enabled_at: trx.fn.now() }, true);
    if (!claimed) return null;
    await trx('totp_recovery_codes').where({ user_id: userId }).delete();
    await trx('totp_recovery_codes').insert(codes.map((c) => ({ user_id: userId, code_hash: hashCode(c) })));
    return codes;
  });
}

export async function disableTotp(db: Knex, userId: number): Promise<void> {
  await db.transaction(async (trx) => {
    // The last step goes with the secret: codes of a new secret start afresh.
    await trx('users').where({ id: userId }).update({ totp_secret: null, totp_enabled_at: null, totp_last_step: null });
    await trx('totp_recovery_codes').where({ user_id: userId }).delete();
  });
}

/** The second factor: a current code from the app not used before (its step is spent by this), or an
 * unused recovery code (spent by this). Each is spent by one conditional UPDATE, so of two requests
 * with the same code exactly one passes. */
export async function secondFactorMatches(db: Knex, userId: number, code: string): Promise<boolean> {
  const secret = await totpSecretOf(db, userId);
  if (!secret) return false;
  const step = await codeStep(secret, code);
  if (step !== null) return claimStep(db, userId, step);
  const spent = await db('totp_recovery_codes')
    .where({ user_id: userId, code_hash: hashCode(code) })
    .whereNull('used_at')
    .update({ used_at: db.fn.now() });
  return spent > 0;
}

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

/** A code from the app for this secret, a step either side allowed for clock drift. */
export async function codeMatches(secret: string, code: string): Promise<boolean> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  return (await verify({ secret, token, epochTolerance: 30 })).valid;
}

export async function totpSecretOf(db: Knex, userId: number): Promise<string | null> {
  const row = await db('users').where({ id: userId }).whereNotNull('totp_enabled_at').first('totp_secret');
  return row?.totp_secret ?? null;
}

/** Turns two-factor on with a confirmed secret; returns the new recovery codes (shown once). */
export async function enableTotp(db: Knex, userId: number, secret: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = crypto.randomBytes(5).toString('hex'); // 40 bits, 10 hex digits
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db.transaction(async (trx) => {
    await trx('users').where({ id: userId }).update({ totp_secret: secret, totp_enabled_at: trx.fn.now() });
    await trx('totp_recovery_codes').where({ user_id: userId }).delete();
    await trx('totp_recovery_codes').insert(codes.map((c) => ({ user_id: userId, code_hash: hashCode(c) })));
  });
  return codes;
}

export async function disableTotp(db: Knex, userId: number): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('users').where({ id: userId }).update({ totp_secret: null, totp_enabled_at: null });
    await trx('totp_recovery_codes').where({ user_id: userId }).delete();
  });
}

/** The second factor: a current code from the app, or an unused recovery code (spent by this). */
export async function secondFactorMatches(db: Knex, userId: number, code: string): Promise<boolean> {
  const secret = await totpSecretOf(db, userId);
  if (!secret) return false;
  if (await codeMatches(secret, code)) return true;
  const spent = await db('totp_recovery_codes')
    .where({ user_id: userId, code_hash: hashCode(code) })
    .whereNull('used_at')
    .update({ used_at: db.fn.now() });
  return spent > 0;
}

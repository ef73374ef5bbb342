// Payroll rate sets and their audit trail: every write records who changed what, from which values to which.
import type { Knex } from 'knex';
import { badRequest } from '../../errors.ts';
import type { RateChange, RateSet, RateSetInput } from '../../contract/index.ts';
import type { PayrollRateChangeRecord, PayrollRateSetRecord } from '../../db/tables.ts';
import { onlyRow } from '../../db/rows.ts';
import { iso } from '../shared/presenters.ts';
import { dateOnly } from '../../contract/dates.ts';

const presentRateSet = (r: PayrollRateSetRecord): RateSet => ({
  id: r.id,
  validFrom: dateOnly(r.valid_from),
  vatBp: r.vat_bp,
  szochoBp: r.szocho_bp,
  szjaBp: r.szja_bp,
  tbBp: r.tb_bp,
});

type RateValues = Omit<RateSet, 'id'>;
const columns = (v: RateValues) => ({
  valid_from: v.validFrom,
  vat_bp: v.vatBp,
  szocho_bp: v.szochoBp,
  szja_bp: v.szjaBp,
  tb_bp: v.tbBp,
});

export async function listRateSets(db: Knex): Promise<RateSet[]> {
  const rows = await db('payroll_rate_sets').select('*').orderBy('valid_from', 'desc');
  return rows.map(presentRateSet);
}

/** The set in force on a date (the latest starting on or before it). */
export async function rateSetOn(db: Knex, date: string): Promise<RateSet | undefined> {
  const row = await db('payroll_rate_sets').where('valid_from', '<=', date).orderBy('valid_from', 'desc').first();
  return row && presentRateSet(row);
}

export async function rateChanges(db: Knex, limit = 100): Promise<RateChange[]> {
  const rows = await db('payroll_rate_changes as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select<(PayrollRateChangeRecord & { first_name: string | null; last_name: string | null })[]>(
      'c.*',
      'u.first_name',
      'u.last_name',
    )
    .orderBy([
      { column: 'c.changed_at', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    rateSetId: r.rate_set_id,
    changedAt: iso(r.changed_at),
    changedBy: r.first_name === null ? null : { firstName: r.first_name, lastName: r.last_name ?? '' },
    oldValues: r.old_values,
    newValues: r.new_values,
  }));
}

async function assertDateFree(trx: Knex, validFrom: string, exceptId?: number): Promise<void> {
  const q = trx('payroll_rate_sets').where('valid_from', validFrom);
  if (exceptId !== undefined) q.whereNot('id', exceptId);
  if (await q.first('id')) throw badRequest('rateSetExists', { validFrom: 'rateSetExists' });
}

export async function insertRateSet(db: Knex, input: RateSetInput, userId: number): Promise<RateSet> {
  return db.transaction(async (trx) => {
    await assertDateFree(trx, input.validFrom);
    const row = onlyRow(await trx('payroll_rate_sets').insert(columns(input)).returning('*'), 'rate set');
    const set = presentRateSet(row);
    const { id: _id, ...values } = set;
    await trx('payroll_rate_changes').insert({ rate_set_id: set.id, user_id: userId, new_values: values });
    return set;
  });
}

/** The set after the change, or undefined when there is no such set. Only the fields that changed are logged. */
export async function updateRateSet(
  db: Knex,
  id: number,
  patch: Partial<RateValues>,
  userId: number,
): Promise<RateSet | undefined> {
  return db.transaction(async (trx) => {
    const row = await trx('payroll_rate_sets').where({ id }).forUpdate().first();
    if (!row) return undefined;
    const before = presentRateSet(row);
    const { id: _id, ...oldAll } = before;
    const next: RateValues = { ...oldAll, ...patch };
    if (next.szjaBp + next.tbBp > 10_000) throw badRequest('rateInvalid', { tbBp: 'rateInvalid' });
    if (patch.validFrom !== undefined) await assertDateFree(trx, patch.validFrom, id);
    const keys = (Object.keys(next) as (keyof RateValues)[]).filter((k) => next[k] !== oldAll[k]);
    if (keys.length === 0) return before;
    const updated = onlyRow(
      await trx('payroll_rate_sets').where({ id }).update(columns(next)).returning('*'),
      'rate set',
    );
    await trx('payroll_rate_changes').insert({
      rate_set_id: id,
      user_id: userId,
      old_values: Object.fromEntries(keys.map((k) => [k, oldAll[k]])),
      new_values: Object.fromEntries(keys.map((k) => [k, next[k]])),
    });
    return presentRateSet(updated);
  });
}

// Unread counts for the areas' navigation: what arrived after the user last opened the area
// (user_seen; without a row, since the account was made), and staff's timesheets waiting for approval.
import type { Knex } from 'knex';
import { isStaffRole, type Role, type SeenArea, type UnreadCounts } from '../../contract/index.ts';

interface Viewer {
  id: number;
  role: Role;
}

/** When `user` last opened `area` (their account's creation when never), as an SQL subquery. */
const seenSince = (db: Knex, userId: number, area: SeenArea) =>
  db.raw(
    `coalesce((SELECT seen_at FROM user_seen WHERE user_id = ? AND area = ?),
              (SELECT created_at FROM users WHERE id = ?))`,
    [userId, area, userId],
  );

const countOf = async (q: Knex.QueryBuilder): Promise<number> =>
  Number((await q.count<{ n: number | string }[]>({ n: '*' }))[0]?.n ?? 0);

export async function unreadCounts(db: Knex, who: Viewer): Promise<UnreadCounts> {
  const since = seenSince(db, who.id, 'applications');
  let applications = 0;
  let timesheets = 0;
  if (isStaffRole(who.role)) {
    applications = await countOf(db('applications').where('applied_at', '>', since));
    timesheets = await countOf(db('timesheets').where({ status: 'submitted' }));
  } else if (who.role === 'employer') {
    applications = await countOf(
      db('applications as a')
        .join('jobs as j', 'j.id', 'a.job_id')
        .where('j.employer_id', who.id)
        .where('a.applied_at', '>', since),
    );
  } else if (who.role === 'candidate') {
    // Moves made by someone else (staff or the employer), each with the message it may carry.
    applications = await countOf(
      db('application_status_history as h')
        .join('applications as a', 'a.id', 'h.application_id')
        .where('a.candidate_id', who.id)
        .whereNot('h.status', 'submitted')
        .where((q) => q.whereNull('h.changed_by').orWhereNot('h.changed_by', who.id))
        .where('h.changed_at', '>', since),
    );
  }
  return { applications, timesheets, pending: applications + timesheets };
}

/** The user opened `area`: what arrived until now is read. */
export async function markSeen(db: Knex, userId: number, area: SeenArea): Promise<void> {
  await db('user_seen')
    .insert({ user_id: userId, area, seen_at: db.fn.now(3) as unknown as Date })
    .onConflict(['user_id', 'area'])
    .merge({ seen_at: db.fn.now(3) as unknown as Date });
}

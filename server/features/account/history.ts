// Application status history: the candidate's dated timeline of each of their applications,
// and one application's history for staff (with who changed it).
import { idParamSchema, type ApplicationStatus } from '../../contract/index.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireRole, requireStaff } from '../../middleware/auth.ts';
import { parse } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import { iso } from '../shared/presenters.ts';

interface Entry {
  status: ApplicationStatus;
  at: string;
}
interface CandidateRow {
  application_id: number;
  status: ApplicationStatus;
  changed_at: Date;
}
interface StaffRow {
  status: ApplicationStatus;
  changed_at: Date;
  first_name: string | null;
  last_name: string | null;
  role: string | null;
}

export function historyRoutes() {
  const router = createRouter('/api');

  router.get('/candidate/application-history', requireRole('candidate'), async (ctx) => {
    const rows = await ctx.deps
      .db('application_status_history as h')
      .join('applications as a', 'a.id', 'h.application_id')
      .where('a.candidate_id', currentUser(ctx).id)
      .orderBy([
        { column: 'h.changed_at', order: 'asc' },
        { column: 'h.id', order: 'asc' },
      ])
      .select<CandidateRow[]>('h.application_id', 'h.status', 'h.changed_at');
    const history: Record<number, Entry[]> = {};
    for (const r of rows) (history[r.application_id] ??= []).push({ status: r.status, at: iso(r.changed_at) });
    ctx.body = { history };
  });

  router.get('/admin/applications/:id/history', requireStaff, async (ctx) => {
    const { id } = parse(idParamSchema, ctx.params);
    if (!(await ctx.deps.db('applications').where({ id }).first('id'))) throw notFound();
    const rows = await ctx.deps
      .db('application_status_history as h')
      .leftJoin('users as u', 'u.id', 'h.changed_by')
      .where('h.application_id', id)
      .orderBy([
        { column: 'h.changed_at', order: 'asc' },
        { column: 'h.id', order: 'asc' },
      ])
      .select<StaffRow[]>('h.status', 'h.changed_at', 'u.first_name', 'u.last_name', 'u.role');
    ctx.body = {
      history: rows.map((r) => ({
        status: r.status,
        at: iso(r.changed_at),
        by:
          r.first_name === null
            ? null
            : { name: { firstName: r.first_name, lastName: r.last_name ?? '' }, role: r.role },
      })),
    };
  });

  return router;
}

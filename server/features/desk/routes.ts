// The recruitment desk's routes, the same for staff (/api/admin/…, any application) and for
// employers (/api/employer/…, applications of their own jobs; another employer's answer 404, as if
// they did not exist). Employers write shared notes only and never read internal ones.
import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  bulkMessageQuerySchema,
  bulkStageSchema,
  idParamSchema,
  isMessageStage,
  isStaffRole,
  LANGUAGES,
  MESSAGE_STAGES,
  listQuerySchema,
  LIST_PAGE_SIZE,
  noteCreateSchema,
  ratingSchema,
  stageMessageSchema,
  stageMoveSchema,
  templateParamsSchema,
  type Language,
} from '../../contract/index.ts';
import type { Count } from '../../db/tables.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { currentUser, requireRole, requireStaff } from '../../middleware/auth.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppContext } from '../../types.ts';
import { applicationsList, listCount, listWindow } from '../admin/lists.ts';
import { mayReach, moveStage, reachableApplications, type MoveNotice } from '../applications/repo.ts';
import { int } from '../shared/presenters.ts';
import { mailEnv } from '../mail/notify.ts';
import { draftFor, listTemplates, messagesOf, saveTemplate } from './messages.ts';
import { addNote, applicationPanel, averageRatings, rate, reachableJob, stageCounts } from './repo.ts';

const panelQuerySchema = z.object({ stage: z.enum(APPLICATION_STATUSES, { error: 'stageInvalid' }).optional() });
const draftQuerySchema = z.object({ stage: z.enum(MESSAGE_STAGES, { error: 'messageStageInvalid' }) });
const idOf = (ctx: AppContext) => parse(idParamSchema, ctx.params).id;

async function answerPanel(ctx: AppContext, id: number) {
  const { stage } = parse(panelQuerySchema, ctx.query);
  const panel = await applicationPanel(ctx.deps.db, currentUser(ctx), id, stage);
  if (!panel) throw notFound();
  ctx.body = { ok: true, data: panel };
}

export function deskRoutes() {
  const router = createRouter('/api');

  // The per-stage message templates: staff read and edit them, in English and Hungarian.
  router.get('/admin/message-templates', requireStaff, async (ctx) => {
    ctx.body = { ok: true, data: { templates: await listTemplates(ctx.deps.db) } };
  });
  router.put(
    '/admin/message-templates/:stage/:language',
    requireStaff,
    withBody(stageMessageSchema, async (ctx, text) => {
      const key = parse(templateParamsSchema, ctx.params);
      await saveTemplate(ctx.deps.db, currentUser(ctx).id, key, text);
      ctx.body = { ok: true, data: { templates: await listTemplates(ctx.deps.db) } };
    }),
  );
  // The messages sent to the signed-in candidate, on all their applications.
  router.get('/candidate/messages', requireRole('candidate'), async (ctx) => {
    ctx.body = { ok: true, data: { messages: await messagesOf(ctx.deps.db, currentUser(ctx).id) } };
  });

  for (const [area, guard] of [
    ['admin', requireStaff],
    ['employer', requireRole('employer')],
  ] as const) {
    // The rejection (or another message stage's) template for a bulk move: one per language the chosen
    // candidates speak, placeholders not filled in (the move fills them per candidate), with how many of
    // the candidates read it. Ids `who` may not reach count for nothing.
    router.get(`/${area}/bulk-message`, guard, async (ctx) => {
      const { stage, ids } = parse(bulkMessageQuerySchema, ctx.query);
      const { db } = ctx.deps;
      const rows = await reachableApplications(db, currentUser(ctx))
        .join('users as u', 'u.id', 'a.candidate_id')
        .whereIn('a.id', ids)
        .select<{ language: Language; n: Count }[]>('u.language', db.raw('count(*) as n'))
        .groupBy('u.language');
      const templates = await db('stage_message_templates')
        .where({ stage })
        .whereIn(
          'language',
          rows.map((r) => r.language),
        )
        .select('language', 'subject', 'body');
      ctx.body = {
        ok: true,
        data: {
          stage,
          drafts: LANGUAGES.flatMap((language) => {
            const row = rows.find((r) => r.language === language);
            const template = templates.find((tpl) => tpl.language === language);
            return row && template
              ? [{ language, count: int(row.n), subject: template.subject, body: template.body }]
              : [];
          }),
        },
      };
    });

    router.get(`/${area}/applications/:id`, guard, (ctx) => answerPanel(ctx, idOf(ctx)));

    router.put(
      `/${area}/applications/:id/stage`,
      guard,
      withBody(stageMoveSchema, async (ctx, { stage, message }) => {
        const id = idOf(ctx);
        // A message stage sends the message written, or nothing; the other stages the status notice.
        if (message && !isMessageStage(stage)) throw badRequest('messageStageInvalid');
        const notice = isMessageStage(stage) ? (message ?? null) : 'template';
        const moved = await moveStage(ctx.deps.db, mailEnv(ctx), currentUser(ctx), id, stage, notice);
        if (moved === null) throw notFound();
        if (moved) ctx.deps.mailer.nudge();
        await answerPanel(ctx, id);
      }),
    );

    // A bulk move: one request, each application moved in its own transaction (as one move
    // from the panel: its history row and its candidate's message commit with it), so one that another
    // user moved meanwhile or that `who` may not reach does not undo the others. The answer lists each
    // id's outcome; ids another employer owns are 'notFound', like missing ones.
    router.post(
      `/${area}/applications/bulk-stage`,
      guard,
      withBody(bulkStageSchema, async (ctx, { ids, stage, messages }) => {
        if (messages && !isMessageStage(stage)) throw badRequest('messageStageInvalid');
        const { db } = ctx.deps;
        const who = currentUser(ctx);
        const languages = new Map(
          (
            await db('applications as a')
              .join('users as u', 'u.id', 'a.candidate_id')
              .whereIn('a.id', ids)
              .select<{ id: number; language: 'en' | 'hu' }[]>('a.id', 'u.language')
          ).map((r) => [r.id, r.language]),
        );
        const results: { id: number; outcome: 'moved' | 'unchanged' | 'notFound' }[] = [];
        let sent = false;
        for (const id of ids) {
          const edited = messages && messages[languages.get(id) ?? 'en'];
          const notice: MoveNotice = messages === null ? null : (edited ?? 'template');
          const moved = await moveStage(db, mailEnv(ctx), who, id, stage, notice);
          results.push({ id, outcome: moved === null ? 'notFound' : moved ? 'moved' : 'unchanged' });
          sent ||= moved === true;
        }
        if (sent) ctx.deps.mailer.nudge();
        ctx.body = { ok: true, data: { results } };
      }),
    );

    // The stage's template filled in for this application's candidate, in their language.
    router.get(`/${area}/applications/:id/message`, guard, async (ctx) => {
      const id = idOf(ctx);
      const { stage } = parse(draftQuerySchema, ctx.query);
      const draft = (await mayReach(ctx.deps.db, currentUser(ctx), id)) && (await draftFor(ctx.deps.db, id, stage));
      if (!draft) throw notFound();
      ctx.body = { ok: true, data: draft };
    });

    router.post(
      `/${area}/applications/:id/notes`,
      guard,
      withBody(noteCreateSchema, async (ctx, { text, visibility }) => {
        const id = idOf(ctx);
        const who = currentUser(ctx);
        const staff = isStaffRole(who.role);
        if (!staff && visibility === 'internal') throw forbidden('internalNotesStaffOnly');
        if (!(await addNote(ctx.deps.db, who, id, { text, visibility: visibility ?? (staff ? 'internal' : 'shared') })))
          throw notFound();
        ctx.status = 201;
        await answerPanel(ctx, id);
      }),
    );

    router.put(
      `/${area}/applications/:id/rating`,
      guard,
      withBody(ratingSchema, async (ctx, { rating }) => {
        const id = idOf(ctx);
        if (!(await rate(ctx.deps.db, currentUser(ctx), id, rating))) throw notFound();
        await answerPanel(ctx, id);
      }),
    );

    // The applications of every job an area may work: staff's is /api/admin/applications (admin/routes.ts);
    // an employer's is here, held to their own jobs whatever `employer` the query names.
    if (area === 'employer')
      router.get('/employer/applications', guard, async (ctx) => {
        const { page, pageSize, ...filters } = parse(listQuerySchema('applications'), ctx.query);
        const { db } = ctx.deps;
        const p = page ?? 1;
        const size = pageSize ?? LIST_PAGE_SIZE;
        const f = { ...filters, employer: currentUser(ctx).id };
        const [items, total] = await Promise.all([
          listWindow(applicationsList, db, f, size, (p - 1) * size),
          listCount(applicationsList, db, f),
        ]);
        ctx.body = { items, total, page: p, pageSize: size };
      });

    // A job's pipeline: one page of its applicants (newest first; ?status= a stage, ?q= a name or
    // address, ?sort=), with the job and its count per stage.
    router.get(`/${area}/jobs/:id/applications`, guard, async (ctx) => {
      const jobId = idOf(ctx);
      const { page, pageSize, ...filters } = parse(listQuerySchema('applications'), ctx.query);
      const { db } = ctx.deps;
      const job = await reachableJob(db, currentUser(ctx), jobId);
      if (!job) throw notFound();
      const p = page ?? 1;
      const size = pageSize ?? LIST_PAGE_SIZE;
      const f = { ...filters, job: jobId };
      const [items, total, counts] = await Promise.all([
        listWindow(applicationsList, db, f, size, (p - 1) * size),
        listCount(applicationsList, db, f),
        stageCounts(db, jobId),
      ]);
      const ratings = await averageRatings(
        db,
        items.map((i) => i.id),
      );
      ctx.body = {
        job: { id: job.id, title: job.title, company: job.company, isActive: job.is_active },
        counts,
        items: items.map((i) => ({ ...i, rating: ratings.get(i.id) ?? null })),
        total,
        page: p,
        pageSize: size,
      };
    });
  }
  return router;
}

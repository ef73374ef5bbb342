// GET /api/admin/mail: the outbox as staff read it ('Sent mail'), newest first, one page at a time, and
// each mail's attachments as sent.
import { z } from 'zod';
import { idParamSchema, mailListQuerySchema, type MailList } from '../../contract/index.ts';
import { notFound } from '../../errors.ts';
import { requireStaff } from '../../middleware/auth.ts';
import { parse, withQuery } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import { int } from '../shared/presenters.ts';
import { presentOutboxMail } from './outbox.ts';

const attachmentParamsSchema = idParamSchema.extend({
  index: z
    .string()
    .regex(/^\d{1,3}$/, 'invalidInput')
    .transform(Number),
});

export function mailRoutes() {
  const router = createRouter('/api/admin/mail');
  router.use(requireStaff);
  router.get(
    '/',
    withQuery(mailListQuerySchema, async (ctx, { page, pageSize }) => {
      const { db, config } = ctx.deps;
      const [rows, count] = await Promise.all([
        db('mail_outbox')
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db('mail_outbox').count({ n: '*' }).first(),
      ]);
      const body: MailList = {
        mode: config.smtpUrl ? 'smtp' : 'log',
        mails: rows.map(presentOutboxMail),
        total: int(count?.n),
        page,
        pageSize,
      };
      ctx.body = body;
    }),
  );
  router.get('/:id/attachments/:index', async (ctx) => {
    const { id, index } = parse(attachmentParamsSchema, ctx.params);
    const row = await ctx.deps.db('mail_outbox').where({ id }).first('attachments');
    const file = row?.attachments?.[index];
    if (!file) throw notFound();
    ctx.type = file.contentType;
    ctx.attachment(file.filename);
    ctx.body = file.content;
  });
  return router;
}

import type { Knex } from 'knex';

// A mail's one-time links (password reset, email change, alert confirm/unsubscribe) must never
// be readable after the mail is built. text_body, html_body and headers keep the mail with each such link
// replaced by '[link sent to the recipient]'; live_parts holds the parts as they are sent ({ text, html,
// headers }) only while the mail waits to be sent, and the worker's UPDATE that settles the mail (sent,
// failed, kept) sets it back to null. Rows written before this change are redacted here the same way:
// mail still waiting keeps its live parts, sent mail keeps none.
// (No question mark in the SQL: knex would read it as a binding.)
const LINK = `'http[s]{0,1}://[^\\s"<>]*token=[A-Za-z0-9_%-]*'`;
const LABEL =
  "CASE language WHEN 'hu' THEN '[hivatkozás: elküldve a címzettnek]' ELSE '[link sent to the recipient]' END";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.jsonb('live_parts');
  });
  const hasLink = `(text_body ~ ${LINK} OR html_body ~ ${LINK} OR coalesce(headers::text, '') ~ 'token=')`;
  await knex.raw(
    `UPDATE mail_outbox SET live_parts = jsonb_build_object('text', text_body, 'html', html_body, 'headers', headers)
      WHERE status IN ('pending', 'sending') AND ${hasLink}`,
  );
  await knex.raw(
    `UPDATE mail_outbox SET text_body = regexp_replace(text_body, ${LINK}, ${LABEL}, 'g'),
            html_body = regexp_replace(html_body, ${LINK}, ${LABEL}, 'g'),
            headers = CASE WHEN coalesce(headers::text, '') ~ 'token=' THEN NULL ELSE headers END
      WHERE ${hasLink}`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('live_parts');
  });
}

// One function per mail the product sends: each builds the mail in the recipient's language and puts
// it in the outbox with the caller's transaction (so it is kept exactly when the change commits).
import type { Knex } from 'knex';
import type { Language } from '../../contract/index.ts';
import type { AppConfig, AppContext } from '../../types.ts';
import { enqueueMail, personName } from './outbox.ts';
import { mailTexts } from './texts.ts';

/** What building a mail needs from the request: the brand and the site's address for links. */
export interface MailEnv {
  config: Pick<AppConfig, 'brand' | 'company' | 'domain' | 'staffEmail'>;
  /** PUBLIC_URL, else the request's protocol and host; no trailing slash. */
  base: string;
}

export const mailEnv = (ctx: AppContext): MailEnv => ({
  config: ctx.deps.config,
  base: (ctx.deps.config.publicUrl ?? `${ctx.protocol}://${ctx.host}`).replace(/\/+$/, ''),
});

interface Recipient {
  email: string;
  first_name: string;
  last_name: string;
  language: Language;
}

export async function mailPasswordReset(trx: Knex, env: MailEnv, user: Recipient, token: string): Promise<void> {
  const t = mailTexts(user.language).passwordReset;
  await enqueueMail(trx, env.config, {
    kind: 'passwordReset',
    to: user.email,
    language: user.language,
    subject: t.subject,
    greetingName: personName(user.language, user.first_name, user.last_name),
    paragraphs: [t.intro],
    action: { label: t.action, url: `${env.base}/reset-password?token=${encodeURIComponent(token)}` },
    after: [t.expiry, t.ignore],
  });
}

export async function mailPasswordChanged(trx: Knex, env: MailEnv, user: Recipient): Promise<void> {
  const t = mailTexts(user.language).passwordChanged;
  await enqueueMail(trx, env.config, {
    kind: 'passwordChanged',
    to: user.email,
    language: user.language,
    subject: t.subject,
    greetingName: personName(user.language, user.first_name, user.last_name),
    paragraphs: [t.body, t.notYou],
  });
}

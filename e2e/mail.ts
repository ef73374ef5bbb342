// The mail the e2e server sent, as its capturing SMTP server wrote it (scripts/smtp-capture.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from './test.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const MAIL_DIR =
  process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), `portal-e2e-mail-${process.env.E2E_PORT ?? '4173'}`);

function mailsTo(address: string): Mail[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), 'utf8')) as Mail)
    .filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}

/** Waits for the newest mail to `address` whose subject matches, and returns it. */
export async function mailTo(address: string, subject: string | RegExp): Promise<Mail> {
  const match = (m: Mail) => (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject));
  await expect.poll(() => mailsTo(address).some(match), { message: `a mail to ${address}` }).toBe(true);
  return mailsTo(address).filter(match).at(-1)!;
}

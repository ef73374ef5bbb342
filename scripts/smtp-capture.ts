// The e2e server's mail catcher: an SMTP server on a free loopback port that writes every message it
// receives as JSON ({ to, subject, text, html }) into the folder given as the first argument, and the
// SMTP_URL to reach it into <folder>/.url once listening. The Playwright specs read the folder
// (e2e/mail.ts), so a journey can follow a link from a mail received over real SMTP.
import fs from 'node:fs';
import path from 'node:path';
import { startSmtpCapture } from '../server/test/smtp.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx scripts/smtp-capture.ts <folder>');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
let n = 0;
const capture = await startSmtpCapture({
  onMessage: (m) => {
    const file = path.join(dir, `${String(++n).padStart(5, '0')}.json`);
    // Written under another name first, so a reader never sees half a message.
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({ to: m.to, subject: m.subject, text: m.text, html: m.html }));
    fs.renameSync(`${file}.tmp`, file);
  },
});
fs.writeFileSync(path.join(dir, '.url'), capture.url);
const stop = () => void capture.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

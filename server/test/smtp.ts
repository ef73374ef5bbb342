// A capturing SMTP server on a free loopback port, for tests and the e2e server: every message it
// accepts is parsed (mailparser) and kept. It can refuse the next messages with a given SMTP code, to
// prove the outbox's retries.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: ParsedMail['headers'];
  /** Attached files, their content as UTF-8 text. */
  attachments: { filename: string; contentType: string; content: string }[];
  raw: string;
}

export interface SmtpCapture {
  url: string;
  port: number;
  messages: CapturedMail[];
  /** Refuse the next `count` messages with `code` (e.g. 451 temporary, 550 permanent). */
  refuseNext(count: number, code: number): void;
  /** Resolves with the first captured message matching, waiting for it (test timeouts bound the wait). */
  waitFor(match: (m: CapturedMail) => boolean): Promise<CapturedMail>;
  close(): Promise<void>;
}

export async function startSmtpCapture(
  opts: { port?: number; onMessage?: (m: CapturedMail) => void } = {},
): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters: { match: (m: CapturedMail) => boolean; resolve: (m: CapturedMail) => void }[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 0 };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refusals.count > 0) {
          refusals.count--;
          const err = Object.assign(new Error(refusals.code >= 500 ? 'Mailbox unavailable' : 'Try again later'), {
            responseCode: refusals.code,
          });
          callback(err);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
            const mail: CapturedMail = {
              to,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              headers: parsed.headers,
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content.toString('utf8'),
              })),
              raw,
            };
            messages.push(mail);
            opts.onMessage?.(mail);
            for (const w of [...waiters]) {
              if (w.match(mail)) {
                waiters.splice(waiters.indexOf(w), 1);
                w.resolve(mail);
              }
            }
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    refuseNext(count, code) {
      refusals = { count, code };
    },
    waitFor(match) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

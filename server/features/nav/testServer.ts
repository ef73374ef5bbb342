// A local stand-in for NAV's Online Számla 3.0 service, for the tests: a real HTTP server on loopback that
// checks every request body against invoiceApi.xsd with xmllint, checks the technical user's passwordHash
// and the requestSignature (spec § 1.3.2, § 1.5), issues AES-128-ECB encoded exchange tokens
// (§ 1.8.10), takes manageInvoice (§ 1.8.2: a valid, unused token; each invoice's data checked against
// invoiceData.xsd), answers queryTransactionStatus (§ 1.8.8: PROCESSING first, then DONE or ABORTED; the
// data sent with returnOriginalRequest) and queryTransactionList (§ 1.8.7).
// Every answer is itself checked against invoiceApi.xsd. It can be told to answer one call with a 500,
// to leave one call unanswered (before or after carrying it out), or to abort the next invoice with given business messages.
import { createCipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { blocks, rootName, textOf } from './api.ts';
import { requestSignature, type NavOperation } from './manageInvoice.ts';
import { validateAgainstNavAsync } from './xsdCheck.ts';

interface NavTestUser {
  login: string;
  password: string;
  signingKey: string;
  /** 16 characters: the AES-128 key the token is encoded with. */
  exchangeKey: string;
  taxpayerId: string;
}

/** An invoice NAV received: its operation and decoded InvoiceData XML. */
interface ReceivedInvoice {
  transactionId: string;
  operation: string;
  xml: string;
}

interface Transaction {
  results: { status: 'DONE' | 'ABORTED'; technical: string[]; business: { code: string; message: string }[] }[];
  queried: number;
  /** When it was received, and each invoice's data as sent (base64), for queryTransactionList and
   *  returnOriginalRequest. */
  insDate: Date;
  data: string[];
}

const OPERATIONS = ['tokenExchange', 'manageInvoice', 'queryTransactionStatus', 'queryTransactionList'] as const;
type Operation = (typeof OPERATIONS)[number];

export interface NavTestServer {
  /** The service's base address, as NAV_API_URL takes it. */
  url: string;
  /** Every request received, by operation, with xmllint's verdict on its body. */
  requests: { operation: string; valid: boolean; errors: string }[];
  /** Every invoice accepted by manageInvoice. */
  invoices: ReceivedInvoice[];
  /** What went wrong on this side (a request the checks refused, an answer that was not valid): empty
   *  when the product did everything by the book. */
  problems: string[];
  /** The next call of the operation is answered 500 with no NAV document (an overloaded gateway). */
  failNext(operation: Operation): void;
  /** The next call of the operation is never answered. */
  hangNext(operation: Operation): void;
  /** The next call of the operation is carried out (a manageInvoice is received and processed) but never
   *  answered: NAV's gateway timing out after the request arrived (spec § 1.9.2). */
  swallowNext(operation: Operation): void;
  /** The next invoice received is ABORTED with these business validation errors. */
  abortNext(messages: { code: string; message: string }[]): void;
  close(): Promise<void>;
}

const NS = 'xmlns="http://schemas.nav.gov.hu/OSA/3.0/api" xmlns:common="http://schemas.nav.gov.hu/NTCA/1.0/common"';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const sha512 = (s: string) => createHash('sha512').update(s, 'utf8').digest('hex').toUpperCase();

export async function startNavTestServer(user: NavTestUser): Promise<NavTestServer> {
  const requests: NavTestServer['requests'] = [];
  const invoices: ReceivedInvoice[] = [];
  const problems: string[] = [];
  const tokens = new Map<string, { until: number; used: boolean }>();
  const transactions = new Map<string, Transaction>();
  const failing = new Set<Operation>();
  const hanging = new Set<Operation>();
  const swallowing = new Set<Operation>();
  const sockets = new Set<Socket>();
  let aborting: { code: string; message: string }[] | null = null;

  /** header and software echo the request's (spec § 1.4); result says OK or the error. */
  const respond = (root: string, request: string, result: string, body = '') => {
    const header = blocks(request, 'header')[0] ?? '';
    const software = /<software>[\s\S]*?<\/software>/.exec(request)?.[0] ?? '';
    return (
      `<?xml version="1.0" encoding="UTF-8"?>\n<${root} ${NS}>` +
      `<common:header>${header}</common:header><common:result>${result}</common:result>${software}${body}</${root}>`
    );
  };
  const ok = '<common:funcCode>OK</common:funcCode>';
  const error = (code: string, message: string) =>
    `<common:funcCode>ERROR</common:funcCode><common:errorCode>${code}</common:errorCode><common:message>${esc(message)}</common:message>`;

  function authenticate(body: string, operations: NavOperation[]): { status: number; code: string } | null {
    const login = textOf(body, 'login');
    const hash = textOf(body, 'passwordHash');
    if (login !== user.login || hash !== sha512(user.password) || textOf(body, 'taxNumber') !== user.taxpayerId)
      return { status: 401, code: 'INVALID_SECURITY_USER' };
    const expected = requestSignature(
      textOf(body, 'requestId') ?? '',
      new Date(textOf(body, 'timestamp') ?? 0),
      user.signingKey,
      operations,
    );
    if (textOf(body, 'requestSignature') !== expected) return { status: 400, code: 'INVALID_REQUEST_SIGNATURE' };
    return null;
  }

  async function answer(operation: string, body: string): Promise<{ status: number; xml: string }> {
    const check = await validateAgainstNavAsync(body, 'api');
    requests.push({ operation, valid: check.valid, errors: check.errors });
    const root = rootName(body);
    if (!check.valid || root !== `${operation.charAt(0).toUpperCase()}${operation.slice(1)}Request`) {
      problems.push(`${operation}: the request is not a valid ${operation} request: ${check.errors}`);
      return { status: 400, xml: respond('GeneralErrorResponse', body, error('INVALID_REQUEST', 'Invalid request')) };
    }
    const operations: NavOperation[] =
      operation === 'manageInvoice'
        ? [
            ...(blocks(body, 'invoiceOperations')[0] ?? '').matchAll(
              /<index>\d+<\/index>\s*<invoiceOperation>(\w+)<\/invoiceOperation>\s*<invoiceData>([^<]*)<\/invoiceData>/g,
            ),
          ].map((m) => ({ operation: m[1] as NavOperation['operation'], invoiceDataBase64: m[2] ?? '' }))
        : [];
    const refused = authenticate(body, operations);
    if (refused) {
      problems.push(`${operation}: ${refused.code}`);
      return { status: refused.status, xml: respond('GeneralErrorResponse', body, error(refused.code, refused.code)) };
    }

    if (operation === 'tokenExchange') {
      const token = `${randomUUID()}${randomBytes(5).toString('hex').toUpperCase()}`;
      const from = Date.now();
      tokens.set(token, { until: from + 5 * 60_000, used: false });
      const cipher = createCipheriv('aes-128-ecb', Buffer.from(user.exchangeKey, 'utf8'), null);
      const encoded = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]).toString('base64');
      return {
        status: 200,
        xml: respond(
          'TokenExchangeResponse',
          body,
          ok,
          `<encodedExchangeToken>${encoded}</encodedExchangeToken>` +
            `<tokenValidityFrom>${new Date(from).toISOString()}</tokenValidityFrom>` +
            `<tokenValidityTo>${new Date(from + 5 * 60_000).toISOString()}</tokenValidityTo>`,
        ),
      };
    }

    if (operation === 'manageInvoice') {
      const token = tokens.get(textOf(body, 'exchangeToken') ?? '');
      if (!token || token.used || token.until < Date.now()) {
        problems.push('manageInvoice: INVALID_EXCHANGE_TOKEN');
        return {
          status: 400,
          xml: respond('GeneralErrorResponse', body, error('INVALID_EXCHANGE_TOKEN', 'Invalid exchange token')),
        };
      }
      token.used = true;
      const transactionId = randomBytes(10).toString('hex').toUpperCase();
      const results: Transaction['results'] = [];
      for (const o of operations) {
        const xml = Buffer.from(o.invoiceDataBase64, 'base64').toString('utf8');
        invoices.push({ transactionId, operation: o.operation, xml });
        const data = await validateAgainstNavAsync(xml, 'data');
        if (!data.valid) {
          problems.push(`manageInvoice: invoice data not valid: ${data.errors}`);
          results.push({ status: 'ABORTED', technical: data.errors.split('\n').filter(Boolean), business: [] });
        } else if (aborting) {
          results.push({ status: 'ABORTED', technical: [], business: aborting });
          aborting = null;
        } else results.push({ status: 'DONE', technical: [], business: [] });
      }
      transactions.set(transactionId, {
        results,
        queried: 0,
        insDate: new Date(),
        data: operations.map((o) => o.invoiceDataBase64),
      });
      return {
        status: 200,
        xml: respond('ManageInvoiceResponse', body, ok, `<transactionId>${transactionId}</transactionId>`),
      };
    }

    if (operation === 'queryTransactionList') {
      // Every transaction received in the interval (one page: the tests make few).
      const from = new Date(textOf(body, 'dateTimeFrom') ?? 0).getTime();
      const to = new Date(textOf(body, 'dateTimeTo') ?? 0).getTime();
      const listed = [...transactions].filter(([, t]) => t.insDate.getTime() >= from && t.insDate.getTime() <= to);
      const items = listed
        .map(
          ([id, t]) =>
            `<transaction><insDate>${t.insDate.toISOString()}</insDate><insCusUser>${user.login}</insCusUser>` +
            `<source>MGM</source><transactionId>${id}</transactionId><requestStatus>FINISHED</requestStatus>` +
            `<technicalAnnulment>false</technicalAnnulment><originalRequestVersion>3.0</originalRequestVersion>` +
            `<itemCount>${t.data.length}</itemCount></transaction>`,
        )
        .join('');
      return {
        status: 200,
        xml: respond(
          'QueryTransactionListResponse',
          body,
          ok,
          `<transactionListResult><currentPage>1</currentPage><availablePage>1</availablePage>${items}</transactionListResult>`,
        ),
      };
    }

    // queryTransactionStatus: PROCESSING the first time it is asked, then the outcome; with
    // returnOriginalRequest, each invoice's data as it was sent.
    const t = transactions.get(textOf(body, 'transactionId') ?? '');
    if (!t) return { status: 200, xml: respond('QueryTransactionStatusResponse', body, ok) };
    const original = textOf(body, 'returnOriginalRequest') === 'true';
    const first = t.queried++ === 0;
    const results = t.results
      .map((r, i) => {
        const status = first ? 'PROCESSING' : r.status;
        const messages = first
          ? ''
          : r.technical
              .map(
                (m) =>
                  `<technicalValidationMessages><common:validationResultCode>ERROR</common:validationResultCode>` +
                  `<common:validationErrorCode>SCHEMA_VIOLATION</common:validationErrorCode>` +
                  `<common:message>${esc(m.slice(0, 1000))}</common:message></technicalValidationMessages>`,
              )
              .join('') +
            r.business
              .map(
                (m) =>
                  `<businessValidationMessages><validationResultCode>ERROR</validationResultCode>` +
                  `<validationErrorCode>${esc(m.code)}</validationErrorCode><message>${esc(m.message.slice(0, 500))}</message>` +
                  `</businessValidationMessages>`,
              )
              .join('');
        const sent = original ? `<originalRequest>${t.data[i]}</originalRequest>` : '';
        return `<processingResult><index>${i + 1}</index><invoiceStatus>${status}</invoiceStatus>${messages}<compressedContentIndicator>false</compressedContentIndicator>${sent}</processingResult>`;
      })
      .join('');
    return {
      status: 200,
      xml: respond(
        'QueryTransactionStatusResponse',
        body,
        ok,
        `<processingResults>${results}<originalRequestVersion>3.0</originalRequestVersion></processingResults>`,
      ),
    };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void reply());
    const reply = async () => {
      const operation = (req.url ?? '').replace(/^\/invoiceService\/v3\//, '') as Operation;
      if (hanging.delete(operation)) return; // never answered
      const swallowed = swallowing.delete(operation); // carried out, never answered
      if (failing.delete(operation)) {
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error');
        return;
      }
      if (req.method !== 'POST' || !OPERATIONS.includes(operation)) {
        res.writeHead(404).end();
        return;
      }
      if (req.headers['content-type'] !== 'application/xml')
        problems.push(`${operation}: content-type is not application/xml`);
      let out: { status: number; xml: string };
      try {
        out = await answer(operation, Buffer.concat(chunks).toString('utf8'));
      } catch (err) {
        problems.push(`${operation}: ${(err as Error).message}`);
        res.writeHead(500).end();
        return;
      }
      const own = await validateAgainstNavAsync(out.xml, 'api');
      if (!own.valid) problems.push(`${operation}: the test server's own answer is not valid: ${own.errors}`);
      if (swallowed) return;
      res.writeHead(out.status, { 'Content-Type': 'application/xml;charset=UTF-8' }).end(out.xml);
    };
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/invoiceService/v3`,
    requests,
    invoices,
    problems,
    failNext: (op) => failing.add(op),
    hangNext: (op) => hanging.add(op),
    swallowNext: (op) => swallowing.add(op),
    abortNext: (messages) => {
      aborting = messages;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

// NAV Online Számla 3.0's REST service as this product calls it (spec § 1.6–1.8): tokenExchange, then
// manageInvoice (manageInvoice.ts builds that request), then queryTransactionStatus until the invoice is
// DONE or ABORTED. Requests are XML POSTed to <NAV_API_URL>/<operation>; answers are read by a few small
// functions (the documents are NAV's, shaped by invoiceApi.xsd; no DOM is needed).
import { createDecipheriv, randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { NavMessage } from '../../contract/index.ts';
import type { NavSettings } from '../../types.ts';
import { buildManageInvoiceRequest, passwordHash, requestSignature, type NavOperation } from './manageInvoice.ts';
import { el, text, xmlDocument, type XmlElement } from './xml.ts';

const NS_API = 'http://schemas.nav.gov.hu/OSA/3.0/api';
const NS_COMMON = 'http://schemas.nav.gov.hu/NTCA/1.0/common';

/** The software reporting (spec § 1.3.3), from the settings and the seller. */
export function navSoftware(settings: NavSettings, devName: string) {
  return {
    softwareId: settings.softwareId,
    softwareName: 'Portal Talent',
    softwareMainVersion: '1.0',
    softwareDevName: devName,
    softwareDevContact: settings.softwareContact,
    softwareDevCountryCode: 'HU',
  };
}
type NavSoftware = ReturnType<typeof navSoftware>;

/** A requestId NAV accepts (1–30 of [+a-zA-Z0-9_], unique per taxpayer): the time and 10 random characters. */
export const newRequestId = (now: Date): string =>
  `PT${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(8).toString('base64url').replace(/[-_]/g, '').slice(0, 10)}`;

/** A request other than manageInvoice: the common header and user (its signature over the partial
 *  authentication value alone, § 1.5.2), the software, then the operation's own elements. */
function buildBasicRequest(
  root: 'TokenExchangeRequest' | 'QueryTransactionStatusRequest' | 'QueryTransactionListRequest',
  input: { requestId: string; timestamp: Date; settings: NavSettings; taxpayerId: string; software: NavSoftware },
  ...extra: XmlElement[]
): string {
  const { requestId, timestamp, settings: s, software: sw } = input;
  const doc = el(
    root,
    el(
      'common:header',
      text('common:requestId', requestId),
      text('common:timestamp', timestamp.toISOString()),
      text('common:requestVersion', '3.0'),
      text('common:headerVersion', '1.0'),
    ),
    el(
      'common:user',
      text('common:login', s.login),
      text('common:passwordHash', passwordHash(s.password), { cryptoType: 'SHA-512' }),
      text('common:taxNumber', input.taxpayerId),
      text('common:requestSignature', requestSignature(requestId, timestamp, s.signingKey, []), {
        cryptoType: 'SHA3-512',
      }),
    ),
    el(
      'software',
      text('softwareId', sw.softwareId),
      text('softwareName', sw.softwareName),
      text('softwareOperation', 'ONLINE_SERVICE'),
      text('softwareMainVersion', sw.softwareMainVersion),
      text('softwareDevName', sw.softwareDevName),
      text('softwareDevContact', sw.softwareDevContact),
      text('softwareDevCountryCode', sw.softwareDevCountryCode),
    ),
    ...extra,
  );
  return xmlDocument({ ...doc, attrs: { xmlns: NS_API, 'xmlns:common': NS_COMMON } });
}

// --- reading NAV's answers ---

const unescape = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');

/** The text of every element of this local name (whatever its namespace prefix), in document order. */
export function texts(xml: string, name: string): string[] {
  const re = new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:[\\w-]+:)?${name}>`, 'g');
  return [...xml.matchAll(re)].map((m) => unescape(m[1] ?? ''));
}

/** The first element's text, or null. */
export const textOf = (xml: string, name: string): string | null => texts(xml, name)[0] ?? null;

/** The inner XML of every element of this local name (elements that do not nest in themselves). */
export function blocks(xml: string, name: string): string[] {
  const re = new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${name}>`, 'g');
  return [...xml.matchAll(re)].map((m) => m[1] ?? '');
}

/** The root element's local name. */
export const rootName = (xml: string): string | null =>
  /<(?:[\w-]+:)?(\w+)[\s>]/.exec(xml.replace(/<\?xml[^>]*\?>/, '').trimStart())?.[1] ?? null;

/** The decoded exchange token: the base64 answer decrypted with the exchange key, AES-128-ECB (§ 1.8.10.2). */
export function decodeExchangeToken(encoded: string, exchangeKey: string): string {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(exchangeKey, 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(encoded, 'base64')), decipher.final()]).toString('utf8');
}

// --- calling the service ---

/** The call did not get an answer that settles it: no connection, a timeout, a 5xx without NAV's error
 *  document, or an error NAV says is passing (maintenance, an expired token). Tried again later.
 *  `answered`: NAV itself answered (with a passing error), so it did not take the request. */
export class NavUnavailable extends Error {
  constructor(
    message: string,
    readonly answered = false,
  ) {
    super(message);
  }
}

/** A manageInvoice that got no answer from NAV (no connection once sent, a timeout, a gateway's 5xx): NAV may
 *  have received it all the same (spec § 1.6.6, § 1.9.2), so it is not simply sent again. */
export class NavUnanswered extends NavUnavailable {}

/** NAV refused the request itself (funcCode ERROR: a wrong password, signature, user…): trying again
 *  unchanged gives the same answer, so staff are told. */
export class NavRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Errors that pass (spec § 3.2): maintenance, a token expired on the way, a server-side failure. */
const PASSING = new Set(['MAINTENANCE_MODE', 'INVALID_EXCHANGE_TOKEN', 'OPERATION_FAILED']);

interface NavCallOptions {
  /** A call without an answer after this long is given up (spec § 1.6.6: NAV's absolute limit is 60 s). */
  timeoutMs: number;
}

async function post(settings: NavSettings, operation: string, body: string, opts: NavCallOptions): Promise<string> {
  let res: Response;
  let answer: string;
  try {
    res = await fetch(`${settings.apiUrl}/${operation}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/xml', Accept: 'application/xml' },
      body,
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    answer = await res.text();
  } catch (err) {
    const e = err as Error;
    const why = e.name === 'TimeoutError' ? `no answer within ${opts.timeoutMs} ms` : (e.cause as Error)?.message;
    throw new NavUnavailable(`${operation}: ${why ?? e.message}`);
  }
  const funcCode = textOf(answer, 'funcCode');
  if (res.ok && funcCode === 'OK') return answer;
  const code = textOf(answer, 'errorCode');
  const message = textOf(answer, 'message') ?? '';
  if (code && !PASSING.has(code)) throw new NavRefused(code, `${operation}: ${code}${message ? ` – ${message}` : ''}`);
  if (code || res.status >= 500 || res.status === 429)
    throw new NavUnavailable(
      `${operation}: HTTP ${res.status}${code ? ` ${code}` : ''}${message ? ` – ${message}` : ''}`,
      code !== null || res.status === 429,
    );
  throw new NavRefused(`HTTP_${res.status}`, `${operation}: HTTP ${res.status} ${answer.slice(0, 300)}`);
}

export interface NavIdentity {
  settings: NavSettings;
  taxpayerId: string;
  software: NavSoftware;
}

/** A fresh exchange token, decoded (§ 1.8.10). */
async function tokenExchange(id: NavIdentity, opts: NavCallOptions, now = new Date()): Promise<string> {
  const body = buildBasicRequest('TokenExchangeRequest', { ...id, requestId: newRequestId(now), timestamp: now });
  const answer = await post(id.settings, 'tokenExchange', body, opts);
  const encoded = textOf(answer, 'encodedExchangeToken');
  if (!encoded) throw new NavUnavailable('tokenExchange: no encodedExchangeToken in the answer');
  try {
    return decodeExchangeToken(encoded, id.settings.exchangeKey);
  } catch {
    throw new NavRefused('TOKEN_NOT_DECODED', 'tokenExchange: the token does not decode with NAV_EXCHANGE_KEY');
  }
}

/** Sends the operations (§ 1.8.2) with a token got just before; NAV's transaction id. */
export async function manageInvoice(
  id: NavIdentity,
  requestId: string,
  operations: readonly NavOperation[],
  opts: NavCallOptions,
): Promise<string> {
  const exchangeToken = await tokenExchange(id, opts);
  const now = new Date();
  const body = buildManageInvoiceRequest({
    requestId,
    timestamp: now,
    credentials: { ...id.settings, taxpayerId: id.taxpayerId },
    software: id.software,
    exchangeToken,
    operations,
  });
  let answer: string;
  try {
    answer = await post(id.settings, 'manageInvoice', body, opts);
  } catch (err) {
    if (err instanceof NavUnavailable && !err.answered) throw new NavUnanswered(err.message);
    throw err;
  }
  const transactionId = textOf(answer, 'transactionId');
  if (!transactionId) throw new NavUnavailable('manageInvoice: no transactionId in the answer');
  return transactionId;
}

interface NavInvoiceResult {
  index: number;
  /** RECEIVED, PROCESSING, SAVED, DONE or ABORTED (§ 1.8.8.2, 3)). */
  status: string;
  messages: NavMessage[];
  /** With returnOriginalRequest: the invoice number in the InvoiceData sent (null when not asked for). */
  invoiceNumber: string | null;
}

/** The processing results of a transaction (§ 1.8.8), one per invoice index; with `returnOriginalRequest`,
 *  each names the invoice number of the data that was sent (§ 1.9.2 matches a lost transaction by it). */
export async function queryTransactionStatus(
  id: NavIdentity,
  transactionId: string,
  opts: NavCallOptions & { returnOriginalRequest?: boolean },
  now = new Date(),
): Promise<NavInvoiceResult[]> {
  const body = buildBasicRequest(
    'QueryTransactionStatusRequest',
    { ...id, requestId: newRequestId(now), timestamp: now },
    text('transactionId', transactionId),
    ...(opts.returnOriginalRequest ? [text('returnOriginalRequest', 'true')] : []),
  );
  const answer = await post(id.settings, 'queryTransactionStatus', body, opts);
  return blocks(answer, 'processingResult').map((r) => ({
    index: Number(textOf(r, 'index')),
    status: textOf(r, 'invoiceStatus') ?? 'RECEIVED',
    invoiceNumber: originalInvoiceNumber(r),
    messages: [
      ...blocks(r, 'technicalValidationMessages').map((m) => ({
        result: textOf(m, 'validationResultCode') ?? 'ERROR',
        code: textOf(m, 'validationErrorCode'),
        message: textOf(m, 'message'),
        pointer: null,
      })),
      ...blocks(r, 'businessValidationMessages').map((m) => {
        const p = blocks(m, 'pointer')[0];
        const pointer = p
          ? [textOf(p, 'tag'), textOf(p, 'value'), textOf(p, 'line') && `line ${textOf(p, 'line')}`]
              .filter(Boolean)
              .join(' ')
          : null;
        return {
          result: textOf(m, 'validationResultCode') ?? 'ERROR',
          code: textOf(m, 'validationErrorCode'),
          message: textOf(m.replace(/<(?:[\w-]+:)?pointer[\s\S]*?pointer>/, ''), 'message'),
          pointer: pointer || null,
        };
      }),
    ],
  }));
}

/** The invoice number of a processing result's originalRequest (base64 InvoiceData, gzip when
 *  compressedContentIndicator says so), or null. */
function originalInvoiceNumber(result: string): string | null {
  const encoded = textOf(result, 'originalRequest');
  if (!encoded) return null;
  let data = Buffer.from(encoded, 'base64');
  if (textOf(result, 'compressedContentIndicator') === 'true') data = gunzipSync(data);
  return textOf(data.toString('utf8'), 'invoiceNumber');
}

/**
 * The ids of the taxpayer's transactions NAV received between two instants (§ 1.8.7 /queryTransactionList),
 * every page: what § 1.9.2 lists after a manageInvoice got no answer.
 */
export async function queryTransactionList(
  id: NavIdentity,
  from: Date,
  to: Date,
  opts: NavCallOptions,
): Promise<string[]> {
  const ids: string[] = [];
  // § 1.8.7.1 1): the interval spans 35 days at most.
  from = new Date(Math.max(from.getTime(), to.getTime() - 35 * 24 * 3600_000));
  for (let page = 1, pages = 1; page <= pages; page++) {
    const now = new Date();
    const body = buildBasicRequest(
      'QueryTransactionListRequest',
      { ...id, requestId: newRequestId(now), timestamp: now },
      text('page', String(page)),
      el('insDate', text('dateTimeFrom', from.toISOString()), text('dateTimeTo', to.toISOString())),
    );
    const answer = await post(id.settings, 'queryTransactionList', body, opts);
    pages = Number(textOf(answer, 'availablePage') ?? 1);
    for (const t of blocks(answer, 'transaction')) {
      const tid = textOf(t, 'transactionId');
      if (tid) ids.push(tid);
    }
  }
  return ids;
}

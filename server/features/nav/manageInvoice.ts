// The ManageInvoiceRequest that submits invoice data to NAV (invoiceApi.xsd), with the technical user's
// password hash and the request signature computed as NAV's interface specification 3.0 says: § 1.3.2
// (UserHeaderType: passwordHash is SHA-512 of the password, uppercase hex) and § 1.5.1 (requestSignature).
import { createHash } from 'node:crypto';
import { el, text, xmlDocument } from './xml.ts';

const NS_API = 'http://schemas.nav.gov.hu/OSA/3.0/api';
const NS_COMMON = 'http://schemas.nav.gov.hu/NTCA/1.0/common';

const hashHex = (algorithm: 'sha512' | 'sha3-512', s: string): string =>
  createHash(algorithm).update(s, 'utf8').digest('hex').toUpperCase();

/** The technical user's password as NAV expects it: SHA-512, uppercase hex (§ 1.3.2, 2)). */
export const passwordHash = (password: string): string => hashHex('sha512', password);

/** A timestamp as the signature masks it: YYYYMMDDhhmmss in UTC, separators, milliseconds and zone dropped. */
const signatureTime = (d: Date): string => d.toISOString().slice(0, 19).replace(/[-T:]/g, '');

/** One operation of the request: what it does and the invoice data (base64 of the InvoiceData XML). */
export interface NavOperation {
  operation: 'CREATE' | 'MODIFY' | 'STORNO';
  invoiceDataBase64: string;
}

/**
 * requestSignature of manageInvoice (§ 1.5.1): SHA3-512, uppercase, of the partial authentication value
 * (requestId + the UTC timestamp as YYYYMMDDhhmmss + the signing key) followed, in index order, by each
 * operation's own hash: SHA3-512, uppercase, of its operation name and its base64 data.
 */
export function requestSignature(
  requestId: string,
  timestamp: Date,
  signingKey: string,
  operations: readonly NavOperation[],
): string {
  const partial = `${requestId}${signatureTime(timestamp)}${signingKey}`;
  const indexHashes = operations.map((o) => hashHex('sha3-512', `${o.operation}${o.invoiceDataBase64}`));
  return hashHex('sha3-512', partial + indexHashes.join(''));
}

/** The technical user (created on NAV's Online Számla portal) and the software reporting. */
interface NavCredentials {
  /** The technical user's login (6–15 letters or digits). */
  login: string;
  password: string;
  /** The technical user's signing key (aláírókulcs). */
  signingKey: string;
  /** The first 8 digits of the taxpayer's Hungarian tax number. */
  taxpayerId: string;
}

interface NavSoftware {
  /** 18 capitals, digits or dashes: the developer's country code and tax number first (§ 1.3.3). */
  softwareId: string;
  softwareName: string;
  softwareMainVersion: string;
  softwareDevName: string;
  softwareDevContact: string;
  softwareDevCountryCode?: string;
  softwareDevTaxNumber?: string;
}

export interface ManageInvoiceInput {
  /** Unique per successful request of the taxpayer: 1–30 of [+a-zA-Z0-9_]. */
  requestId: string;
  timestamp: Date;
  credentials: NavCredentials;
  software: NavSoftware;
  /** The decoded token of tokenExchange, valid for 5 minutes. */
  exchangeToken: string;
  /** At most 100, reported with indices 1, 2… in this order. */
  operations: readonly NavOperation[];
}

/** The ManageInvoiceRequest XML. */
export function buildManageInvoiceRequest(input: ManageInvoiceInput): string {
  const { requestId, timestamp, credentials: cred, software: sw, operations } = input;
  if (!/^[+a-zA-Z0-9_]{1,30}$/.test(requestId)) throw new Error(`requestId NAV refuses: ${requestId}`);
  if (operations.length < 1 || operations.length > 100) throw new Error('A request carries 1–100 operations');
  const root = el(
    'ManageInvoiceRequest',
    el(
      'common:header',
      text('common:requestId', requestId),
      text('common:timestamp', timestamp.toISOString()),
      text('common:requestVersion', '3.0'),
      text('common:headerVersion', '1.0'),
    ),
    el(
      'common:user',
      text('common:login', cred.login),
      text('common:passwordHash', passwordHash(cred.password), { cryptoType: 'SHA-512' }),
      text('common:taxNumber', cred.taxpayerId),
      text('common:requestSignature', requestSignature(requestId, timestamp, cred.signingKey, operations), {
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
      sw.softwareDevCountryCode ? text('softwareDevCountryCode', sw.softwareDevCountryCode) : null,
      sw.softwareDevTaxNumber ? text('softwareDevTaxNumber', sw.softwareDevTaxNumber) : null,
    ),
    text('exchangeToken', input.exchangeToken),
    el(
      'invoiceOperations',
      text('compressedContent', 'false'),
      ...operations.map((o, i) =>
        el(
          'invoiceOperation',
          text('index', String(i + 1)),
          text('invoiceOperation', o.operation),
          text('invoiceData', o.invoiceDataBase64),
        ),
      ),
    ),
  );
  return xmlDocument({ ...root, attrs: { xmlns: NS_API, 'xmlns:common': NS_COMMON } });
}

/** The base64 of an InvoiceData XML, as invoiceData carries it. */
export const invoiceDataBase64 = (xml: string): string => Buffer.from(xml, 'utf8').toString('base64');

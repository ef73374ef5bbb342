// requestSignature reproduces the worked example of NAV's interface specification 3.0 (§ 1.5.1) digit for
// digit, and the ManageInvoiceRequest validates against NAV's invoiceApi.xsd.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildInvoiceData, creditNoteOf } from './invoiceData.ts';
import { buildManageInvoiceRequest, invoiceDataBase64, passwordHash, requestSignature } from './manageInvoice.ts';
import { monthInvoice } from './testInvoices.ts';
import { validateAgainstNav } from './xsdCheck.ts';

describe('requestSignature (spec § 1.5.1)', () => {
  // The specification's fictitious example, copied from its text (the hashes there are wrapped over lines).
  const example = {
    requestId: 'TSTKFT1222564',
    timestamp: new Date('2017-12-30T18:25:45.000Z'),
    signingKey: 'ce-8f5e-215119fa7dd621DLMRHRLH2S',
    operations: [
      { operation: 'CREATE', invoiceDataBase64: 'QWJjZDEyMzQ=' },
      { operation: 'MODIFY', invoiceDataBase64: 'RGNiYTQzMjE=' },
    ] as const,
    signature:
      '60BC80609EE3B8F42FE904200A49A1921A1DADA08D55319ACD40C59F626514B74EEA49011D37260' +
      '0A10DBCF8199D590DA9C2841D987308F2D83DAE17C2470C42',
  };

  it('reproduces the specification’s worked example exactly', () => {
    expect(requestSignature(example.requestId, example.timestamp, example.signingKey, example.operations)).toBe(
      example.signature,
    );
  });

  it('hashes each operation: its index hashes are the specification’s, and their order counts', () => {
    // The spec prints the first index hash (SHA3-512 of "CREATEQWJjZDEyMzQ="): the signature over
    // partial + that hash alone must equal a signature computed by hand from it.
    const firstIndexHash =
      '4317798460962869BC67F07C48EA7E4A3AFA301513CEB87B8EB94ECF92BC220A89C480F87F0860E85E29A3B6C0463D4F29712C5AD48104A6486CE839DC2F24CB';
    const byHand = createHash('sha3-512')
      .update(`TSTKFT122256420171230182545ce-8f5e-215119fa7dd621DLMRHRLH2S${firstIndexHash}`)
      .digest('hex')
      .toUpperCase();
    const [first, second] = example.operations;
    expect(requestSignature(example.requestId, example.timestamp, example.signingKey, [first])).toBe(byHand);
    expect(requestSignature(example.requestId, example.timestamp, example.signingKey, [second, first])).not.toBe(
      example.signature,
    );
  });

  it('uses the UTC time to the second, whatever the milliseconds', () => {
    const a = requestSignature('R1', new Date('2026-12-01T10:00:00.000Z'), 'key', []);
    expect(requestSignature('R1', new Date('2026-12-01T10:00:00.999Z'), 'key', [])).toBe(a);
    expect(requestSignature('R1', new Date('2026-12-01T10:00:01.000Z'), 'key', [])).not.toBe(a);
  });
});

describe('the ManageInvoiceRequest', () => {
  const invoice = buildInvoiceData(monthInvoice('domestic'));
  const note = buildInvoiceData(
    creditNoteOf(monthInvoice('domestic'), {
      invoiceNumber: '2026-000043',
      issueDate: '2026-12-05',
      modificationIndex: 1,
    }),
  );
  const input = {
    requestId: 'PT20261201100000_1',
    timestamp: new Date('2026-12-01T10:00:00.123Z'),
    credentials: {
      login: 'lwilsmn0uqdxe6u',
      password: 'technical-user-password',
      signingKey: 'ac-ac3a-7f661bff7d342N43CYX4U9FG',
      taxpayerId: '12892312',
    },
    software: {
      softwareId: 'HU12892312-PORTAL1',
      softwareName: 'Portal Talent',
      softwareMainVersion: '1.0',
      softwareDevName: 'Portal Talent Kft.',
      softwareDevContact: 'it@portaltalent.eu',
      softwareDevCountryCode: 'HU',
    },
    exchangeToken: 'b1aca173-d9e8-4561-9237-0511eed99eaa2P0ZHLXBRI2U',
    operations: [
      { operation: invoice.operation, invoiceDataBase64: invoiceDataBase64(invoice.xml) },
      { operation: note.operation, invoiceDataBase64: invoiceDataBase64(note.xml) },
    ],
  };
  const xml = buildManageInvoiceRequest(input);

  it('validates against invoiceApi.xsd', () => {
    const r = validateAgainstNav(xml, 'api');
    expect(r.errors).toBe('- validates\n');
    expect(r.valid).toBe(true);
    expect(validateAgainstNav(xml.replace(/<exchangeToken>.*<\/exchangeToken>/, ''), 'api').valid).toBe(false);
  });

  it('carries the password hash, the signature and each operation’s data', () => {
    expect(passwordHash('technical-user-password')).toMatch(/^[0-9A-F]{128}$/);
    // SHA-512 of "abc" (FIPS 180-2 test vector), uppercase.
    expect(passwordHash('abc')).toBe(
      'DDAF35A193617ABACC417349AE20413112E6FA4E89A97EA20A9EEEE64B55D39A2192992A274FC1A836BA3C23A3FEEB' +
        'BD454D4423643CE80E2A9AC94FA54CA49F',
    );
    expect(xml).toContain(`<common:passwordHash cryptoType="SHA-512">${passwordHash(input.credentials.password)}<`);
    const signature = requestSignature(
      input.requestId,
      input.timestamp,
      input.credentials.signingKey,
      input.operations,
    );
    expect(xml).toContain(`<common:requestSignature cryptoType="SHA3-512">${signature}<`);
    expect(xml).toContain('<common:timestamp>2026-12-01T10:00:00.123Z<');
    expect(xml).toContain('<invoiceOperation>CREATE</invoiceOperation>');
    expect(xml).toContain('<invoiceOperation>STORNO</invoiceOperation>');
    const data = [...xml.matchAll(/<invoiceData>([^<]*)<\/invoiceData>/g)].map((m) =>
      Buffer.from(m[1] ?? '', 'base64').toString('utf8'),
    );
    expect(data).toEqual([invoice.xml, note.xml]);
  });

  it('refuses a requestId NAV would refuse and an empty or oversized batch', () => {
    expect(() => buildManageInvoiceRequest({ ...input, requestId: 'has-dash' })).toThrow(/requestId/);
    expect(() => buildManageInvoiceRequest({ ...input, operations: [] })).toThrow(/1–100/);
  });
});

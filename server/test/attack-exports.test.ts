// Attack (a hostile client, on the files the portal hands out): names a user chooses end up in the staff's CSV
// exports, the payroll CSV, the payslip and invoice PDFs, the data export and a download's file name.
// A formula never reaches a spreadsheet cell as a formula, a header never splits, a PDF never fails
// on the characters of a name, and an upload's name never escapes its header or its folder.
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorWithContract, saveTimesheet, submitAndApprove } from './fixtures.ts';
import { files, startServer, type Client, type TestServer } from './harness.ts';

/** Names as a hostile registrant would type them (all within the name fields' rules). */
const FORMULAS = [
  '=HYPERLINK("http://evil.example","x")',
  '+36 30 1',
  '-2+3',
  '@SUM(A1)',
  '\t=1+1',
  "=cmd|' /C calc'!A0",
];

let s: TestServer;
let admin: Client;
beforeAll(async () => {
  s = await startServer({ mailWorker: false, env: { READ_CACHE_MS: '0' } });
  admin = (await s.as('admin')).client;
});
afterAll(() => s.close());

/** The cells of a CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function cells(csv: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) endCell();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += ch;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** A cell a spreadsheet would run: starting with = + - @ or a tab/CR (a plain number aside). */
const runs = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell);

/** Hungarian Excel splits on `;` (quotes honoured): no cell it reads runs, and neither does any piece
 * between separators for a reader that ignores quotes altogether. */
function semicolonReaderSafe(csv: string) {
  for (const r of cells(csv, ';')) for (const c of r) expect(runs(c), `;-cell ${JSON.stringify(c)}`).toBe(false);
  for (const piece of csv.replace(/^\uFEFF/, '').split(/[;,\r\n]/))
    expect(runs(piece.replace(/^"/, '')), `piece ${JSON.stringify(piece)}`).toBe(false);
}

describe('attack: hostile names in what the server exports', () => {
  it('staff CSV exports: a name with semicolons is one quoted cell, defused for a reader splitting on ;', async () => {
    await s.createUser({
      role: 'candidate',
      firstName: 'x;=1+1;y',
      lastName: 'a; @SUM(A1)',
      email: 'semi@csv-semi.test',
    });
    for (const list of ['users', 'candidates']) {
      const res = await admin.get(`/api/admin/${list}/export.csv?q=csv-semi.test`);
      expect(res.status, list).toBe(200);
      const rows = cells(res.text);
      expect(rows).toHaveLength(2);
      expect(rows[1]!.length).toBe(rows[0]!.length);
      expect(rows[1]).toContain("x;'=1+1;y");
      semicolonReaderSafe(res.text);
    }
  });

  it('staff CSV exports: no cell starts a formula, and every row keeps its columns', async () => {
    for (const [i, name] of FORMULAS.entries())
      await s.createUser({
        role: 'candidate',
        firstName: name,
        lastName: `"quoted",\r\nbroken ${i}`,
        email: `f${i}@csv.test`,
      });
    for (const list of ['users', 'candidates']) {
      const res = await admin.get(`/api/admin/${list}/export.csv?q=csv.test`);
      expect(res.status, list).toBe(200);
      const rows = cells(res.text);
      expect(rows.length, list).toBe(FORMULAS.length + 1);
      for (const r of rows) {
        expect(r.length, `${list}: ${JSON.stringify(r)}`).toBe(rows[0]!.length);
        for (const c of r) expect(runs(c), `${list}: ${c}`).toBe(false);
      }
      // The names are all there, defused (a leading apostrophe), never dropped.
      for (const name of FORMULAS)
        expect(
          rows.some((r) => r.includes(`'${name}`)),
          name,
        ).toBe(true);
    }
  });

  it('payroll CSV and PDFs: a hostile contractor and job title are defused in the CSV and render in the PDFs', async () => {
    const { contractor, contractId } = await contractorWithContract(s, '=WEBSERVICE("http://evil.example") \u0007 ű', {
      contractor: { firstName: '=1+2', lastName: 'Ősz-Ürögi 🚀 \u202eevil' },
      employer: { firstName: '@Client', lastName: '+Kft;=1+1;y' },
    });
    const id = await saveTimesheet(contractor.client, contractId, '2026-06');
    const approved = await submitAndApprove(contractor.client, admin, id);
    expect(approved.status).toBe(200);
    const { invoiceId, payslipId } = approved.body.data.timesheet as { invoiceId: number; payslipId: number };

    const csv = await admin.get('/api/admin/payroll/export.csv?month=2026-06');
    expect(csv.status).toBe(200);
    const rows = cells(csv.text);
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows) {
      expect(r.length, JSON.stringify(r)).toBe(rows[0]!.length);
      for (const cell of r) expect(runs(cell), cell).toBe(false);
    }
    expect(csv.text).toContain("'=1+2");
    semicolonReaderSafe(csv.text);

    for (const [path, lang] of [
      [`/api/admin/invoices/${invoiceId}/pdf`, 'en'],
      [`/api/admin/payslips/${payslipId}/pdf`, 'hu'],
    ] as const) {
      const pdf = await admin.request('GET', `${path}?lang=${lang}`);
      expect(pdf.status, path).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+"$/);
    }
    const mine = await fetch(`${s.url}/api/candidate/payslips/${payslipId}/pdf?lang=hu`, {
      headers: { Cookie: [...contractor.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(mine.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await mine.arrayBuffer()) });
    try {
      const text = (await parser.getText()).text;
      expect(text).toContain('Ősz-Ürögi');
    } finally {
      await parser.destroy();
    }
  });

  it("an upload's name: traversal, header breaking and control characters are neutralised", async () => {
    const { client } = await s.as('candidate');
    const names = [
      '../../../../etc/passwd.pdf',
      'cv"; filename="evil.exe.pdf',
      'cv\r\nSet-Cookie: sid=stolen.pdf',
      '..\\..\\windows\\system.ini.pdf',
      `${'a'.repeat(400)}.pdf`,
      'Életrajz – Kovács Ödön.pdf',
    ];
    for (const name of names) {
      const up = await client.upload('/api/upload-cv', name, files.pdf(name), 'application/pdf');
      expect(up.status, name).toBe(201);
      const stored = up.body.fileName as string;
      expect(stored, name).not.toMatch(/[/\\"\r\n\0]/);
      expect(stored.length).toBeLessThanOrEqual(160);
      expect(stored.endsWith('.pdf')).toBe(true);
      const down = await client.get(up.body.filePath);
      expect(down.status).toBe(200);
      expect(down.headers.get('set-cookie')).toBeNull();
      const disposition = down.headers.get('content-disposition')!;
      expect(disposition).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''[\w%.~()'!*-]+$/);
      expect(down.headers.get('content-security-policy')).toContain('sandbox');
    }
    expect((await client.get('/api/account')).body.data.account.cv.name).toBe('Életrajz _ Kovács Ödön.pdf');
    // A NUL in the part's name is a broken form: refused as bad input, nothing stored.
    const before = await s.db('files').count({ n: '*' }).first();
    const nul = await client.upload('/api/upload-cv', '\u0000cv.pdf', files.pdf(), 'application/pdf');
    expect(nul.status).toBe(400);
    expect(nul.body.code).toBe('invalidInput');
    expect(await s.db('files').count({ n: '*' }).first()).toEqual(before);
  });

  it('the data export is JSON a hostile name cannot break out of', async () => {
    const { client } = await s.as('candidate', {
      firstName: '"}, "role": "owner',
      lastName: '</script><script>alert(1)</script>',
    });
    const res = await client.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d+\.json"$/);
    expect(res.body.account.role).toBe('candidate');
    expect(res.body.account.firstName).toBe('"}, "role": "owner');
    // Nothing secret goes out: no hash, no token.
    expect(res.text).not.toMatch(/password_hash|token|totp_secret|\$argon2|\$2[aby]\$/);
  });

  it('staff list searches: wildcards, quotes and a NUL answer (400 for the NUL), the CSV export included', async () => {
    const lists = ['users', 'candidates', 'employers', 'jobs', 'applications', 'contracts'];
    for (const list of lists)
      for (const q of ['%', '_', '\\', "'", '%%%', '(', '[', '🚀', 'ő*|'])
        for (const path of [`/api/admin/${list}`, `/api/admin/${list}/export.csv`]) {
          const res = await admin.get(`${path}?q=${encodeURIComponent(q)}`);
          expect(res.status, `${path} ${q}`).toBe(200);
        }
    // A NUL: the JSON list and the CSV export both say so, and the export does not hang half-sent.
    for (const list of lists)
      for (const path of [`/api/admin/${list}`, `/api/admin/${list}/export.csv`]) {
        const res = await admin.get(`${path}?q=a%00b`);
        expect(res.status, path).toBe(400);
        expect(res.body.code, path).toBe('invalidCharacter');
      }
  });

  it('payroll CSV: a query failing after the first bytes cuts the download instead of leaving it open', async () => {
    await s.db.schema.renameTable('invoices', 'invoices_away');
    try {
      // Before the fix the response never ended (this request waited for ever).
      await expect(admin.get('/api/admin/payroll/export.csv?month=2026-06')).rejects.toThrow();
    } finally {
      await s.db.schema.renameTable('invoices_away', 'invoices');
    }
  });
});

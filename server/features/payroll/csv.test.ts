import { describe, expect, it } from 'vitest';
import { calculatePayroll, RATES_2026 } from '../../contract/index.ts';
import type { InvoiceRecord, PayslipRecord } from '../../db/tables.ts';
import { hundredths } from '../shared/csv.ts';
import { exportLanguage, invoiceRows, payslipRows } from './csv.ts';

const en = exportLanguage('en');
const hu = exportLanguage('hu');

describe('CSV pieces', () => {
  it('writes cents as exact euros, with a decimal point or comma', () => {
    expect(hundredths(0)).toBe('0.00');
    expect(hundredths(5)).toBe('0.05');
    expect(hundredths(114_300)).toBe('1143.00');
    expect(hundredths(-114_301)).toBe('-1143.01');
    expect(hundredths(-114_301, ',')).toBe('-1143,01');
  });
});

describe('CSV rows', () => {
  const invoice: InvoiceRecord = {
    id: 3,
    number: '2026-000003',
    kind: 'credit_note',
    credits_invoice_id: 2,
    contract_id: 7,
    timesheet_id: 9,
    month: '2026-10-01',
    client_name: 'Őry Ürsula',
    issue_date: '2026-11-24',
    due_date: '2026-11-24',
    lines: [
      { description: '2 days × day rate, October 2026 (QA)', quantity: -2, unitCents: 45_000, amountCents: -90_000 },
    ],
    net_cents: -90_000,
    vat_rate_bp: 2700,
    vat_cents: -24_300,
    total_cents: -114_300,
    reverse_charge: false,
    vat_regime: 'domestic',
    client_country: 'HU',
    client_vat_number: null,
    seller_vat_number: 'HU12345678',
    reason: null,
    issued_by: null,
    corrects_invoice_id: null,
    created_at: new Date('2026-11-24T10:00:00Z'),
  };
  // Reckoned at its month's payslip rate: 390.55 Ft/EUR on 2026-10-31.
  const row = { ...invoice, huf_per_eur_100: 39_055, rate_date: '2026-10-31' };
  it('gives an invoice or credit note one row per line, VAT and total on the first, in euros and forints', () => {
    // -900.00 € × 390.55 = -351 495 Ft; -243.00 € × 390.55 = -94 903.65 → -94 904 Ft (half away from zero).
    expect(invoiceRows(row, en)).toEqual([
      'credit_note,2026-000003,2026-11-24,2026-10,7,Őry Ürsula,"2 days × day rate, October 2026 (QA)",-2,450.00,-900.00,-243.00,-1143.00,-351495,-94904,-446399,390.55,2026-10-31,domestic,HU,,\r\n',
    ]);
    // The invoice it cancels comes to the same forints, positive.
    const original = invoiceRows(
      {
        ...row,
        kind: 'invoice',
        lines: [{ ...invoice.lines[0]!, quantity: 2, amountCents: 90_000 }],
        vat_cents: 24_300,
        total_cents: 114_300,
      },
      en,
    )[0]!;
    expect(original.split(',').slice(13, 16)).toEqual(['351495', '94904', '446399']);
  });
  it('speaks Hungarian for Hungarian Excel: `;`, decimal commas, Hungarian words', () => {
    expect(invoiceRows({ ...row, lines: [{ ...invoice.lines[0]!, quantity: -2.5 }] }, hu)).toEqual([
      'érvénytelenítő számla;2026-000003;2026-11-24;2026-10;7;Őry Ürsula;"2 days × day rate, October 2026 (QA)";-2,5;450,00;-900,00;-243,00;-1143,00;-351495;-94904;-446399;390,55;2026-10-31;belföldi;HU;;\r\n',
    ]);
  });
  it('leaves the forints empty when no payslip gives the rate', () => {
    const cells = invoiceRows({ ...invoice, huf_per_eur_100: null, rate_date: null }, en)[0]!.split(',');
    expect(cells.slice(-8)).toEqual(['', '', '', '', 'domestic', 'HU', '', '\r\n']);
  });
  it('gives a payslip one row per line of the breakdown, in EUR and HUF', () => {
    const breakdown = calculatePayroll({ dayRate: 45_000, days: 2, feeBp: 500 }, RATES_2026);
    const slip = {
      id: 4,
      contract_id: 7,
      timesheet_id: 9,
      contractor_id: 1,
      month: '2026-10-01',
      job_title: 'QA',
      client_name: 'x',
      half_days: 4,
      day_rate: 45_000,
      fee_bp: 500,
      rate_set_id: 1,
      huf_per_eur_100: 39_000,
      rate_date: '2026-03-31',
      allowance_lines: [],
      employee_tax_id: null,
      employee_taj: null,
      payment_date: null,
      breakdown,
      gross_cents: breakdown.eur.gross,
      net_cents: breakdown.eur.net,
      supersedes_payslip_id: null,
      issued_at: new Date('2026-11-24T10:00:00Z'),
      contractor: 'Kata Fekete',
    } satisfies PayslipRecord & { contractor: string };
    const rows = payslipRows(slip, en);
    expect(rows.map((r) => r.split(',')[6])).toEqual([
      'invoice',
      'fee',
      'employerTax',
      'gross',
      'incomeTax',
      'socialSecurity',
      'net',
    ]);
    expect(rows[6]).toBe(
      'payslip,P-4,2026-11-24,2026-10,7,Kata Fekete,net,,,503.16,,,196232,,,390.00,2026-03-31,,,,\r\n',
    );
    expect(rows[0]).toBe(
      'payslip,P-4,2026-11-24,2026-10,7,Kata Fekete,invoice,2,,900.00,,,351000,,,390.00,2026-03-31,,,,\r\n',
    );
    const magyar = payslipRows({ ...slip, half_days: 3, contractor: 'Fekete Kata' }, hu);
    expect(magyar[6]).toBe(
      'bérjegyzék;P-4;2026-11-24;2026-10;7;Fekete Kata;nettó bér;;;503,16;;;196232;;;390,00;2026-03-31;;;;\r\n',
    );
    expect(magyar[0]!.split(';').slice(6, 8)).toEqual(['számla nettó összege', '1,5']);
  });
  it('gives each allowance of a payslip a row of its own before the net pay: the tax it cut, in forints, and its base', () => {
    const breakdown = calculatePayroll({ dayRate: 45_000, days: 2, feeBp: 500 }, RATES_2026);
    const slip = {
      id: 5,
      contract_id: 7,
      timesheet_id: 9,
      contractor_id: 1,
      month: '2026-10-01',
      job_title: 'QA',
      client_name: 'x',
      half_days: 4,
      day_rate: 45_000,
      fee_bp: 500,
      rate_set_id: 1,
      huf_per_eur_100: 39_000,
      rate_date: '2026-10-31',
      allowance_lines: [
        { kind: 'family' as const, baseHuf: 533_340, taxHuf: 80_001, children: 2 },
        { kind: 'minimumBase' as const, baseHuf: 22_192, taxHuf: 4_106 },
      ],
      employee_tax_id: '8123456786',
      employee_taj: '123456788',
      payment_date: '2026-11-10',
      breakdown,
      gross_cents: breakdown.eur.gross,
      net_cents: breakdown.eur.net,
      supersedes_payslip_id: null,
      issued_at: new Date('2026-11-24T10:00:00Z'),
      contractor: 'Kata Fekete',
    } satisfies PayslipRecord & { contractor: string };
    const rows = payslipRows(slip, en);
    expect(rows.map((r) => r.split(',')[6])).toEqual([
      'invoice',
      'fee',
      'employerTax',
      'gross',
      'incomeTax',
      'socialSecurity',
      'allowance_family_2_children',
      'allowance_minimumBase',
      'net',
    ]);
    expect(rows[6]).toBe(
      'payslip,P-5,2026-11-24,2026-10,7,Kata Fekete,allowance_family_2_children,,,,,,-80001,,,390.00,2026-10-31,,,,533340\r\n',
    );
    expect(rows[7]!.split(',').slice(12, 13)).toEqual(['4106']);
    const magyar = payslipRows({ ...slip, contractor: 'Fekete Kata' }, hu);
    expect(magyar[6]).toBe(
      'bérjegyzék;P-5;2026-11-24;2026-10;7;Fekete Kata;családi kedvezmény 2 gyermek után (SZJA);;;;;;-80001;;;390,00;2026-10-31;;;;533340\r\n',
    );
    expect(magyar[7]!.split(';')[6]).toBe('járulékfizetési alsó határ: a munkáltató által fizetett TB-járulék');
  });
});

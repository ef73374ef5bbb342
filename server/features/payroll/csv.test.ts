import { describe, expect, it } from 'vitest';
import { calculatePayroll, RATES_2026 } from '../../contract/index.ts';
import type { InvoiceRecord, PayslipRecord } from '../../db/tables.ts';
import { euros, invoiceRows, payslipRows } from './csv.ts';

describe('CSV pieces', () => {
  it('writes cents as exact euros', () => {
    expect(euros(0)).toBe('0.00');
    expect(euros(5)).toBe('0.05');
    expect(euros(114_300)).toBe('1143.00');
    expect(euros(-114_301)).toBe('-1143.01');
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
    created_at: new Date('2026-11-24T10:00:00Z'),
  };
  it('gives an invoice or credit note one row per line, VAT and total on the first', () => {
    expect(invoiceRows(invoice)).toEqual([
      'credit_note,2026-000003,2026-11-24,2026-10,7,Őry Ürsula,2 days × day rate, October 2026 (QA),-2,450.00,-900.00,-243.00,-1143.00,,domestic,HU,\r\n'.replace(
        '2 days × day rate, October 2026 (QA)',
        '"2 days × day rate, October 2026 (QA)"',
      ),
    ]);
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
      breakdown,
      gross_cents: breakdown.eur.gross,
      net_cents: breakdown.eur.net,
      issued_at: new Date('2026-11-24T10:00:00Z'),
      contractor: 'Kata Fekete',
    } satisfies PayslipRecord & { contractor: string };
    const rows = payslipRows(slip);
    expect(rows.map((r) => r.split(',')[6])).toEqual([
      'invoice',
      'fee',
      'employerTax',
      'gross',
      'incomeTax',
      'socialSecurity',
      'net',
    ]);
    expect(rows[6]).toBe('payslip,P-4,2026-11-24,2026-10,7,Kata Fekete,net,,,503.16,,,196232,,,\r\n');
    expect(rows[0]).toBe('payslip,P-4,2026-11-24,2026-10,7,Kata Fekete,invoice,2,,900.00,,,351000,,,\r\n');
  });
});

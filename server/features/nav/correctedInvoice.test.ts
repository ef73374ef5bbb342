// The corrected invoice of a reopened month validates against NAV's schema as a MODIFY referring to the
// original, after the credit note (index 1) that cancelled it, its lines numbered on.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildInvoiceData, creditNoteOf } from './invoiceData.ts';
import { correctedInvoiceOf } from './correctedInvoice.ts';
import { monthInvoice } from './testInvoices.ts';
import { validateAgainstNav } from './xsdCheck.ts';

const textOf = (xml: string, name: string) =>
  spawnSync('xmllint', ['--xpath', `string(//*[local-name()="${name}"])`, '-'], {
    input: xml,
    encoding: 'utf8',
  }).stdout.replace(/\n$/, '');

describe.each(['domestic', 'eu', 'thirdCountry'] as const)('the corrected %s invoice', (buyer) => {
  const original = monthInvoice(buyer);
  const note = creditNoteOf(original, { invoiceNumber: '2026-000043', issueDate: '2026-12-05', modificationIndex: 1 });
  const line = original.lines[0]!;
  const corrected = correctedInvoiceOf(
    original,
    {
      invoiceNumber: '2026-000044',
      issueDate: '2026-12-07',
      lines: [{ ...line, quantity: 20, netAmount: line.unitPrice * 20 }],
    },
    { modifications: 1, lines: original.lines.length + note.lines.length },
  );
  const { xml, operation } = buildInvoiceData(corrected);

  it('validates and is reported as MODIFY of the original, after its credit note', () => {
    const r = validateAgainstNav(xml, 'data');
    expect(r.errors).toBe('- validates\n');
    expect(operation).toBe('MODIFY');
    expect(textOf(xml, 'originalInvoiceNumber')).toBe(original.invoiceNumber);
    expect(textOf(xml, 'modificationIndex')).toBe('2');
    expect(textOf(xml, 'invoiceNumber')).toBe('2026-000044');
    // The original had line 1, the credit note line 2: the corrected line is the third.
    expect(textOf(xml, 'lineNumberReference')).toBe('3');
    expect(textOf(xml, 'quantity')).toBe('20');
  });

  it('refuses to refer to a modifying document', () => {
    expect(() => correctedInvoiceOf(note, corrected, { modifications: 1, lines: 2 })).toThrow(/original invoice/);
  });
});

// The corrected invoice of a reopened month, as NAV Online Számla 3.0 has it reported (interface
// specification § 2.5): a modifying document (MODIFY) that refers to the month's original invoice, numbered
// after the credit note (STORNO) that cancelled it, its lines continuing the line numbers of the original and
// of every earlier modifying document. The original, its credit note and this document together add up to
// the corrected month. A further correction of the same month (credit note of the corrected invoice, then a
// new corrected invoice) refers to the same original, with the next modification indexes.
import type { NavInvoiceInput } from './invoiceData.ts';

export function correctedInvoiceOf(
  original: NavInvoiceInput,
  corrected: Pick<NavInvoiceInput, 'invoiceNumber' | 'issueDate' | 'lines'> & Partial<NavInvoiceInput>,
  earlier: { modifications: number; lines: number },
): NavInvoiceInput {
  if (original.reference) throw new Error('A corrected invoice refers to the original invoice, not a modifying one');
  return {
    ...original,
    ...corrected,
    reference: {
      originalInvoiceNumber: original.invoiceNumber,
      modificationIndex: earlier.modifications + 1,
      linesBefore: earlier.lines,
      operation: 'MODIFY',
    },
  };
}

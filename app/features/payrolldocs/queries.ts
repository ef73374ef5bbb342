// The payroll documents' reads and the one write (a credit note). Keys start with the admin keys, so the
// default query function GETs the key joined by '/'.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractDocuments, Invoice, PayrollSummary } from '../../../server/contract/index.ts';
import { type ApiError, sendJson } from '../../api/http.ts';

const all = ['/api', 'admin'] as const;
const docKeys = {
  contract: (id: number) => [...all, 'contracts', id, 'documents'] as const,
  summary: (month: string) => [...all, 'payroll', `summary?month=${month}`] as const,
};

export const useContractDocuments = (id: number | null) =>
  useQuery<ContractDocuments, ApiError>({ queryKey: docKeys.contract(id ?? 0), enabled: id !== null });

export const usePayrollSummary = (month: string) =>
  useQuery<PayrollSummary, ApiError>({ queryKey: docKeys.summary(month), enabled: /^\d{4}-\d{2}$/.test(month) });

export function useIssueCreditNote(contractId: number) {
  const client = useQueryClient();
  return useMutation<{ ok: true; data: { invoice: Invoice } }, ApiError, { invoiceId: number; reason: string }>({
    mutationFn: ({ invoiceId, reason }) => sendJson('POST', `/api/admin/invoices/${invoiceId}/credit-note`, { reason }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: docKeys.contract(contractId) });
      void client.invalidateQueries({ queryKey: [...all, 'payroll'] });
    },
  });
}

/** A PDF's address (the server answers it as an attachment). */
export const pdfUrl = (kind: 'invoices' | 'payslips', id: number, lang: 'en' | 'hu') =>
  `/api/admin/${kind}/${id}/pdf?lang=${lang}`;

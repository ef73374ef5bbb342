// The contractor's own contracts (GET /api/candidate/contracts): read by 'My contracts' and by the
// candidate area's tabs, which show that tab only to a candidate with contracts.
import { useQuery } from '@tanstack/react-query';
import type { MyContracts } from '../../../server/contract/index.ts';
import type { ApiError } from '../../api/http.ts';

export const useMyContracts = (enabled = true) =>
  useQuery<MyContracts, ApiError>({ queryKey: ['/api', 'candidate', 'contracts'], enabled, retry: false });

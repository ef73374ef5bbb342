// For tests: a stand-in for the contracts screen's server, GET /api/admin/contracts/summary and
// GET /api/admin/contracts?page=…&status=&q=: statuses derived from the dates on today's business day
// (as server/features/admin/lists.ts does), ?status and ?q filtered, one page.
import {
  businessToday,
  contractStatus,
  matchesQuery,
  totalActiveDayRate,
  nameOf,
  type Contract,
  type ContractStatus,
} from '../../../server/contract/index.ts';
import { json } from '../../test/api.ts';

export function contractsServer(rows: readonly Contract[]) {
  return (key: string) => {
    const today = businessToday();
    const dated = rows.map((c) => ({ ...c, status: contractStatus(c.startDate, c.endDate, today) }));
    const count = (s: ContractStatus) => dated.filter((c) => c.status === s).length;
    if (key === 'GET /api/admin/contracts/summary')
      return json({
        total: dated.length,
        active: count('active'),
        upcoming: count('upcoming'),
        pending: count('pending'),
        completed: count('completed'),
        dayRates: totalActiveDayRate(dated),
        contractors: [],
        employers: [],
      });
    const m = /^GET \/api\/admin\/contracts\?(.*)$/.exec(key);
    if (!m) throw new Error(`unexpected call ${key}`);
    const params = new URLSearchParams(m[1]);
    const status = params.get('status');
    const items = dated.filter(
      (c) =>
        (!status || c.status === status) &&
        matchesQuery([nameOf('en', c.contractorName), nameOf('en', c.employerName), c.jobTitle], params.get('q') ?? ''),
    );
    return json({ items, total: items.length, page: 1, pageSize: 25 });
  };
}

import { Tag } from '../../ui/kit/kit.tsx';
import { useTranslation } from 'react-i18next';
import type { Job } from '../../../server/contract/index.ts';
import { formatDayRate, formatSalary } from './format.ts';

/** What a job pays, the same on every screen: the yearly salary and, for contract roles, the day rate. */
export function PayTags({ job }: { job: Pick<Job, 'salary' | 'dayRate'> }) {
  const { t } = useTranslation();
  const pay = [formatSalary(t, job.salary), job.dayRate === null ? null : formatDayRate(t, job.dayRate)];
  return pay.map((text) =>
    text ? (
      <Tag key={text} className="salary-badge" large round intent="success" minimal>
        {text}
      </Tag>
    ) : null,
  );
}

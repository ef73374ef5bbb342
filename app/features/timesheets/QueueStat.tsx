// The dashboard's card for the timesheet queue: how many submitted timesheets wait, linking to the queue.
// It reads the queue's own list, so approving or rejecting there moves this number too.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Stat } from '../admin/shared.tsx';
import { useTimesheetQueue } from './queries.ts';
import './i18n.ts';
import './timesheets.css';

export function TimesheetQueueStat() {
  const { t } = useTranslation();
  const queue = useTimesheetQueue();
  return (
    <Link to="/admin/dashboard/timesheets" className="ts-stat-link">
      <Stat
        label={t('timesheets.queue.dashboardCard')}
        value={queue.data ? queue.data.timesheets.length : '—'}
        hint={t('timesheets.queue.dashboardLink')}
      />
    </Link>
  );
}

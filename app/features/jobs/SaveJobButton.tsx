// The bookmark toggle of a job (cards and the job page): saves it on this device for offline reading,
// and on the account of a signed-in candidate (offline/saved.ts).
import { Button } from '../../ui/kit/kit.tsx';
import { BookmarkIcon } from '../../ui/kit/jobIcons.tsx';
import { useTranslation } from 'react-i18next';
import type { Job } from '../../../server/contract/index.ts';
import { toggleSaved } from '../../offline/saved.ts';
import { notify } from '../../ui/toaster.tsx';
import { usePressWhenKnown } from '../auth/usePressWhenKnown.ts';
import { useCurrentUser } from '../auth/queries.ts';

export function SaveJobButton({
  job,
  saved,
  compact = false,
}: {
  job: Pick<Job, 'id' | 'title' | 'company' | 'slug' | 'location'>;
  saved: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { user, isChecking } = useCurrentUser();
  const toggle = () => {
    toggleSaved(job, user?.role === 'candidate').catch((err: unknown) => {
      console.error('Saving the job failed', err);
      notify({ intent: 'danger', title: t('forms.errorTitle'), message: t('forms.errorMessage') });
    });
  };
  // A candidate's save goes to their account too: pressed before the page knows who is signed in, it waits.
  const toggleWhenKnown = usePressWhenKnown(toggle, !isChecking);
  return (
    <Button
      className="save-job"
      variant={compact ? 'minimal' : 'outlined'}
      fill={!compact}
      intent={saved ? 'primary' : 'none'}
      icon={<BookmarkIcon />}
      text={compact ? t(saved ? 'jobs.saved' : 'jobs.save') : t(saved ? 'jobDetail.savedJob' : 'jobDetail.saveJob')}
      onClick={toggleWhenKnown.press}
      loading={toggleWhenKnown.waiting}
    />
  );
}

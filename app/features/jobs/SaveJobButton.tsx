// The bookmark toggle of a job (cards and the job page): saves it on this device for offline reading,
// and on the account of a signed-in candidate (offline/saved.ts).
import { createContext, use, useMemo, type ReactNode } from 'react';
import { Button } from '../../ui/kit/kit.tsx';
import { BookmarkIcon } from '../../ui/kit/jobIcons.tsx';
import { useTranslation } from 'react-i18next';
import type { Job } from '../../../server/contract/index.ts';
import { toggleSaved } from '../../offline/saved.ts';
import { notify } from '../../ui/toaster.tsx';
import { usePressWhenKnown } from '../auth/usePressWhenKnown.ts';
import { useCurrentUser } from '../auth/queries.ts';

/** What a Save button needs of who is signed in: whether a candidate, and whether the page knows yet. */
interface Saver {
  candidate: boolean;
  known: boolean;
}

const SaverContext = createContext<Saver | null>(null);

function useSaver(): Saver {
  const { user, isChecking } = useCurrentUser();
  const candidate = user?.role === 'candidate';
  return useMemo(() => ({ candidate, known: !isChecking }), [candidate, isChecking]);
}

/** Who is signed in, asked once for the Save buttons of a list rather than by each (a query observer per
 * card was a fourteenth of the server's drawing of /jobs); a change re-renders the buttons, not the list. */
export function SaveButtonsUser({ children }: { children: ReactNode }) {
  return <SaverContext value={useSaver()}>{children}</SaverContext>;
}

type Props = {
  job: Pick<Job, 'id' | 'title' | 'company' | 'slug' | 'location'>;
  saved: boolean;
  compact?: boolean;
};

export function SaveJobButton(props: Props) {
  const saver = use(SaverContext);
  return saver ? <SaveButton {...props} saver={saver} /> : <SaveButtonAsking {...props} />;
}

/** A button outside a list (the job page's): it asks who is signed in itself. */
function SaveButtonAsking(props: Props) {
  return <SaveButton {...props} saver={useSaver()} />;
}

function SaveButton({ job, saved, compact = false, saver }: Props & { saver: Saver }) {
  const { t } = useTranslation();
  const toggle = () => {
    toggleSaved(job, saver.candidate).catch((err: unknown) => {
      console.error('Saving the job failed', err);
      notify({ intent: 'danger', title: t('forms.errorTitle'), message: t('forms.errorMessage') });
    });
  };
  // A candidate's save goes to their account too: pressed before the page knows who is signed in, it waits.
  const toggleWhenKnown = usePressWhenKnown(toggle, saver.known);
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

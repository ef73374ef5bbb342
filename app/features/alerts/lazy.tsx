// The alert screens, one step further from the first load: the entry chunk only knows this small
// module, and the list of the screens' own chunks (Blueprint parts, texts) travels here, not in the
// entry every public page downloads.
import type { JobQuery } from '../../../server/contract/jobSearch.ts';
import { lazyWithReload as lazy } from '../../ui/lazyWithReload.ts';

const Dialog = lazy(() => import('./AlertDialog.tsx'));
const LinkPage = lazy(() => import('./AlertLinkPage.tsx'));

export const AlertDialog = (props: { query: JobQuery; onClose: () => void }) => <Dialog {...props} />;
export default function AlertLinkPage(props: { action: 'confirm' | 'unsubscribe' }) {
  return <LinkPage {...props} />;
}

// Blueprint's Dialog with our header (title + a translated close button, see OverlayHeader) and one
// notion of 'busy': while a form inside is saving, a stray click outside does not close it, but the
// deliberate ways out (Escape, the × button, the form's Cancel) always do: a server that does not answer
// must never trap the user. Whatever was being sent is not lost by closing: every call ends by its
// deadline (api/http.ts), a write with a client id then waits in the outbox, and its outcome is told in a
// toast.
import { Dialog, type DialogProps } from '@blueprintjs/core';
import { useId } from 'react';
import { OverlayHeader } from './OverlayHeader.tsx';
import './blueprint.ts';

export function AppDialog({
  title,
  children,
  onClose,
  busy = false,
  canOutsideClickClose,
  ...props
}: Omit<DialogProps, 'title' | 'isCloseButtonShown'> & {
  title: string;
  /** True while the dialog's form is saving: a click outside does not close it (Escape and × still do). */
  busy?: boolean;
}) {
  const titleId = useId();
  return (
    <Dialog
      {...props}
      onClose={onClose}
      canOutsideClickClose={!busy && canOutsideClickClose !== false}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <OverlayHeader kind="dialog" title={title} titleId={titleId} onClose={onClose} />
      {children}
    </Dialog>
  );
}

// Blueprint's Dialog with our header (title + a translated close button, see OverlayHeader) and one
// notion of 'busy': while a form inside is saving, a stray click outside does not close it, but the
// deliberate ways out (Escape, the × button, the form's Cancel) always do: a server that does not answer
// must never trap the user. Whatever was being sent is not lost by closing: every call ends by its
// deadline (api/http.ts), a write with a client id then waits in the outbox, and its outcome is told in a
// toast. Escape closes it even when the focus fell out of it (the pressed Submit went disabled while
// sending, which drops the focus to the page's body or leaves it on that button, where Blueprint's own Escape
// handler does not hear it).
import { Dialog, type DialogProps } from '@blueprintjs/core';
import { useEffect, useId } from 'react';
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
  const { isOpen, canEscapeKeyClose } = props;
  useEffect(() => {
    if (!isOpen || canEscapeKeyClose === false) return;
    const onKey = (e: KeyboardEvent) => {
      const active = document.activeElement;
      const lost = active === null || active === document.body || (active as HTMLButtonElement).disabled === true;
      if (e.key === 'Escape' && lost && !e.defaultPrevented)
        onClose?.(e as unknown as React.SyntheticEvent<HTMLElement>);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, canEscapeKeyClose, onClose]);
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

// Blueprint's Dialog with our header (title + a translated close button, see OverlayHeader) and one
// notion of 'busy': while a form inside is saving, Escape, a click outside and the close button do
// nothing, so the dialog cannot vanish mid-save and the server's answer (an error above all) stays
// with the form that caused it.
import { Dialog, type DialogProps } from '@blueprintjs/core';
import { useId } from 'react';
import { OverlayHeader } from './OverlayHeader.tsx';
import './blueprint.ts';

export function AppDialog({
  title,
  children,
  onClose,
  busy = false,
  canEscapeKeyClose,
  canOutsideClickClose,
  ...props
}: Omit<DialogProps, 'title' | 'isCloseButtonShown'> & {
  title: string;
  /** True while the dialog's form is saving: no way of closing it works until it is false again. */
  busy?: boolean;
}) {
  const titleId = useId();
  const close: DialogProps['onClose'] = (e) => {
    if (!busy) onClose?.(e);
  };
  return (
    <Dialog
      {...props}
      onClose={close}
      canEscapeKeyClose={!busy && canEscapeKeyClose !== false}
      canOutsideClickClose={!busy && canOutsideClickClose !== false}
      aria-labelledby={titleId}
    >
      <OverlayHeader kind="dialog" title={title} titleId={titleId} onClose={close} />
      {children}
    </Dialog>
  );
}

import { DialogBody, DialogFooter } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PrivacyNote } from './PrivacyNote.tsx';
import './blueprint.ts';

/** Places a form's fields and buttons on a page or inside a Blueprint dialog (scrolling body, fixed footer).
 * `privacy`: the form takes personal data, so the link to the Privacy Statement sits just above its buttons. */
export function FormLayout({
  inDialog,
  privacy,
  children,
  actions,
}: {
  inDialog?: boolean;
  privacy?: boolean;
  children: ReactNode;
  actions: ReactNode;
}) {
  const note = privacy ? <PrivacyNote inDialog={inDialog} /> : null;
  if (inDialog) {
    return (
      <>
        <DialogBody className="dialog-body">
          {children}
          {note}
        </DialogBody>
        <DialogFooter actions={actions} />
      </>
    );
  }
  return (
    <>
      <div className="form__fields">
        {children}
        {note}
      </div>
      <div className="form__actions">{actions}</div>
    </>
  );
}

import { DialogBody, DialogFooter } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './blueprint.ts';

/** Places a form's fields and buttons on a page or inside a Blueprint dialog (scrolling body, fixed footer). */
export function FormLayout({
  inDialog,
  children,
  actions,
}: {
  inDialog?: boolean;
  children: ReactNode;
  actions: ReactNode;
}) {
  if (inDialog) {
    return (
      <>
        <DialogBody className="dialog-body">{children}</DialogBody>
        <DialogFooter actions={actions} />
      </>
    );
  }
  return (
    <>
      <div className="form__fields">{children}</div>
      <div className="form__actions">{actions}</div>
    </>
  );
}

// Blueprint's Dialog with a header of our own: Blueprint labels its close button 'Close' in English
// only, so the header (title + a translated close button) is drawn here with Blueprint's classes.
import { Button, Classes, Dialog, type DialogProps } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function AppDialog({ title, children, onClose, ...props }: Omit<DialogProps, 'title' | 'isCloseButtonShown'> & { title: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog {...props} onClose={onClose} aria-labelledby={titleId}>
      <div className={Classes.DIALOG_HEADER}>
        <h2 id={titleId} className={Classes.HEADING}>{title}</h2>
        <Button
          aria-label={t('common.close')}
          className={Classes.DIALOG_CLOSE_BUTTON}
          icon={<SmallCrossIcon size={16} />}
          variant="minimal"
          onClick={(e) => onClose?.(e)}
        />
      </div>
      {children}
    </Dialog>
  );
}

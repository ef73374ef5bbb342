// The header of our dialogs and of the mobile Drawer: a title and a close button labelled in the
// chosen language. Blueprint draws its own header with a close button labelled 'Close' in English
// only, so AppDialog and the Drawer turn Blueprint's off and draw this one with Blueprint's classes.
import { Button, Classes } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './blueprint.ts';

export function OverlayHeader({
  kind,
  title,
  titleId,
  onClose,
}: {
  /** 'dialog' for AppDialog, 'drawer' for a Drawer: picks Blueprint's header class and icon size. */
  kind: 'dialog' | 'drawer';
  title: string;
  /** The heading's id, for the overlay's aria-labelledby. */
  titleId: string;
  onClose?: (event: MouseEvent<HTMLElement>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={kind === 'dialog' ? Classes.DIALOG_HEADER : Classes.DRAWER_HEADER}>
      <h2 id={titleId} className={Classes.HEADING}>
        {title}
      </h2>
      <Button
        aria-label={t('common.close')}
        className={Classes.DIALOG_CLOSE_BUTTON}
        icon={<SmallCrossIcon size={kind === 'dialog' ? 16 : 20} />}
        variant="minimal"
        onClick={(e) => onClose?.(e)}
      />
    </div>
  );
}

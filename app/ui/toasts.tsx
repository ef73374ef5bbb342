// The toaster behind ui/toaster.tsx's notify(): Blueprint's OverlayToaster in its own React root, at most
// one toast visible, 5 s each. Loaded with the first toast, with Blueprint's stylesheet.
import { OverlaysProvider, OverlayToaster, type ActionProps, type LinkProps, type Toaster } from '@blueprintjs/core';
import { CrossIcon, ErrorIcon, InfoSignIcon, TickCircleIcon, WarningSignIcon } from '@blueprintjs/icons';
import { createRoot } from 'react-dom/client';
import { i18n } from '../i18n/index.ts';
import type { Notice } from './toaster.tsx';
import './blueprint.ts';

const TOAST_TIMEOUT_MS = 5000;

let toaster: Promise<Toaster> | null = null;

function getToaster(container: HTMLElement): Promise<Toaster> {
  if (!toaster) {
    toaster = OverlayToaster.create(
      { maxToasts: 1, position: 'top', className: 'app-toaster' },
      {
        container,
        // The toaster lives in a React root of its own, outside the app's OverlaysProvider; Blueprint 6
        // wants every Overlay2 (a toaster is one) inside a provider.
        domRenderer: (element, root) => createRoot(root).render(<OverlaysProvider>{element}</OverlaysProvider>),
      },
    );
  }
  return toaster;
}

const ICONS: Record<NonNullable<Notice['intent']>, React.JSX.Element> = {
  success: <TickCircleIcon />,
  danger: <ErrorIcon />,
  warning: <WarningSignIcon />,
  primary: <InfoSignIcon />,
};

export function show({ title, message, intent = 'primary' }: Notice, container: HTMLElement): void {
  void getToaster(container).then((t) => {
    t.show({
      intent,
      icon: ICONS[intent],
      timeout: TOAST_TIMEOUT_MS,
      // Blueprint's own close button is labelled 'Close' in English only; an action dismisses the toast
      // too, so it serves as the close button with a translated label.
      isCloseButtonShown: false,
      action: { icon: <CrossIcon />, 'aria-label': i18n.t('common.close') } as ActionProps & LinkProps,
      message: (
        <div className="app-toast">
          <strong className="app-toast__title">{title}</strong>
          {message ? <span className="app-toast__message">{message}</span> : null}
        </div>
      ),
    });
  });
}

export function clear(): void {
  void toaster?.then((t) => t.clear());
}

// One toaster for the whole app: at most one toast visible, 5 s each, at most 420 px wide,
// swipe right to dismiss, F8 moves focus to the notification region.
import { OverlaysProvider, OverlayToaster, type ActionProps, type LinkProps, type Toaster } from '@blueprintjs/core';
import { CrossIcon, ErrorIcon, InfoSignIcon, TickCircleIcon, WarningSignIcon } from '@blueprintjs/icons';
import { createRoot } from 'react-dom/client';
import { i18n } from '../i18n/index.ts';

const TOAST_TIMEOUT_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export interface Notice {
  title: string;
  message?: string;
  intent?: 'success' | 'danger' | 'warning' | 'primary';
}

let region: HTMLElement | null = null;
let toaster: Promise<Toaster> | null = null;

function ensureRegion(): HTMLElement {
  if (region && document.body.contains(region)) return region;
  region = document.createElement('section');
  region.className = 'app-toast-region';
  region.tabIndex = -1;
  region.setAttribute('aria-label', i18n.t('toast.region'));
  document.body.appendChild(region);
  installSwipe(region);
  return region;
}

i18n.on('languageChanged', () => region?.setAttribute('aria-label', i18n.t('toast.region')));

function getToaster(): Promise<Toaster> {
  if (!toaster) {
    toaster = OverlayToaster.create(
      { maxToasts: 1, position: 'top', className: 'app-toaster' },
      {
        container: ensureRegion(),
        // The toaster lives in a React root of its own, outside the app's OverlaysProvider; Blueprint 6
        // wants every Overlay2 (a toaster is one) inside a provider.
        domRenderer: (element, container) =>
          createRoot(container).render(<OverlaysProvider>{element}</OverlaysProvider>),
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

export function notify({ title, message, intent = 'primary' }: Notice): void {
  void getToaster().then((t) => {
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

export function clearToasts(): void {
  void toaster?.then((t) => t.clear());
}

/** F8 focuses the notification region (the first toast in it when one is showing). */
export function installToastHotkey(target: Window = window): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'F8') return;
    e.preventDefault();
    const el = ensureRegion();
    const first = el.querySelector<HTMLElement>('.bp6-toast');
    if (first) {
      first.tabIndex = -1;
      first.focus();
    } else {
      el.focus();
    }
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}

/** Swipe (pointer drag) to the right by more than 50 px dismisses the toast under the pointer. */
function installSwipe(el: HTMLElement) {
  let start: { x: number; toast: HTMLElement } | null = null;
  el.addEventListener('pointerdown', (e) => {
    const toast = (e.target as HTMLElement).closest<HTMLElement>('.bp6-toast');
    if (toast) start = { x: e.clientX, toast };
  });
  el.addEventListener('pointermove', (e) => {
    if (!start) return;
    const dx = Math.max(0, e.clientX - start.x);
    start.toast.style.transform = `translateX(${dx}px)`;
  });
  const end = (e: PointerEvent) => {
    if (!start) return;
    const dx = e.clientX - start.x;
    const { toast } = start;
    start = null;
    toast.style.transform = '';
    if (dx > SWIPE_THRESHOLD_PX) toast.querySelector<HTMLButtonElement>('button[aria-label]')?.click();
  };
  el.addEventListener('pointerup', end);
  el.addEventListener('pointercancel', () => {
    if (start) start.toast.style.transform = '';
    start = null;
  });
}

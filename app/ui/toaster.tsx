// One toaster for the whole app: at most one toast visible, 5 s each, at most 420 px wide,
// swipe right to dismiss, F8 moves focus to the notification region.
import { i18n } from '../i18n/index.ts';
import type * as Toasts from './toasts.tsx';

const SWIPE_THRESHOLD_PX = 50;

export interface Notice {
  title: string;
  message?: string;
  intent?: 'success' | 'danger' | 'warning' | 'primary';
}

let region: HTMLElement | null = null;

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

// The toasts are drawn by Blueprint's OverlayToaster, loaded with the first toast (toasts.tsx): a public
// page that shows none never downloads it.
let toasts: Promise<typeof Toasts> | null = null;
const loadToasts = () => (toasts ??= import('./toasts.tsx'));

export function notify(notice: Notice): void {
  void loadToasts().then((m) => m.show(notice, ensureRegion()));
}

export function clearToasts(): void {
  void toasts?.then((m) => m.clear());
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

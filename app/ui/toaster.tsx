// One toaster for the whole app: at most one toast visible, 5 s each, at most 420 px wide,
// swipe right to dismiss, F8 moves focus to the notification region.
import { i18n } from '../i18n/index.ts';

const TOAST_TIMEOUT_MS = 5000;
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

const ICON_PATHS: Record<NonNullable<Notice['intent']> | 'close', [name: string, path: string]> = {
  success: [
    'tick-circle',
    'M8 16c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m4-11c-.28 0-.53.11-.71.29L7 9.59l-2.29-2.3a1.003 1.003 0 0 0-1.42 1.42l3 3c.18.18.43.29.71.29s.53-.11.71-.29l5-5A1.003 1.003 0 0 0 12 5',
  ],
  danger: ['error', 'M7.99-.01c-4.42 0-8 3.58-8 8s3.58 8 8 8 8-3.58 8-8-3.58-8-8-8m1 13h-2v-2h2zm0-3h-2v-7h2z'],
  warning: [
    'warning-sign',
    'm15.84 13.5.01-.01-7-12-.01.01c-.17-.3-.48-.5-.85-.5s-.67.2-.85.5l-.01-.01-7 12 .01.01c-.09.15-.15.31-.15.5 0 .55.45 1 1 1h14c.55 0 1-.45 1-1 0-.19-.06-.35-.15-.5m-6.85-.51h-2v-2h2zm0-3h-2v-5h2z',
  ],
  primary: ['info-sign', 'M8 0C3.58 0 0 3.58 0 8s3.58 8 8 8 8-3.58 8-8-3.58-8-8-8M7 3h2v2H7zm3 10H6v-1h1V7H6V6h3v6h1z'],
  close: [
    'cross',
    'm9.41 8 3.29-3.29c.19-.18.3-.43.3-.71a1.003 1.003 0 0 0-1.71-.71L8 6.59l-3.29-3.3a1.003 1.003 0 0 0-1.42 1.42L6.59 8 3.3 11.29c-.19.18-.3.43-.3.71a1.003 1.003 0 0 0 1.71.71L8 9.41l3.29 3.29c.18.19.43.3.71.3a1.003 1.003 0 0 0 .71-1.71z',
  ],
};

const SVG_NS = 'http://www.w3.org/2000/svg';

function iconElement(kind: keyof typeof ICON_PATHS): HTMLElement {
  const [name, d] = ICON_PATHS[kind];
  const span = document.createElement('span');
  span.className = `ui-icon ui-icon-${name}`;
  span.setAttribute('aria-hidden', 'true');
  const svg = document.createElementNS(SVG_NS, 'svg');
  for (const [k, v] of Object.entries({ width: '16', height: '16', viewBox: '0 0 16 16', fill: 'currentColor' }))
    svg.setAttribute(k, v);
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('fill-rule', 'evenodd');
  path.setAttribute('d', d);
  svg.appendChild(path);
  span.appendChild(svg);
  return span;
}

function ensureContainer(): HTMLElement {
  const host = ensureRegion();
  let container = host.querySelector<HTMLElement>('.ui-toast-container');
  if (!container) {
    container = document.createElement('div');
    container.className = 'ui-toast-container ui-toast-container-top app-toaster';
    host.appendChild(container);
  }
  return container;
}

// The window's own timer functions are not named: a test's toast can outlive the test's window.
let current: { el: HTMLElement; timer: ReturnType<typeof setTimeout> | undefined } | null = null;

function dismiss(el: HTMLElement): void {
  if (current?.el === el) {
    clearTimeout(current.timer);
    current = null;
  }
  el.remove();
}

/**
 * Shows a toast (the one before it goes): its icon, title and message, and a close button labelled in
 * the chosen language. It leaves after 5 s, a wait that starts again when the pointer or focus leaves it.
 * Plain DOM, no Blueprint: a toast can come on any page, also offline before anything else has loaded.
 */
export function notify({ title, message, intent = 'primary' }: Notice): void {
  if (current) dismiss(current.el);
  const toast = document.createElement('div');
  toast.className = `ui-toast ui-intent-${intent}`;
  toast.tabIndex = 0;
  const text = document.createElement('span');
  text.className = 'ui-toast-message';
  text.setAttribute('role', 'alert');
  const body = document.createElement('div');
  body.className = 'app-toast';
  const strong = document.createElement('strong');
  strong.className = 'app-toast__title';
  strong.textContent = title;
  body.appendChild(strong);
  if (message) {
    const line = document.createElement('span');
    line.className = 'app-toast__message';
    line.textContent = message;
    body.appendChild(line);
  }
  text.appendChild(body);
  const actions = document.createElement('div');
  actions.className = 'ui-button-group ui-minimal';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'ui-button ui-minimal';
  close.setAttribute('aria-label', i18n.t('common.close'));
  close.appendChild(iconElement('close'));
  close.addEventListener('click', () => dismiss(toast));
  actions.appendChild(close);
  toast.append(iconElement(intent), text, actions);

  const entry: { el: HTMLElement; timer: ReturnType<typeof setTimeout> | undefined } = { el: toast, timer: undefined };
  const start = () => {
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => dismiss(toast), TOAST_TIMEOUT_MS);
  };
  const pause = () => clearTimeout(entry.timer);
  toast.addEventListener('mouseenter', pause);
  toast.addEventListener('mouseleave', start);
  toast.addEventListener('focusin', pause);
  toast.addEventListener('focusout', start);
  current = entry;
  ensureContainer().appendChild(toast);
  start();
}

export function clearToasts(): void {
  if (current) dismiss(current.el);
}

/** F8 focuses the notification region (the first toast in it when one is showing). */
export function installToastHotkey(target: Window = window): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'F8') return;
    e.preventDefault();
    const el = ensureRegion();
    const first = el.querySelector<HTMLElement>('.ui-toast');
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
    const toast = (e.target as HTMLElement).closest<HTMLElement>('.ui-toast');
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

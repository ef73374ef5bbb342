// The brand font (Inter, styles/fonts.css) draws a page only on a device that already has it. A phone's
// first visit draws in the system's font; once the app is live and the phone idle, the font files are
// fetched into the cache (and the service worker's) through FontFace objects the document does not use:
// a font the page uses arriving late makes the browser lay out every line again (a long task on a phone,
// Lighthouse's total blocking time), or, swapped in, moves them. The next page starts with
// :root.brand-font, set before it is drawn: by the server's starter script (server/features/seo/head.ts,
// which reads the same key) or by main.tsx.
import latinExtUrl from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import latinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
// options.ts, not the contract's index: the entry must not carry its schemas.
import { BRAND_FONT_CLASS, BRAND_FONT_KEY } from '../../server/contract/options.ts';

/** Draws with the brand font when this device has it. */
export function applyBrandFontIfCached(): void {
  try {
    if (localStorage.getItem(BRAND_FONT_KEY)) document.documentElement.classList.add(BRAND_FONT_CLASS);
  } catch {
    // storage refused (a private window): the system's font
  }
}

/** Fetches the font files when the browser is idle, once per device, without drawing with them. */
export function cacheBrandFontWhenIdle(): void {
  if (document.documentElement.classList.contains(BRAND_FONT_CLASS) || typeof FontFace === 'undefined') return;
  const idle = (run: () => void): void => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
    else setTimeout(run, 2000);
  };
  idle(() => {
    const faces = [latinUrl, latinExtUrl].map((url) =>
      new FontFace('Inter Variable', `url(${url}) format('woff2-variations')`, { weight: '100 900' }).load(),
    );
    Promise.all(faces)
      .then(() => localStorage.setItem(BRAND_FONT_KEY, '1'))
      .catch(() => undefined); // offline, or storage refused: tried again on the next visit
  });
}

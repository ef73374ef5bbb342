// The public shell's styles: its own components' base (ui/kit: Blueprint's rules for them, generated at build
// time by scripts/lib/kitCss.ts, and kit.css), then the app's look. Blueprint's stylesheet loads with the
// screens that use Blueprint (ui/blueprint.ts).
import './zodJitless.ts';
import 'virtual:ui-kit.css';
import './ui/kit/kit.css';
import './styles/fonts.css';
import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { i18n, initialLanguageReady } from './i18n/index.ts';
import { platform } from './platform/index.ts';
import { offerUpdate } from './ui/UpdatePrompt.tsx';
import { beginHydration } from './ui/useHydrated.ts';
import { applyBrandFontIfCached, cacheBrandFontWhenIdle } from './ui/brandFont.ts';
import { deviceHeldDbAtStart } from './offline/dbOpened.ts';

applyBrandFontIfCached();
const container = document.getElementById('root')!;
// The language the server drew the page in (server/features/seo/render.ts), when it drew one.
const drawnIn = container.dataset.lang;

/** A new task: what comes after it runs once the browser has had the chance to answer a tap. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// A Hungarian page waits for its texts (a small chunk) rather than flashing English first. React's DOM
// part and the app are read (evaluated) one after the other, each in its own task: read at once, they
// were one task a phone spends ~50 ms on, during which a tap waits (Lighthouse's total blocking time).
// Their chunks are fetched alongside the entry (modulepreload: index.html and
// server/features/seo/preload.ts).
void initialLanguageReady.then(async () => {
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { App } = await import('./App.tsx');
  await nextTask();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (drawnIn && drawnIn === i18n.resolvedLanguage) {
    // The server's page is already on screen: the app takes it over. In a transition, so the work is cut
    // into short tasks that leave the phone free to answer a tap.
    beginHydration();
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // No page from the server (a signed-in area, or the service worker's shell), or one in another language
  // than this device chose: the app draws its own.
  container.replaceChildren();
  createRoot(container).render(app);
});

// Asked before the service worker can create the device database (offline/dbOpened.ts).
void deviceHeldDbAtStart();
platform.registerServiceWorker(offerUpdate);
cacheBrandFontWhenIdle();

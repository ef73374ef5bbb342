// The public shell's styles: its own components' base (ui/kit), then the app's look. Blueprint's stylesheet
// loads with the screens that use Blueprint (ui/blueprint.ts).
import './zodJitless.ts';
import './ui/kit/blueprint-subset.css';
import './ui/kit/kit.css';
import './styles/fonts.css';
import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n, initialLanguageReady } from './i18n/index.ts';
import { App } from './App.tsx';
import { platform } from './platform/index.ts';
import { offerUpdate } from './ui/UpdatePrompt.tsx';

const container = document.getElementById('root')!;
// The language the server drew the page in (server/features/seo/render.ts), when it drew one.
const drawnIn = container.dataset.lang;

// A Hungarian page waits for its texts (a small chunk) rather than flashing English first.
void initialLanguageReady.then(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (drawnIn && drawnIn === i18n.resolvedLanguage) {
    // The server's page is already on screen: the app takes it over. In a transition, so the work is cut
    // into short tasks that leave the phone free to answer a tap.
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

platform.registerServiceWorker(offerUpdate);

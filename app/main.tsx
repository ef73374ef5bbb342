// The public shell's styles: its own components' base (ui/kit), then the app's look. Blueprint's stylesheet
// loads with the screens that use Blueprint (ui/blueprint.ts).
import './zodJitless.ts';
import './ui/kit/blueprint-subset.css';
import './ui/kit/kit.css';
import './styles/fonts.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialLanguageReady } from './i18n/index.ts';
import { App } from './App.tsx';
import { platform } from './platform/index.ts';
import { offerUpdate } from './ui/UpdatePrompt.tsx';

// A Hungarian page waits for its texts (a small chunk) rather than flashing English first.
void initialLanguageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

platform.registerServiceWorker(offerUpdate);

import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/fonts.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/index.ts';
import { App } from './App.tsx';
import { platform } from './platform/index.ts';
import { offerUpdate } from './ui/UpdatePrompt.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

platform.registerServiceWorker(offerUpdate);

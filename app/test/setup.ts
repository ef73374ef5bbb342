// vitest (jsdom) setup for the app: in-memory IndexedDB, English UI, DOM cleanup between tests, and the
// browser APIs jsdom lacks.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { config as transitions } from 'react-transition-group';
import { afterEach, beforeEach } from 'vitest';
import { SIGNED_IN_COOKIE } from '../../server/contract/index.ts';
import { i18n, loadLanguage } from '../i18n/index.ts';
import { clearToasts } from '../ui/toaster.tsx';

// Blueprint's dialogs and toasts animate through react-transition-group timers; a timer still pending
// when a test file ends fires after jsdom is gone ('window is not defined'). Tests need no animation.
transitions.disabled = true;

// Dialogs and the staff screens come in lazy chunks (with Blueprint): on a loaded 2-core machine the first
// import of one can take longer than testing-library's default 1 s wait for what appears on screen.
configure({ asyncUtilTimeout: 5_000 });

window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// The Hungarian texts load on demand in the app; tests switch languages at will, so they are here from the start.
await loadLanguage('hu');

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  // A toast is plain DOM outside the rendered tree, with a timer: neither may reach the next test.
  clearToasts();
  // The server's 'a session is open' marker, set by tests that sign in.
  document.cookie = `${SIGNED_IN_COOKIE}=; max-age=0`;
});

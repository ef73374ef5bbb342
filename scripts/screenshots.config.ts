// `npm run screenshots`: every screen at phone (360 px) and desktop (1280 px) widths, in English and
// Hungarian, as PNGs in screenshots/ (not committed) for a person to look at. Not part of `npm test`:
// it asserts little, so it runs only when asked, on the e2e configuration and server.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import e2e from '../playwright.config.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: /screenshots\.spec\.ts$/,
  outputDir: `${root}test-results/screenshots`,
  // One test walks every screen of one width and language.
  timeout: 180_000,
  // The e2e server command is written for the repository root; this file sits one folder down.
  webServer: e2e.webServer && !Array.isArray(e2e.webServer) ? { ...e2e.webServer, cwd: root } : e2e.webServer,
});

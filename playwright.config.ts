// Playwright drives Debian's Chromium against the real server on a throwaway PostgreSQL with the demo
// data (scripts/e2e-server.sh), serving the built app from dist/. Set E2E_EXTERNAL_URL to run the
// specs against a server you started yourself instead. Screenshots for people to look at are a separate,
// opt-in run (`npm run screenshots`, scripts/screenshots.config.ts) that reuses this configuration.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const external = process.env.E2E_EXTERNAL_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: /.*\.spec\.ts$/,
  // Two files at a time on a 2-core machine (the server and Chromium share the cores); tests of one file
  // run in order. No retries: a test that passes only on its second try is a bug to fix, not to hide.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Each test is one focused flow of a few screens, done in seconds; the limit only stops a hung test, with
  // room for a 2-core machine that other work is loading (the slowest took ~30 s at a load average of 20).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'en-GB',
    // The app turns transitions and animations off for this (app.css), so no test waits for one to end.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: external
    ? undefined
    : {
        command: 'bash scripts/e2e-server.sh',
        url: `http://127.0.0.1:${port}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        // SIGTERM (not Playwright's default SIGKILL) lets e2e-server.sh stop its throwaway cluster.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        env: { E2E_PORT: String(port) },
      },
});

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// No retries (a test that passes on its second try is a bug, not noise) and no test that asserts wall-clock
// time (speed is `npm run bench`). The time limits only stop a hung test; on a loaded 2-core machine the
// slowest app test takes a few seconds. Vitest runs one file per CPU core but one.
export default defineConfig({
  test: {
    retry: 0,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'desktop/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // The server's page renderer is a build (dist-server/, made by the global setup): Node loads it
          // as the server does, not through Vite's transform.
          server: { deps: { external: [/[\\/]dist-server[\\/]/] } },
          testTimeout: 30_000,
          // A hook that starts a server copies a migrated database (global-setup.ts), and a few tests migrate
          // from nothing: past a minute for PGlite on two cores loaded by the rest of the suite (seen at a
          // load average of 15).
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['app/**/*.test.{ts,tsx}'],
          setupFiles: ['app/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});

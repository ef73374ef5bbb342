// The checkout's root, which the server's files outside its code are found from: the built web app (dist/),
// the page renderer (dist-server/render.js), the editable content (server/content/). The server runs as
// source in development and tests (tsx, vitest) and as one built file in production
// (dist-server/server.mjs, vite.server.config.ts); both this file and that one sit one folder below the
// root, so one expression holds for both.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A path under the root, e.g. fromRoot('dist-server', 'render.js'). */
export const fromRoot = (...parts: string[]): string => path.join(ROOT, ...parts);

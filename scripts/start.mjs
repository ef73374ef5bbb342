// `npm start`: builds the web app (dist/), the server's page renderer and the server itself (dist-server/)
// when stale, then runs the built server with plain Node: no TypeScript loader in production
// (scripts/start.test.ts holds it to that). Configuration is by environment: see README.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { startEnv } from './lib/startEnv.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();

// Source maps: a stack trace in the log names the TypeScript file and line, not the bundle's.
// Async context frames: the request id's AsyncLocalStorage (server/log) then rides on V8's own context
// instead of async_hooks, whose hook on every promise cost more than all our middleware together
// (Node 24's default; Node 22 has it behind this flag).
const flags = ['--enable-source-maps', '--experimental-async-context-frame'];
const server = spawn(process.execPath, [...flags, path.join(root, 'dist-server', 'server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: startEnv(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

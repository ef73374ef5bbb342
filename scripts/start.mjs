// `npm start`: builds the web app (dist/) and the server's page renderer (dist-server/) when stale, then
// runs the server (TypeScript run directly by tsx). Configuration is by environment: see README.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { startEnv } from './lib/startEnv.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: startEnv(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

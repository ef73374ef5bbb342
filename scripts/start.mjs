// `npm start`: builds the web app when dist/ is stale, then runs the server (TypeScript run directly by
// tsx). Configuration is by environment: see README.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  // libuv's pool (4 threads by default) serves file reads, compression and password hashing alike:
  // more threads keep reads moving while sign-ins hash (hashes are also capped, features/auth/passwords.ts).
  env: { UV_THREADPOOL_SIZE: '8', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

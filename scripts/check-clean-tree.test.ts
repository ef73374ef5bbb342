// The clean-tree guard .ci/run applies after `npm install`: it passes on a clean clone and fails on a
// changed file or a new untracked one, but not on files .gitignore covers (node_modules, builds).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'check-clean-tree.sh');
let dir = '';

function repo(): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'clean-tree-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('init', '-q');
  writeFileSync(path.join(dir, 'package-lock.json'), '{}\n');
  writeFileSync(path.join(dir, '.gitignore'), 'node_modules\n');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'init');
  return dir;
}

const check = (cwd: string, log?: string) =>
  spawnSync('bash', [script, cwd, ...(log === undefined ? [] : [log])], { encoding: 'utf8' });

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('check-clean-tree.sh', () => {
  it('passes on a clean tree, ignored files included', () => {
    const cwd = repo();
    writeFileSync(path.join(cwd, 'node_modules'), 'installed');
    expect(check(cwd).status).toBe(0);
  });

  it('fails when the install rewrote the lock file, naming it', () => {
    const cwd = repo();
    writeFileSync(path.join(cwd, 'package-lock.json'), '{ "changed": true }\n');
    const run = check(cwd);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('package-lock.json');
  });

  it('fails when the install warned, and passes a quiet install', () => {
    const cwd = repo();
    const log = path.join(os.tmpdir(), `install-${path.basename(cwd)}.log`);
    writeFileSync(log, 'added 3 packages in 2s\n');
    expect(check(cwd, log).status).toBe(0);
    writeFileSync(log, "npm warn EBADENGINE Unsupported engine {\nnpm warn EBADENGINE   package: 'vitest@5.1.1',\n");
    const run = check(cwd, log);
    rmSync(log);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('vitest@5.1.1');
  });

  it('fails on a file the install left behind', () => {
    const cwd = repo();
    writeFileSync(path.join(cwd, 'left-behind.log'), 'x');
    const run = check(cwd);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('left-behind.log');
  });
});

// The issue-number check `npm run lint` runs (scripts/check-issue-refs.ts): quiet on this tree, and failing,
// as lint runs it, on a copy of its scripts with a comment that cites an issue. The offending lines are
// built from parts so that this file does not cite one itself.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkIssueRefs, issueRefsIn } from './lib/issueRefs.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
let copy: string | null = null;

afterEach(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
  copy = null;
});

const lint = (root: string) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', 'check-issue-refs.ts')], { encoding: 'utf8' });

describe('the issue-number check in npm run lint', () => {
  it('finds nothing in this tree', () => {
    expect(checkIssueRefs(ROOT)).toEqual([]);
  });

  it('fails on a comment citing an issue, naming the file and line', () => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-issue-refs-'));
    fs.cpSync(path.join(ROOT, 'scripts'), path.join(copy, 'scripts'), { recursive: true });
    const file = path.join(copy, 'server', 'guard.ts');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `export const limit = 5;\n// Keeps the limit low (issue ${23}).\n`);

    const run = lint(copy);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`server/guard.ts:2: // Keeps the limit low (issue ${23}).`);

    fs.writeFileSync(
      file,
      'export const limit = 5;\n// Keeps the limit low: a bigger batch holds the lock too long.\n',
    );
    expect(lint(copy).status).toBe(0);
  });

  it.each([
    `// Issue ${22}: registering an address`,
    `it('renew reopens an archived job (issue ${23})', () => {});`,
    `/* See (#${12}) */`,
    `# issues ${11} and ${12}`,
    `describe('finding ${5}d: zips', () => {});`,
  ])('reports %s', (line) => {
    expect(issueRefsIn(`const a = 1;\n${line}\n`)).toEqual([`2: ${line}`]);
  });

  it.each([
    'color: #123456;',
    '// React reports a hydration mismatch as "Minified React error #418"',
    '// The issue: a cached read must not outlive the write that changes it',
  ])('lets %s through', (line) => {
    expect(issueRefsIn(line)).toEqual([]);
  });
});

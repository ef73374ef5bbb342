// The lint rules that hold the tree's shape, each broken on purpose: an import cycle and every boundary
// of eslint.config.js must be reported, and the allowed imports must not be. A rule that cannot fire is
// worse than none (import-x's no-cycle once had no parser and found nothing).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** ESLint with the repository's config, without type information (the probes are not in a tsconfig). */
const eslint = (cwd: string) =>
  new ESLint({
    cwd,
    overrideConfigFile: path.join(ROOT, 'eslint.config.js'),
    overrideConfig: [
      tseslint.configs.disableTypeChecked,
      { languageOptions: { parserOptions: { projectService: false } } },
    ],
    ignore: false,
  });

/** The rule ids reported on `code` as if it were the file at `file` (a path inside the repository). */
async function reported(file: string, code: string): Promise<string[]> {
  const [result] = await eslint(ROOT).lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import cycles', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cycle-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a module pair that imports each other is reported, a one-way import is not', async () => {
    fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = (): number => b + 1;\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = 1;\nexport const c = a;\n");
    fs.writeFileSync(path.join(dir, 'c.ts'), "import { b } from './b.ts';\nexport const d = b;\n");
    const results = await eslint(dir).lintFiles(['a.ts', 'c.ts']);
    const rules = (name: string) =>
      results.find((r) => path.basename(r.filePath) === name)!.messages.map((m) => m.ruleId);
    expect(rules('a.ts')).toContain('import-x/no-cycle');
    expect(rules('c.ts')).not.toContain('import-x/no-cycle');
  });
});

describe('boundaries', () => {
  const crossing = 'import-x/no-restricted-paths';
  it.each([
    [
      'the app importing server code other than the contract',
      'app/features/jobs/probe.ts',
      '../../../server/db/index.ts',
    ],
    ['the contract importing the server', 'server/contract/probe.ts', '../db/index.ts'],
    ['the contract importing the app', 'server/contract/probe.ts', '../../app/api/http.ts'],
    ['the server importing the app', 'server/features/jobs/probe.ts', '../../../app/api/http.ts'],
    [
      "the server importing the app's page renderer instead of its build",
      'server/features/seo/probe.ts',
      '../../../app/serverRender.tsx',
    ],
    ['the desktop shell importing the server', 'desktop/src/probe.ts', '../../server/contract/index.ts'],
    ['product code importing a script', 'server/features/jobs/probe.ts', '../../../scripts/lib/cluster.ts'],
  ])('%s is refused', async (_what, file, target) => {
    expect(await reported(file, `import * as x from '${target}';\nexport default x;\n`)).toContain(crossing);
  });

  it.each([
    ['the app importing the contract', 'app/features/jobs/probe.ts', '../../../server/contract/index.ts'],
    ['the server importing the contract', 'server/features/jobs/probe.ts', '../../contract/index.ts'],
    ['a server test importing a script', 'server/test/probe.test.ts', '../../scripts/lib/cluster.ts'],
  ])('%s is allowed', async (_what, file, target) => {
    expect(await reported(file, `import * as x from '${target}';\nexport default x;\n`)).not.toContain(crossing);
  });
});

describe('texts the server and the browser write alike', () => {
  const rule = 'no-restricted-syntax';
  it("Intl's compact notation in the app is refused, the standard notation is not", async () => {
    const probe = (notation: string) =>
      `export const f = new Intl.NumberFormat('en-GB', { notation: '${notation}' });\n`;
    expect(await reported('app/features/landing/probe.ts', probe('compact'))).toContain(rule);
    expect(await reported('app/features/landing/probe.ts', probe('standard'))).not.toContain(rule);
  });
});

describe('server texts', () => {
  const rule = 'no-restricted-syntax';
  const table = [
    'export const TEXTS = {',
    "  en: { paid: 'Paid', due: (date: string) => `Due on ${date}` },",
    "  'hu': { paid: 'Fizetve', due: (date: string) => `Esedékes: ${date}` },",
    '};',
    "export const NOTE = { en: 'No allowance.', hu: 'Nincs kedvezmény.' };",
    '',
  ].join('\n');

  it('a text table by language in server code is refused, each one', async () => {
    const messages = await reported('server/features/payroll/probe.ts', table);
    expect(messages.filter((m) => m === rule)).toHaveLength(2);
  });

  it('is allowed in server/i18n and in tests, and language-keyed values that are not texts pass', async () => {
    expect(await reported('server/i18n/probe.ts', table)).not.toContain(rule);
    expect(await reported('server/features/payroll/probe.test.ts', table)).not.toContain(rule);
    const data = [
      "import { z } from 'zod';",
      'export const names = z.object({ en: z.string(), hu: z.string() });',
      'export const pick = (h: { name: string }, hu: string) => ({ en: h.name, hu });',
      '',
    ].join('\n');
    expect(await reported('server/features/payroll/probe.ts', data)).not.toContain(rule);
  });
});

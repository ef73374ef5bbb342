// `npm run lighthouse` (opt-in, not part of `npm test`): Lighthouse scores of the public pages on mobile
// and desktop, and the public critical path (gzipped JS and CSS of a cold load, fonts apart) measured in
// Chromium. Runs the built app on the embedded database with the demo data, on loopback, in a throwaway
// data folder; writes reports/lighthouse.md. Scores move with the machine's load: run it on an idle machine.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { BUDGET_BYTES, coldLoads } from './lib/coldLoad.ts';
import { cpuTbt } from './lib/cpuTbt.ts';
import { CHROME_ARGS, CHROMIUM, ROOT, freePort, startServer } from './lib/serve.ts';

/** The whole run must end within this; past it the script stops the server and fails. */
const DEADLINE_MS = 25 * 60_000;
interface Scores {
  page: string;
  form: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function audit(url: string, form: Scores['form'], port: number): Promise<Omit<Scores, 'page'>> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    form,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

async function main() {
  const timer = setTimeout(() => {
    console.error(`Lighthouse run exceeded ${DEADLINE_MS / 60_000} minutes; stopping.`);
    process.exit(1);
  }, DEADLINE_MS);
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-if-stale.mjs')], { stdio: 'inherit' });
  const port = await freePort();
  const server = await startServer(port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const jobs = (await (await fetch(`${base}/api/jobs`)).json()) as { slug: string }[];
    const jobPage = `/jobs/${jobs[0]?.slug ?? 'missing'}`;
    const pages = ['/', '/jobs', jobPage, '/about', '/umbrella', '/contact', '/employers', '/candidates', '/privacy'];

    const paths = await coldLoads(base, ['/', '/jobs', jobPage]);
    const debugPort = await freePort();
    const chrome = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...CHROME_ARGS, `--remote-debugging-port=${debugPort}`],
    });
    const scores: Scores[] = [];
    const estimates = new Map<string, number>();
    const load: string[] = [];
    try {
      for (const page of pages) {
        estimates.set(page, await cpuTbt(chrome, base + page));
        load.push(os.loadavg()[0]!.toFixed(1));
      }
      for (const form of ['mobile', 'desktop'] as const) {
        for (const page of pages) {
          scores.push({ page, ...(await audit(base + page, form, debugPort)) });
          load.push(os.loadavg()[0]!.toFixed(1));
          console.error(`audited ${form} ${page}`);
        }
      }
    } finally {
      await chrome.close();
    }
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const report = [
      `# Lighthouse and critical path (${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} cores)`,
      '',
      `Critical path of a cold load (bytes on the wire, gzip; budget ${kb(BUDGET_BYTES)}):`,
      '',
      '| Page | JS | CSS | Total |',
      '|---|---:|---:|---:|',
      ...paths.map((p) => `| ${p.page} | ${kb(p.js)} | ${kb(p.css)} | ${kb(p.js + p.css)} |`),
      '',
      `Load average (1 min) during the run: ${Math.min(...load.map(Number))}–${Math.max(...load.map(Number))}.`,
      '',
      '| Page | Form | Performance | Accessibility | Best practices | SEO | LCP | TBT | TBT estimate (CPU × 4, median of 5) | CLS |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...scores.map(
        (s) =>
          `| ${s.page} | ${s.form} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ` +
          `${(s.lcp / 1000).toFixed(2)} s | ${Math.round(s.tbt)} ms | ` +
          `${s.form === 'mobile' ? `${Math.round(estimates.get(s.page) ?? NaN)} ms` : ''} | ${s.cls.toFixed(3)} |`,
      ),
      '',
    ].join('\n');
    fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'reports', 'lighthouse.md'), report);
    console.log(report);
  } finally {
    server.kill('SIGTERM');
    clearTimeout(timer);
  }
}

await main();

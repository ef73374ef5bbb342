// `npm run lighthouse` (opt-in, not part of `npm test`): Lighthouse scores of the public pages on mobile
// and desktop, and the public critical path (gzipped JS and CSS of a cold load, fonts apart) measured in
// Chromium. Runs the built app on the embedded database with the demo data, on loopback, in a throwaway
// data folder; writes reports/lighthouse.md. Every page the sitemap lists (one job page standing for all),
// in English and in Hungarian (LIGHTHOUSE_LANGS=en or hu for one): mobile as the median of LIGHTHOUSE_RUNS
// runs (5 unless set), desktop once.
// Scores move with the machine's load, printed beside each: run it on an idle machine.
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
const DEADLINE_MS = 75 * 60_000;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('LIGHTHOUSE_RUNS must be a whole number of runs');
/** The languages audited: both unless LIGHTHOUSE_LANGS names one ('en' or 'hu'). */
const LANGS = (process.env.LIGHTHOUSE_LANGS ?? 'en,hu').split(',');
if (!LANGS.every((l) => l === 'en' || l === 'hu')) throw new Error("LIGHTHOUSE_LANGS lists 'en', 'hu' or both");
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
  /** Lowest–highest performance score over the runs. */
  range?: string;
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
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const jobPage = listed.find((p) => p.startsWith('/jobs/')) ?? '/jobs/missing';
    const english = [...listed.filter((p) => !p.startsWith('/jobs/')), jobPage];
    const pages = [
      ...(LANGS.includes('en') ? english : []),
      ...(LANGS.includes('hu') ? english.map((p) => `${p}?lang=hu`) : []),
    ];

    const paths = await coldLoads(base, pages);
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
          const runs: Omit<Scores, 'page'>[] = [];
          for (let i = 0; i < (form === 'mobile' ? RUNS : 1); i++) {
            runs.push(await audit(base + page, form, debugPort));
            load.push(os.loadavg()[0]!.toFixed(1));
          }
          // The run whose performance score is the median stands for the page.
          const sorted = [...runs].sort((a, b) => a.performance - b.performance);
          const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
          scores.push({
            page,
            ...median,
            range: runs.length > 1 ? `${sorted[0]!.performance}–${sorted.at(-1)!.performance}` : '',
          });
          console.error(`audited ${form} ${page}: ${runs.map((r) => r.performance).join(', ')}`);
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
      `Mobile: the median of ${RUNS} runs (its range beside it); desktop: one run.`,
      '',
      '| Page | Form | Performance | Range | Accessibility | Best practices | SEO | LCP | TBT | TBT estimate (CPU × 4, median of 5) | CLS |',
      '|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|',
      ...scores.map(
        (s) =>
          `| ${s.page} | ${s.form} | ${s.performance} | ${s.range ?? ''} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ` +
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

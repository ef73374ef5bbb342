// The public critical path (what a first visit must fetch before it can draw), shared by `scripts/budget.ts` (the build's check) and
// `npm run lighthouse`: every script and stylesheet a cold Chromium load of the page fetches until the
// network is idle, with no user interaction and the service worker blocked, fonts apart; bytes on the
// wire in gzip (the browser is told to accept gzip only: left alone, Chromium asks loopback for brotli,
// which is 10–15 % smaller than the gzip the budget is written in). Chunks fetched once
// the page is idle count; only what waits for the visitor's first interaction does not. A page the server
// drew carries its stylesheets inline: their gzipped size counts as CSS too.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, CHROMIUM } from './serve.ts';

/** The budget for the public critical path, gzipped JS + CSS. */
export const BUDGET_BYTES = 170 * 1024;

/** Sent with every request of a measured load, so the bytes on the wire are gzip's. */
const GZIP_ONLY = { 'accept-encoding': 'gzip' };

export interface ColdLoad {
  page: string;
  js: number;
  css: number;
  /** Each script and stylesheet with its bytes, in the order they finished. */
  files: { url: string; bytes: number }[];
}

export async function coldLoads(base: string, pages: string[]): Promise<ColdLoad[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
  const out: ColdLoad[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext({ serviceWorkers: 'block', extraHTTPHeaders: GZIP_ONLY });
      const tab = await context.newPage();
      const load: ColdLoad = { page, js: 0, css: 0, files: [] };
      const sizing: Promise<void>[] = [];
      tab.on('requestfinished', (req) => {
        const kind = req.resourceType();
        if (kind !== 'script' && kind !== 'stylesheet') return;
        sizing.push(
          req.sizes().then((s) => {
            load[kind === 'script' ? 'js' : 'css'] += s.responseBodySize;
            load.files.push({ url: req.url().replace(base, ''), bytes: s.responseBodySize });
          }),
        );
      });
      const response = await tab.goto(base + page, { waitUntil: 'networkidle' });
      await Promise.all(sizing);
      const inline = [...((await response?.text()) ?? '').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
        .map((m) => m[1] ?? '')
        .join('');
      if (inline) {
        const bytes = zlib.gzipSync(inline).length;
        load.css += bytes;
        load.files.push({ url: `${page} (inline styles)`, bytes });
      }
      out.push(load);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

// The specs' `test`: Playwright's, with every page's goto and reload waiting until the app has taken the
// page over. A public page arrives drawn by the server and can be read at once; the app starts at the
// visitor's first sign of intent and then hydrates it (it marks <html data-ready>, ui/Layout.tsx). A button
// pressed before then waits for it (the starter keeps the press); the specs wait instead, after moving the
// pointer over the page as a person would.
import { test as base, expect, type BrowserContext, type Page, type Response } from '@playwright/test';

export { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

/** Contexts with JavaScript off (a crawler's view): nothing takes their pages over. */
const noScript = new WeakSet<BrowserContext>();

/** Where the pointer last moved to, per page: each move goes somewhere else, so the browser reports it. */
const pointerAt = new WeakMap<Page, number>();

/** Pages opened by openWithoutIntent: nothing moves over them and nothing waits for the app. */
const reading = new WeakSet<Page>();

/** Opens `path` as a visitor who only reads: the spec's goto, without the pointer moving over the page. */
export async function openWithoutIntent(page: Page, path: string): Promise<void> {
  reading.add(page);
  try {
    await page.goto(path);
  } finally {
    reading.delete(page);
  }
}

async function untilReady(page: Page, response: Response | null): Promise<void> {
  if (noScript.has(page.context()) || reading.has(page)) return;
  if (!response?.headers()['content-type']?.includes('text/html')) return;
  // A visitor's drawn page starts the app at the first sign of intent (server/features/seo/head.ts): the
  // pointer moves over it, as a person's does before any press. Looked at again while waiting, since the
  // spec may meanwhile have followed a link to a drawn page of its own.
  await expect
    .poll(
      async () => {
        const state = await page
          .evaluate(() => {
            const html = document.documentElement;
            if (!document.getElementById('root') || html.hasAttribute('data-ready')) return 'ready';
            return html.hasAttribute('data-starting') || !document.querySelector('#root[data-lang]')
              ? 'starting'
              : 'waiting';
          })
          .catch(() => 'starting');
        if (state === 'waiting') {
          const at = pointerAt.get(page) === 1 ? 2 : 1;
          pointerAt.set(page, at);
          await page.mouse.move(at, at);
        }
        return state;
      },
      { message: 'the app takes the page over', timeout: 120_000, intervals: [100, 250, 500] },
    )
    .toBe('ready');
}

/** React's hydration errors (production build: "Minified React error #418…"; development: their text):
 * the app drew something else than the server's page. Every spec fails on one (see `test` below). */
export const HYDRATION_ERROR = /Minified React error #(418|419|422|423|425)\b|Hydration failed|didn't match/;
let hydrationErrors: string[] = [];

const patched = new WeakSet<Page>();
function patch(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  page.on('pageerror', (err) => {
    if (HYDRATION_ERROR.test(err.message)) hydrationErrors.push(`${page.url()}: ${err.message.slice(0, 120)}`);
  });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilReady(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilReady(page, response);
    return response;
  };
}
export type Language = 'en' | 'hu';
/**
 * This device's language choice, as the language switch or a mailed `?lang=` link leaves it. Unlike the
 * specs' default (chooseLocale) it holds on every page the context opens, whatever the app was switched to.
 */
export async function chooseLanguage(target: BrowserContext | Page, language: Language): Promise<void> {
  await target.addInitScript((l) => {
    localStorage.setItem('portal.language', l);
    localStorage.setItem('portal.languageChosen', '1');
  }, language);
}

/**
 * A device that chose no language takes the signed-in account's (app/features/auth/mutations.ts), and the
 * demo accounts are shared by specs that run in either language. So each spec's device has chosen the
 * language of its browser locale (playwright.config.ts: en-GB, unless a spec sets `locale: 'hu-HU'`),
 * unless the spec says `test.use({ localeChosen: false })`. The choice is made once, on the first page:
 * the language switch still works.
 */
let localeChosen = true;
/** The running test's locale, which contexts it opens itself inherit unless they name one. */
let testLocale: string | undefined;
async function chooseLocale(context: BrowserContext, locale: string | undefined): Promise<void> {
  if (!localeChosen) return;
  await context.addInitScript(
    (l) => {
      if (localStorage.getItem('portal.languageChosen')) return;
      localStorage.setItem('portal.language', l);
      localStorage.setItem('portal.languageChosen', '1');
    },
    locale?.startsWith('hu') ? 'hu' : 'en',
  );
}

const watched = new WeakSet<BrowserContext>();
const watch = (context: BrowserContext) => {
  if (watched.has(context)) return context;
  watched.add(context);
  context.pages().forEach(patch);
  context.on('page', patch);
  return context;
};

export const test = base.extend<{ noHydrationErrors: void; localeChosen: boolean }, { readyPages: void }>({
  localeChosen: [true, { option: true }],
  // Every test, on every page it opened: the app took the server's pages over without a mismatch.
  noHydrationErrors: [
    // (It also hands the spec's localeChosen to the contexts the spec opens itself.)
    async ({ localeChosen: chosen, locale }, use) => {
      localeChosen = chosen;
      testLocale = locale;
      hydrationErrors = [];
      await use();
      if (hydrationErrors.length) throw new Error(`React hydration errors:\n${hydrationErrors.join('\n')}`);
    },
    { auto: true },
  ],
  // Contexts a spec opens itself (browser.newContext()) get the same pages.
  readyPages: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = watch(await newContext(options));
        if (options?.javaScriptEnabled === false) noScript.add(context);
        await chooseLocale(context, options?.locale ?? testLocale);
        return context;
      };
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        patch(page);
        return page;
      };
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context, javaScriptEnabled, locale, localeChosen: chosen }, use) => {
    if (javaScriptEnabled === false) noScript.add(context);
    localeChosen = chosen;
    await chooseLocale(context, locale);
    await use(watch(context));
  },
});

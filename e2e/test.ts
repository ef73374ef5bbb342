// The specs' `test`: Playwright's, with every page's goto and reload waiting until the app has taken the
// page over. A public page arrives drawn by the server (issue 11) and can be read at once, but its buttons
// answer only once the app has hydrated it (the app marks <html data-ready>, ui/Layout.tsx); a spec that
// pressed one before would lose the press, as a person would on a slow phone.
import { test as base, type BrowserContext, type Page, type Response } from '@playwright/test';

export { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** Contexts with JavaScript off (a crawler's view): nothing takes their pages over. */
const noScript = new WeakSet<BrowserContext>();

async function untilReady(page: Page, response: Response | null): Promise<void> {
  if (noScript.has(page.context()) || !response?.headers()['content-type']?.includes('text/html')) return;
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-ready'),
  );
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
const watched = new WeakSet<BrowserContext>();
const watch = (context: BrowserContext) => {
  if (watched.has(context)) return context;
  watched.add(context);
  context.pages().forEach(patch);
  context.on('page', patch);
  return context;
};

export const test = base.extend<{ noHydrationErrors: void }, { readyPages: void }>({
  // Every test, on every page it opened: the app took the server's pages over without a mismatch.
  noHydrationErrors: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
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
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) noScript.add(context);
    await use(watch(context));
  },
});

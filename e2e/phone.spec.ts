// Phones first: every route, signed out and in each role, at 320, 360, 390 and 414 px, in
// English and Hungarian, on an emulated touch phone: nothing scrolls sideways, the main dialogs sit inside
// the screen with their actions reachable, and header and main-action touch targets are at least 44 px.
// On the desktop the Hungarian header does not overflow at 1280–1366 px and 1024 px keeps the full nav.
// Each test loads a route once per language and resizes the viewport through the widths, so the whole
// matrix stays a few dozen page loads per role; each role signs in once and shares its storage state.
import { chooseLanguage, expect, test, type Browser, type Page } from './test.ts';
import adminEn from '../app/features/admin/locales/en.json' with { type: 'json' };
import adminHu from '../app/features/admin/locales/hu.json' with { type: 'json' };
import candidateEn from '../app/features/candidate/locales/en.json' with { type: 'json' };
import candidateHu from '../app/features/candidate/locales/hu.json' with { type: 'json' };
import employerEn from '../app/features/employer/locales/en.json' with { type: 'json' };
import employerHu from '../app/features/employer/locales/hu.json' with { type: 'json' };
import en from '../app/i18n/locales/en.json' with { type: 'json' };
import hu from '../app/i18n/locales/hu.json' with { type: 'json' };
import { DEMO, DEMO_PASSWORD, demoRouteValues, fillParams } from './helpers.ts';
import { routesFor } from './routes.ts';

const WIDTHS = [320, 360, 390, 414];
const LANGS = {
  en: { ...en, ...adminEn, ...candidateEn, ...employerEn },
  hu: { ...hu, ...adminHu, ...candidateHu, ...employerHu },
} as const;
type Lang = keyof typeof LANGS;
type Role = 'visitor' | 'candidate' | 'employer' | 'admin';

// Every address of the route table (server/contract/routes.ts), by who can open them, and a path the app does
// not have. /jobs/:slug, the demo candidate's contract (/candidate/contracts/:contract) and the demo employer's
// job and application (the recruitment desk's pipeline and panel, which staff open too) and the demo candidate's
// staff page are filled in from the live data when opened.
const PUBLIC_ROUTES = [...routesFor(['public']), '/no-such-page'];
const AREA_ROUTES: Record<Exclude<Role, 'visitor'>, string[]> = {
  candidate: routesFor(['candidate', 'member']),
  employer: routesFor(['employer', 'member']),
  admin: routesFor(['staff']),
};
// Signed in, the public pages differ only by the header: each role checks a few of them besides its area.
const PUBLIC_SIGNED_IN = ['/', '/jobs', '/jobs/:slug', '/contact'];
const ACCOUNTS = { candidate: DEMO.candidate, employer: DEMO.employer, admin: DEMO.admin } as const;

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });
test.describe.configure({ mode: 'default' });

/** The demo data's values of the route parameters (`:slug`, `:contract`, `:job`, `:application`, `:candidate`). */
const values: Record<string, string> = {};
const states: Partial<Record<Role, Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>>> =
  {};

test.beforeAll(async ({ browser, request }) => {
  const [first] = (await (await request.get('/api/jobs')).json()) as { slug: string }[];
  expect(first, 'the demo data has a public job').toBeDefined();
  values.slug = first!.slug;
  for (const role of ['candidate', 'employer', 'admin'] as const) {
    const context = await browser.newContext();
    const res = await context.request.post('/api/auth/login', {
      data: { email: ACCOUNTS[role], password: DEMO_PASSWORD },
    });
    expect(res.status(), `sign in as ${role}`).toBe(200);
    Object.assign(values, await demoRouteValues(context.request, role));
    states[role] = await context.storageState();
    await context.close();
  }
});

async function openPage(browser: Browser, role: Role, lang: Lang) {
  const context = await browser.newContext({
    ...(role === 'visitor' ? {} : { storageState: states[role] }),
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 800 },
    locale: lang === 'hu' ? 'hu-HU' : 'en-GB',
    reducedMotion: 'reduce',
  });
  await chooseLanguage(context, lang);
  return context.newPage();
}

/** Waits until the route has drawn its content (no spinner, no skeleton, the main heading shown). */
async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.page-spinner, .checking-auth, .bp6-skeleton, .ui-skeleton')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** How much wider than the screen the page is, with the elements that stick out (for the failure message). */
async function overflow(page: Page) {
  // Measures once the resized page has been laid out and painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const excess = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    const culprits: string[] = [];
    if (excess > 0) {
      const sticksOut = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
      const clipped = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== 'visible') return true;
        }
        return false;
      };
      // The innermost elements that stick out: the ones to fix, not every ancestor around them.
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        if (culprits.length < 6 && sticksOut(el) && !Array.from(el.children).some(sticksOut) && !clipped(el)) {
          const text = (el.textContent ?? '').trim().slice(0, 24);
          culprits.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')} '${text}'`);
        }
      }
    }
    return { excess, culprits };
  });
}

/**
 * What a person would see garbled on the laid-out page: two controls drawn over each other, or a label that
 * does not fit its box (text cut off by an `overflow: hidden` box, or printed outside the control it labels,
 * over its neighbours). Measured in one pass over the page; each finding names the element and its text.
 */
async function garbled(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.classList.length ? `.${Array.from(el.classList).slice(0, 2).join('.')}` : ''} '${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 24)}'`;
    type Box = { left: number; top: number; right: number; bottom: number };
    const meet = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const TOLERANCE = 1; // sub-pixel rounding and 1 px borders that touch
    const overlaps = (a: Box, b: Box) => {
      const m = meet(a, b);
      return m.right - m.left > TOLERANCE && m.bottom - m.top > TOLERANCE;
    };
    // Styles and visibility are read once per element: the page has a few thousand of them.
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (el: Element) => {
      let style = styles.get(el);
      if (!style) styles.set(el, (style = getComputedStyle(el)));
      return style;
    };
    const hiddenMemo = new Map<Element, boolean>();
    const hidden = (el: Element | null): boolean => {
      if (!el) return false;
      let answer = hiddenMemo.get(el);
      if (answer === undefined) {
        const style = styleOf(el);
        answer =
          // Not rendered at all: e.g. the body of a closed <details> (content-visibility: hidden).
          !el.checkVisibility() ||
          style.visibility === 'hidden' ||
          style.opacity === '0' ||
          style.display === 'none' ||
          hidden(el.parentElement);
        hiddenMemo.set(el, answer);
      }
      return answer;
    };
    /** The part of a box that the element's scrolling or clipping ancestors let show. */
    const clip = (el: Element, from: Box): Box | null => {
      let box = from;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = styleOf(p);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') box = meet(box, p.getBoundingClientRect());
      }
      return box.right - box.left > TOLERANCE && box.bottom - box.top > TOLERANCE ? box : null;
    };
    const shown = (el: Element) => clip(el, el.getBoundingClientRect());
    // A link that wraps inside a sentence is two boxes, one per line, not the rectangle around both.
    const pieces = (el: Element) =>
      Array.from(el.getClientRects())
        .map((r) => clip(el, r))
        .filter((b): b is Box => b !== null);

    // 1. Controls drawn over each other. A control inside another (a checkbox's input in its label) is one
    // control. Left out: the skip link, drawn above the page until it has focus (it then covers the header
    // on purpose), and inputs drawn invisible over their styled label (Blueprint's file input, opacity 0).
    const controls = Array.from(
      document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"]',
      ),
    )
      .filter((el) => !el.matches('.skip-link') && !hidden(el))
      .map((el) => ({ el, boxes: pieces(el) }))
      .filter((c) => c.boxes.length > 0);
    for (let i = 0; i < controls.length && found.length < 8; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const where = a.boxes.flatMap((x) => b.boxes.filter((y) => overlaps(x, y)).map((y) => meet(x, y)))[0];
        if (!where) continue;
        // A control drawn on top of the other one where they meet is a pop-up, a sticky bar or a floating
        // button: the one covered is not what the finger hits, but it is not garbled either.
        const m = where;
        const top = document.elementFromPoint((m.left + m.right) / 2, (m.top + m.bottom) / 2);
        if (top && !a.el.contains(top) && !b.el.contains(top) && !top.contains(a.el) && !top.contains(b.el)) continue;
        found.push(`${name(a.el)} overlaps ${name(b.el)}`);
      }
    }

    // 2. Labels that do not fit: every element that holds text of its own.
    const texts = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.textContent?.trim() && n.parentElement) texts.add(n.parentElement);
    }
    for (const el of texts) {
      if (found.length >= 16) break;
      if (el.closest('script, style, noscript, .skip-link, .visually-hidden, .sr-only') || hidden(el)) continue;
      const box = shown(el);
      if (!box) continue;
      const style = styleOf(el);
      // Cut off by its own box. An ellipsis is a deliberate cut only where the whole text is a hover away.
      const cuts = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const deliberate = style.textOverflow === 'ellipsis' && el.closest('[title]') !== null;
      if (cuts && !deliberate && el.scrollWidth > el.clientWidth + TOLERANCE) {
        found.push(`${name(el)} is cut off (${el.scrollWidth}px of text in ${el.clientWidth}px)`);
        continue;
      }
      // A box that hides what overflows it (an excerpt clamped to three lines) shows no text outside.
      if (cuts) continue;
      // Printed outside the control (or the box) that holds it: across, or for a control also above or
      // below it (a plain text box may set its lines tighter than the glyphs, as a big '404' does).
      const holder = el.closest('a, button, summary, label, [role="tab"], [role="button"], th, td') ?? el;
      const frame = holder.getBoundingClientRect();
      const down = holder === el || styleOf(holder).display === 'inline' ? Infinity : TOLERANCE;
      const range = document.createRange();
      for (const node of Array.from(el.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        const outside = Array.from(range.getClientRects()).find(
          (r) =>
            r.width > 0 &&
            (r.left < frame.left - TOLERANCE ||
              r.right > frame.right + TOLERANCE ||
              r.top < frame.top - down ||
              r.bottom > frame.bottom + down),
        );
        if (outside) {
          const [r, f] = [outside, frame].map((b) => [b.left, b.top, b.right, b.bottom].map(Math.round).join(','));
          found.push(`${name(el)} spills out of ${holder === el ? 'its box' : name(holder)} (text ${r} in ${f})`);
          break;
        }
      }
    }
    return found;
  });
}

async function expectNoSideScroll(page: Page, routes: string[]) {
  const failures: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(fillParams(route, values));
    await settle(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const { excess, culprits } = await overflow(page);
      if (excess > 0) failures.push(`${route} at ${width}px is ${excess}px too wide: ${culprits.join(', ')}`);
      for (const fault of await garbled(page)) failures.push(`${route} at ${width}px: ${fault}`);
    }
  }
  expect(failures, 'routes that scroll sideways, or with controls over each other or labels cut off').toEqual([]);
}

/** The element's box lies inside the viewport (a pixel of rounding allowed); `across`: only its width is checked. */
async function expectInside(page: Page, selector: ReturnType<Page['locator']>, what: string, across = false) {
  const vp = page.viewportSize()!;
  const box = await selector.boundingBox();
  expect(box, `${what} is drawn`).not.toBeNull();
  const down = across || (box!.y >= -1 && box!.y + box!.height <= vp.height + 1);
  expect(
    box!.x >= -1 && box!.x + box!.width <= vp.width + 1 && down,
    `${what} inside ${vp.width}×${vp.height}: ${JSON.stringify(box)}`,
  ).toBe(true);
}

/** Every visible element matched is at least 44 px in both directions. */
async function expectTouchTargets(page: Page, selector: string, what: string) {
  const small = await page.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      })
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 43.5 || r.height < 43.5)
      .map(({ el, r }) => `${(el.textContent ?? '').trim() || el.getAttribute('aria-label')}: ${r.width}×${r.height}`),
  );
  expect(small, `${what} smaller than 44 px`).toEqual([]);
}

/** The dialog's box and each of its footer buttons are inside the screen (after scrolling them into view). */
async function expectDialogFits(page: Page, what: string) {
  const dialog = page.locator('.bp6-dialog').last();
  await expect(dialog).toBeVisible();
  await expectInside(page, dialog, `${what} dialog`);
  const actions = dialog.locator('.bp6-dialog-footer-actions .bp6-button');
  expect(await actions.count(), `${what} has footer actions`).toBeGreaterThan(0);
  for (const button of await actions.all()) {
    await button.scrollIntoViewIfNeeded();
    await expectInside(page, button, `${what} action '${await button.textContent()}'`);
  }
  await expectTouchTargets(page, '.bp6-dialog-footer-actions .bp6-button', `${what} actions`);
  await expect.poll(async () => (await overflow(page)).excess, { message: `${what} scrolls sideways` }).toBe(0);
}

for (const lang of ['en', 'hu'] as const) {
  test(`signed out (${lang}): no public route scrolls sideways or garbles a control at 320–414 px`, async ({
    browser,
  }) => {
    test.slow(); // some twenty routes, each at four widths
    const page = await openPage(browser, 'visitor', lang);
    await expectNoSideScroll(page, PUBLIC_ROUTES);
  });

  for (const role of ['candidate', 'employer', 'admin'] as const) {
    test(`${role} (${lang}): the area and public pages do not scroll sideways or garble a control at 320–414 px`, async ({
      browser,
    }) => {
      test.slow(); // a dozen routes, each at four widths
      const page = await openPage(browser, role, lang);
      await expectNoSideScroll(page, [...AREA_ROUTES[role], ...PUBLIC_SIGNED_IN]);
    });
  }

  // The stage move's message opens inside the panel: chosen, not sent, it fits every phone.
  test(`admin (${lang}): the stage message in the application panel fits every phone`, async ({ browser }) => {
    const page = await openPage(browser, 'admin', lang);
    await page.goto(`/admin/applications/${values.application}`);
    await settle(page);
    const form = page.locator('.desk-stage');
    const current = await form.locator('select').inputValue();
    await form.locator('select').selectOption(current === 'rejected' ? 'offer' : 'rejected');
    await expect(page.getByTestId('stage-message').locator('textarea')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const { excess, culprits } = await overflow(page);
      expect(excess, `${width} px: ${culprits.join(', ')}`).toBe(0);
      await expectInside(page, page.getByTestId('stage-message'), `the message at ${width} px`, true);
    }
  });

  // The staff dashboard's figures are two to a row on a phone: their capitalised, letter-spaced labels broke
  // Hungarian words mid-word ('ÁLLÁSHIRDETÉS|EK', 'JELENTKEZÉSE|K'). Every word stays on one line.
  test(`admin (${lang}): no word of a dashboard figure's label is split across lines at 320–414 px`, async ({
    browser,
  }) => {
    const page = await openPage(browser, 'admin', lang);
    await page.goto('/admin/dashboard');
    await settle(page);
    await expect(page.locator('.admin-stat__label').first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const split = await page.evaluate(() => {
        const broken: string[] = [];
        for (const label of Array.from(document.querySelectorAll('.admin-stat__label'))) {
          const node = label.firstChild;
          if (!node || node.nodeType !== Node.TEXT_NODE) continue;
          const text = node.textContent ?? '';
          for (const m of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
            if (lines.size > 1) broken.push(m[0]);
          }
        }
        return broken;
      });
      expect(split, `${width} px`).toEqual([]);
    }
  });

  // The candidate's last tab (My account) comes after My contracts, which joins the row once the contracts
  // have loaded: the row scrolls the current tab into view again then.
  for (const [role, route] of [
    ['admin', '/admin/messages'],
    ['candidate', '/account'],
  ] as const) {
    test(`${role} (${lang}): the current tab of the area is on screen, also the last one`, async ({ browser }) => {
      const page = await openPage(browser, role, lang);
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(route);
      await settle(page);
      if (role === 'candidate') await expect(page.locator('.area-nav a')).toHaveCount(5);
      const current = page.locator('.area-nav [aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect
        .poll(async () => (await current.boundingBox())?.x ?? -1, { message: 'the current tab is scrolled into view' })
        .toBeGreaterThanOrEqual(0);
      await expectInside(page, current, 'the current tab');
    });
  }

  test(`candidate (${lang}): the apply dialog fits every phone with Submit reachable`, async ({ browser }) => {
    const t = LANGS[lang];
    const page = await openPage(browser, 'candidate', lang);
    await page.goto('/candidate/jobs');
    const apply = page.getByRole('button', { name: new RegExp(`^${t.candidate.jobs.applyNow}:`) }).first();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      await apply.scrollIntoViewIfNeeded();
      await expectInside(page, apply, `Apply Now at ${width}px`, true);
      await apply.click();
      await expect(page.locator('.apply-dialog .bp6-dialog-footer-actions')).toBeVisible();
      await expectDialogFits(page, `apply at ${width}px`);
      await page.keyboard.press('Escape');
      await expect(page.locator('.bp6-dialog')).toHaveCount(0);
    }
  });

  test(`employer (${lang}): the job form fits every phone with its actions reachable`, async ({ browser }) => {
    const t = LANGS[lang];
    const page = await openPage(browser, 'employer', lang);
    await page.goto('/employer/dashboard');
    await settle(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      await page.getByRole('button', { name: t.employer.postJob }).first().click();
      await expectDialogFits(page, `job form at ${width}px`);
      await page.keyboard.press('Escape');
      await expect(page.locator('.bp6-dialog')).toHaveCount(0);
    }
  });

  test(`admin (${lang}): the candidate edit dialog fits every phone with its actions reachable`, async ({
    browser,
  }) => {
    const t = LANGS[lang];
    const page = await openPage(browser, 'admin', lang);
    await page.goto('/admin/candidates');
    await settle(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      const edit = page.getByRole('button', { name: t.admin.common.edit }).first();
      await edit.scrollIntoViewIfNeeded();
      await expectInside(page, edit, `Edit at ${width}px`, true);
      await edit.click();
      await expectDialogFits(page, `candidate edit at ${width}px`);
      await page.keyboard.press('Escape');
      await expect(page.locator('.bp6-dialog')).toHaveCount(0);
    }
  });

  test(`touch targets (${lang}): header, menu and main actions are at least 44 px`, async ({ browser }) => {
    const t = LANGS[lang];
    const visitor = await openPage(browser, 'visitor', lang);
    for (const width of [320, 414]) {
      await visitor.setViewportSize({ width, height: 800 });
      await visitor.goto('/jobs');
      await settle(visitor);
      await expectTouchTargets(visitor, '.site-header a, .site-header button', `header at ${width}px`);
      await expectTouchTargets(
        visitor,
        // The public pages draw their own components (ui- classes), the signed-in screens Blueprint's (bp6-).
        'main :is(.ui-button, .bp6-button), main input:is(.ui-input, .bp6-input), main select, main label:is(.ui-control, .bp6-control)',
        `/jobs at ${width}px`,
      );
      await visitor.getByRole('button', { name: t.nav.openMenu }).click();
      await expect(visitor.locator('#mobile-menu')).toBeVisible();
      await expectTouchTargets(visitor, '.mobile-drawer a, .mobile-drawer button', `menu at ${width}px`);
      await visitor.keyboard.press('Escape');
      await visitor.goto('/login');
      await settle(visitor);
      await expectTouchTargets(
        visitor,
        'main :is(.ui-button, .bp6-button), main input.bp6-input, main .bp6-tab, main label.bp6-control',
        `/login at ${width}px`,
      );
    }
    const candidate = await openPage(browser, 'candidate', lang);
    await candidate.setViewportSize({ width: 360, height: 800 });
    await candidate.goto('/candidate/jobs');
    await settle(candidate);
    await expectTouchTargets(
      candidate,
      '.area-header .bp6-button, .area-nav a, .cand-job-actions :is(.ui-button, .bp6-button), main input:is(.ui-input, .bp6-input), main select',
      'candidate area',
    );
  });
}

for (const lang of ['en', 'hu'] as const) {
  // Hungarian nav labels are longer: at 1024 px they do not fit beside the brand and account controls, so
  // the menu button takes over there; English keeps the full navigation.
  test(`desktop (${lang}): the header fits at 1366 and 1280 px, and 1024 px keeps the full navigation if it fits`, async ({
    browser,
  }) => {
    const t = LANGS[lang];
    for (const role of ['visitor', 'admin'] as const) {
      const context = await browser.newContext({
        ...(role === 'visitor' ? {} : { storageState: states[role] }),
        viewport: { width: 1366, height: 800 },
        reducedMotion: 'reduce',
      });
      await chooseLanguage(context, lang);
      const page = await context.newPage();
      await page.goto('/jobs');
      await settle(page);
      for (const width of [1366, 1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        const nav = page.getByRole('navigation', { name: t.nav.mainNavigation });
        const menu = page.getByRole('button', { name: t.nav.openMenu });
        if (width === 1024 && lang === 'hu') {
          await expect(nav, `${role}: the menu instead of the navigation at ${width}px`).toBeHidden();
          await expectInside(page, menu, `${role}: the menu button at ${width}px`);
          continue;
        }
        await expect(nav, `${role}: full navigation at ${width}px`).toBeVisible();
        await expect(menu).toBeHidden();
        // Nothing in the header spills out of it, over a neighbour, or onto a second line.
        const fits = await page.evaluate(() => {
          const inner = document.querySelector('.header-inner')!;
          const style = getComputedStyle(inner);
          const box = inner.getBoundingClientRect();
          const left = box.left + parseFloat(style.paddingLeft);
          const right = box.right - parseFloat(style.paddingRight);
          const kids = Array.from(inner.children).map((el) => el.getBoundingClientRect());
          const links = Array.from(inner.querySelectorAll('.main-nav .nav-link'));
          return {
            inside: kids.every((r) => r.left >= left - 0.5 && r.right <= right + 0.5),
            overlapping: kids.some((a, i) => kids.slice(i + 1).some((b) => b.left < a.right - 0.5)),
            linksClipped: links.some((el) => el.scrollWidth > el.clientWidth + 0.5),
            wrapped: links.some((el) => el.getBoundingClientRect().height > 48),
            pageScroll: document.documentElement.scrollWidth > document.documentElement.clientWidth,
          };
        });
        expect(fits, `${role} header at ${width}px`).toEqual({
          inside: true,
          overlapping: false,
          linksClipped: false,
          wrapped: false,
          pageScroll: false,
        });
      }
      await context.close();
    }
  });
}

for (const lang of ['en', 'hu'] as const) {
  // The employer dashboard's recent jobs sit in half the page beside the applications: their five actions
  // (Applicants, Edit, Renew, Duplicate, Archive) kept to one row took the width, so the title was drawn a
  // letter a line and the buttons ran out of the card. The title keeps the row's width; the actions stay inside.
  test(`desktop (${lang}): the employer's recent jobs show their titles and keep their actions in the card`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      storageState: states.employer,
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    await chooseLanguage(context, lang);
    const page = await context.newPage();
    await page.goto('/employer/dashboard');
    await settle(page);
    await expect(page.getByTestId('employer-job').first()).toBeVisible();
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const rows = await page.getByTestId('employer-job').evaluateAll((items) =>
        items.map((li) => {
          const row = li.getBoundingClientRect();
          const title = li.querySelector('h3')!.getBoundingClientRect();
          const actions = Array.from(li.querySelectorAll('.dash-row__actions > *')).map((b) =>
            b.getBoundingClientRect(),
          );
          return {
            titleShare: title.width / row.width,
            outside: actions.filter((b) => b.right > row.right + 0.5 || b.left < row.left - 0.5).length,
          };
        }),
      );
      for (const [i, r] of rows.entries()) {
        expect(r.titleShare, `${width} px, job ${i + 1}: the title's share of the row`).toBeGreaterThan(0.5);
        expect(r.outside, `${width} px, job ${i + 1}: actions outside the row`).toBe(0);
      }
    }
    await context.close();
  });

  // A staff table wider than its box scrolls inside it, so its last columns (a contract's Documents) sat past
  // the edge, out of sight, on a 1024 px screen in English and even at 1280 px in Hungarian.
  test(`desktop (${lang}): every column of every staff table is on screen at 1024 and 1280 px`, async ({ browser }) => {
    test.slow(); // every staff route, each at two widths (over a minute at a load of 15 on two cores)
    const context = await browser.newContext({
      storageState: states.admin,
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    await chooseLanguage(context, lang);
    const page = await context.newPage();
    const failures: string[] = [];
    for (const route of AREA_ROUTES.admin) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(route);
      await settle(page);
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const hidden = await page.evaluate(() =>
          Array.from(document.querySelectorAll('main table')).flatMap((table) =>
            Array.from(table.querySelectorAll('thead th')).flatMap((th) => {
              const r = th.getBoundingClientRect();
              if (getComputedStyle(th).display === 'none' || r.width < 1) return [`'${th.textContent}' is not drawn`];
              // Inside every box that clips or scrolls it, and inside the screen.
              for (let p = th.parentElement; p; p = p.parentElement) {
                const style = getComputedStyle(p);
                const box = p === document.documentElement ? null : p.getBoundingClientRect();
                if (box && style.overflowX !== 'visible' && (r.left < box.left - 1 || r.right > box.right + 1)) {
                  return [`'${th.textContent}' is scrolled out of its table's box`];
                }
              }
              return r.left < -1 || r.right > document.documentElement.clientWidth + 1
                ? [`'${th.textContent}' is off the screen`]
                : [];
            }),
          ),
        );
        for (const h of hidden) failures.push(`${route} at ${width}px: ${h}`);
      }
    }
    expect(failures, 'staff table columns out of sight').toEqual([]);
    await context.close();
  });
}

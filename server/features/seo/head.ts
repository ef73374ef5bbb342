// The head of the HTML the server sends for each page of the app, so a crawler reading no script gets
// the page's title, description, canonical address, Open Graph tags, hreflang alternates and, on a job
// page, the JobPosting JSON-LD. The app renders on top as before and keeps these up to date.
// For a fast first draw (mobile LCP) the head also names the route's lazy chunks
// (modulepreload, see preload.ts) and carries the data the page draws first — the job on a job page,
// the text on a content page — as a JSON data block the app reads before asking the API (app/api/pageData.ts).
import crypto from 'node:crypto';
import type Koa from 'koa';
import {
  BRAND_FONT_CLASS,
  BRAND_FONT_KEY,
  LANGUAGES,
  LANGUAGE_COOKIE,
  SIGNED_IN_COOKIE,
  type Language,
} from '../../contract/index.ts';
import { findRoute } from '../../contract/routes.ts';
import { jobPostingJsonLd, jsonForScript } from '../../contract/jsonLd.ts';
import type { SyncContent } from '../../contract/index.ts';
import { readJobQuery, writeJobQuery } from '../../contract/jobSearch.ts';
import { jobsPageQuery, type PageData } from '../../contract/pageData.ts';
import { HttpError } from '../../errors.ts';
import { SESSION_COOKIE } from '../../middleware/session.ts';
import { activeJobBySlug, catalogueVersion } from '../jobs/repo.ts';
import { searchBoard } from '../jobs/routes.ts';
import { iso, presentJob } from '../shared/presenters.ts';
import { readStylesheet, routePreloads, type RoutePreloads } from './preload.ts';
import { asciiPiece, drawPage } from './render.ts';
import { gzipOf, pieceNow, type Piece } from './gzipPieces.ts';
import { asciiHtml } from './pagePiece.mjs';
import type { AppContext, AppDeps } from '../../types.ts';
import { notFoundTitle, pageTitle, publicPageMeta, texts } from './texts.ts';
import { escapeHtml } from '../shared/html.ts';

/** The site's address: PUBLIC_URL (server/config.ts), never the request's Host. */
export function baseUrl(deps: AppDeps): string {
  return deps.config.publicUrl;
}

/** About 160 characters of plain text, cut at a word. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

interface Page {
  status: number;
  lang: Language;
  title: string;
  description?: string;
  /** Indexable pages: their address (canonical, og:url, hreflang alternates). */
  path?: string;
  jsonLd?: Record<string, unknown>;
  /** What the page draws first, for the app's first render (#page-data). */
  data?: PageData;
  /** When what it shows may change although no job or content was written (a listing runs out; ms epoch). */
  keepUntil?: number;
}

async function contentData(deps: AppDeps, slug: string): Promise<PageData | undefined> {
  const rows = await deps.db('content_pages').where('slug', slug).select('slug', 'lang', 'content', 'updated_at');
  if (rows.length === 0) return undefined;
  return {
    content: {
      pages: rows.map((r: { slug: string; lang: Language; content: string; updated_at: Date | string }) => ({
        slug: r.slug as SyncContent['pages'][number]['slug'],
        lang: r.lang,
        content: r.content,
        updatedAt: iso(r.updated_at),
      })),
      cursor: null,
    },
  };
}

/**
 * /jobs: the page of results its address asks for, as the app asks GET /api/jobs for it (the search's
 * parameters as the app reads them, the page, pageSize LIMITS.jobsPageSize), so the server draws the job
 * cards and the browser's first render draws the same. A page number out of range: no data (the app asks).
 */
async function jobsData(ctx: Koa.Context, deps: AppDeps, version: string): Promise<Pick<Page, 'data' | 'keepUntil'>> {
  const params = new URLSearchParams(ctx.querystring);
  if (params.get('saved') === '1') return {}; // the device's saved jobs: only the device knows them
  const search = writeJobQuery(readJobQuery(params).query).toString();
  const query = jobsPageQuery(search, Number(params.get('page') ?? '1'));
  try {
    const caches = (ctx as unknown as AppContext).caches;
    const { keepUntil, ...found } = await searchBoard({ deps, caches }, new URLSearchParams(query), version);
    return { data: { jobs: { query, ...found } }, keepUntil };
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) return {};
    throw err;
  }
}

/** The page at `path`, by the route table: a job page from its job (404 when not on the board), a public page
 * with its own head and first data, any other page of the app (sign-in, the mailed links' pages, the
 * signed-in areas, whose guard sends a visitor to sign in) as the app's shell, and 404 for a path the app
 * does not have. `version`: its catalogue's version, read for the kept page's key (renderAppPage): the board's is the jobs'. */
async function pageFor(ctx: Koa.Context, deps: AppDeps, path: string, lang: Language, version: string): Promise<Page> {
  const notFound: Page = { status: 404, lang, title: notFoundTitle(lang) };
  const route = findRoute(path);
  if (!route) return notFound;
  if (route.data === 'job') {
    const row = await activeJobBySlug(deps.db, /^\/jobs\/([^/]+)/.exec(path)![1]!);
    if (!row) return notFound;
    const job = presentJob(row);
    return {
      status: 200,
      lang,
      title: pageTitle(lang, `${job.title} – ${job.company}`),
      description: summary(`${job.location} · ${job.description}`),
      path: `/jobs/${encodeURIComponent(job.slug)}`,
      jsonLd: jobPostingJsonLd(job, baseUrl(deps)),
      data: { job },
      keepUntil: new Date(row.listed_until).getTime(),
    };
  }
  const meta = publicPageMeta(route, lang);
  if (!meta) return { lang, ...privatePage(lang) };
  const { data, keepUntil } =
    route.data === 'content'
      ? { data: await contentData(deps, route.path.slice(1)) }
      : route.data === 'board'
        ? await jobsData(ctx, deps, version)
        : {};
  return {
    status: 200,
    lang,
    ...meta,
    path: route.path,
    ...(data ? { data } : {}),
    ...(keepUntil ? { keepUntil } : {}),
  };
}

/** Sign-in and the signed-in areas: the site's title, kept out of search results (no address given). */
const privatePage = (lang: Language) => ({
  status: 200,
  title: texts(lang)('meta.defaultTitle'),
  description: texts(lang)('meta.defaultDescription'),
});

const nonceAttr = (nonce: string | undefined) => (nonce ? ` nonce="${escapeHtml(nonce)}"` : '');

/** modulepreload for the route's chunks the entry does not already name, and (when the page goes out
 * empty; a drawn page carries them inline) its stylesheets. */
function preloadTags({ scripts, styles }: RoutePreloads, indexHtml: string, drawn: boolean): string[] {
  return [
    ...scripts
      .filter((href) => !indexHtml.includes(`"${href}"`))
      .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    ...(drawn ? [] : styles)
      .filter((href) => !indexHtml.includes(`"${href}"`))
      .map((href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}" />`),
  ];
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * The largest stylesheet a drawn page carries inline (characters). The entry's (~110 KB, ~18 KB gzipped)
 * and a route's own (a few KB) fit; Blueprint's whole stylesheet (~470 KB), which only /contact's form
 * draws with among the public pages, goes as a link: fetched once and cached, not carried by every copy
 * of the page.
 */
const INLINE_STYLE_MAX = 160_000;

/**
 * A drawn page carries its stylesheets inline — the entry's and its route's, each once — so the phone
 * paints it as soon as the HTML is read, without waiting for a stylesheet (or behind the scripts that
 * arrive meanwhile). Its <style> names the stylesheet (data-href), and the starter adds a disabled link
 * for it before the app starts, neither fetched nor applied: the app's chunk loader (Vite's) finds it there
 * and does not add it again, which would make the phone fetch it, restyle and lay out the whole page once
 * more while the app starts. (A disabled link sent in the HTML is fetched all the same by Chromium's
 * preload scanner: 13 KB for nothing on every first visit.) A stylesheet above
 * INLINE_STYLE_MAX is linked instead (render-blocking, as an undrawn page's).
 */
function inlineStyles(html: string, staticDir: string, route: RoutePreloads, nonce: string | undefined): string {
  const entry = [...html.matchAll(STYLESHEET_LINK)].map((m) => m[1]!);
  const styleTag = (href: string) => {
    const css = readStylesheet(staticDir, href);
    if (css !== null && css.length <= INLINE_STYLE_MAX)
      return `<style${nonceAttr(nonce)} data-href="${escapeHtml(href)}">${css}</style>`;
    return css === null ? null : `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`;
  };
  let routeStyles = [...new Set(route.styles)]
    .filter((href) => !entry.includes(href))
    .map(styleTag)
    .filter((tag): tag is string => tag !== null)
    .join('');
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const out = `${styleTag(href) ?? link}${routeStyles}`;
    routeStyles = '';
    return out;
  });
}

/**
 * How long a reader's page waits after its load event before registering the service worker. Its install
 * fetches the precache (about a megabyte on a phone's link) and fills the device copy (the catalogue parsed
 * and written to IndexedDB): measured in Lighthouse's traces of a first visit, 380–530 ms of CPU on a thread
 * of the page's own renderer, three to four times the page's own main thread, all in the seconds when the
 * page is read and its first tap must start the app. A wait (rather than the next idle moment, which
 * comes right after the load) moves it past them.
 */
const WORKER_AFTER_MS = 5_000;
/** The longest a due registration waits for the browser to be idle. */
const WORKER_IDLE_MS = 5_000;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/**
 * When a drawn page starts the app. A visitor's page (no session on this browser) starts it at the
 * visitor's first sign of intent — a touch, a press, a key, the pointer moving over it, a focus — not
 * before: reading costs no script, so a phone paints, scrolls and answers at once (Lighthouse's total
 * blocking time is the app's start), and the page's chunks are named (modulepreload) only then. Meanwhile
 * its links and forms work as plain HTML and a tapped button waits (below). A reader's page still registers
 * the service worker, so what the visitor read is on the device offline (app/sw.ts fills the copy after it
 * activates), but not while the page loads: WORKER_AFTER_MS after the load event, at the browser's next
 * idle moment (at most WORKER_IDLE_MS later); a visitor who shows intent first gets it from the app. A signed-in browser's page starts the app once the browser has painted its
 * text, as it always did (the first contentful paint, which waits up to 100 ms for the font; a hidden tab
 * at once; a browser that cannot tell when it painted, after the next frame; none waits more than 3 s):
 * its areas need the app, and its chunks are on their way meanwhile.
 */
/*
 * Until the app is live (<html data-ready>, ui/Layout.tsx) a drawn page's links and forms work as plain HTML
 * (the language switch links to the page in the other language; /jobs' filters are a GET form), but its
 * buttons (the menu, Save, a filter's toggle) have nothing behind them yet. The starter keeps a tap on one:
 * the button shows it is waiting (aria-busy, the 'pending' look in app.css), the app starts at once, and
 * once live the tap is played on the same element, which hydration kept. A button the app drew anew
 * (another language) is found again by its place in #root. A choice made in a GET form's list or checkbox
 * sends the form, as its Search button would (text is kept in its box for the app). A tap is never lost.
 */
const STARTER =
  `(function(){var started=false,eager=EAGER,preloads=PRELOADS;function start(){if(started)return;started=true;document.documentElement.setAttribute('data-starting','');
for(var j=0;j<preloads.length;j++){var m=document.createElement('link');m.rel='modulepreload';m.crossOrigin='';
m.href=preloads[j];document.head.appendChild(m)}
var styles=document.querySelectorAll('style[data-href]');for(var i=0;i<styles.length;i++){var l=document.createElement('link');
l.rel='stylesheet';l.setAttribute('disabled','');l.crossOrigin='';l.href=styles[i].getAttribute('data-href');styles[i].after(l)}
var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=SRC;document.head.appendChild(s)}
var html=document.documentElement,kept=null,root=null;
try{if(localStorage.getItem(FONT_KEY))html.classList.add(FONT_CLASS)}catch(e){}
function path(el){var p=[];while(el&&el!==root){p.unshift(Array.prototype.indexOf.call(el.parentNode.children,el));el=el.parentNode}return p}
function at(p){var el=root;for(var i=0;el&&i<p.length;i++)el=el.children[p[i]];return el}
function replay(){if(!html.hasAttribute('data-ready')||!kept)return;var k=kept;kept=null;ob.disconnect();
var el=k.el.isConnected?k.el:at(k.path);k.el.removeAttribute('aria-busy');if(el&&el.click)el.click()}
var ob=new MutationObserver(replay);
document.addEventListener('click',function(e){if(html.hasAttribute('data-ready'))return;
root=document.getElementById('root');var t=e.target&&e.target.closest?e.target.closest('button,[role=button],[role=switch],[role=tab]'):null;
if(!t||!root||!root.contains(t)||t.type==='submit'&&t.form&&t.form.hasAttribute('action'))return;e.preventDefault();e.stopPropagation();
if(kept)kept.el.removeAttribute('aria-busy');kept={el:t,path:path(t)};t.setAttribute('aria-busy','true');
ob.observe(html,{attributes:true,attributeFilter:['data-ready']});start()},true);
document.addEventListener('change',function(e){if(html.hasAttribute('data-ready'))return;var f=e.target&&e.target.form;
if(!f||f.method!=='get'||!f.hasAttribute('action')||e.target.type==='search'||e.target.type==='text')return;
if(f.requestSubmit)f.requestSubmit();else f.submit()},true);
function later(){setTimeout(start,0)}
var intents=['pointerdown','pointermove','touchstart','keydown','wheel','focusin'];
function intent(){for(var i=0;i<intents.length;i++)removeEventListener(intents[i],intent,true);start()}
function worker(){if(navigator.serviceWorker&&!started)setTimeout(function(){var go=function(){if(!started)navigator.serviceWorker.register('/sw.js',{scope:'/'}).catch(function(){})};
if(window.requestIdleCallback)requestIdleCallback(go,{timeout:WORKER_IDLE_MS});else go()},WORKER_AFTER_MS)}
function read(){if(!eager){for(var i=0;i<intents.length;i++)addEventListener(intents[i],intent,{capture:true,passive:true});
if(document.readyState==='complete')worker();else addEventListener('load',worker);return}
if(document.visibilityState==='hidden')return start();setTimeout(start,3000);
var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){
new P(function(list){if(list.getEntriesByName('first-contentful-paint').length)later()}).observe({type:'paint',buffered:true})}
else requestAnimationFrame(later)}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',read);else read()})()`.replace(
    /\n/g,
    '',
  );

const MODULEPRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g;

function startAfterPaint(html: string, nonce: string | undefined, eager: boolean): string {
  const preloads: string[] = [];
  const named = eager
    ? html.replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
    : html.replace(MODULEPRELOAD, (_, href: string) => {
        preloads.push(href);
        return '';
      });
  return named.replace(
    ENTRY_SCRIPT,
    (_, src: string) =>
      `<script${nonceAttr(nonce)}>${STARTER.replace('SRC', () => JSON.stringify(src))
        .replace('EAGER', String(eager))
        .replace('PRELOADS', () => jsonForScript(preloads))
        .replace('WORKER_AFTER_MS', String(WORKER_AFTER_MS))
        .replace('WORKER_IDLE_MS', String(WORKER_IDLE_MS))
        .replace('FONT_KEY', JSON.stringify(BRAND_FONT_KEY))
        .replace('FONT_CLASS', JSON.stringify(BRAND_FONT_CLASS))}</script>`,
  );
}

/** The page's data (#page-data), as `json` (jsonForScript). */
function dataTag(json: string | undefined, nonce: string | undefined): string[] {
  if (json === undefined) return [];
  return [`<script type="application/json" id="page-data"${nonceAttr(nonce)}>${json}</script>`];
}

function headTags(
  page: Page,
  dataJson: string | undefined,
  base: string,
  langGiven: boolean,
  nonce: string | undefined,
): string {
  const tags: string[] = [...dataTag(dataJson, nonce)];
  if (page.description) tags.push(`<meta name="description" content="${escapeHtml(page.description)}" />`);
  if (!page.path) {
    tags.push('<meta name="robots" content="noindex" />');
    return tags.join('\n    ');
  }
  const address = (lang?: Language) => `${base}${page.path}${lang ? `?lang=${lang}` : ''}`;
  const self = address(langGiven ? page.lang : undefined);
  tags.push(`<link rel="canonical" href="${escapeHtml(self)}" />`);
  for (const lang of LANGUAGES)
    tags.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(address(lang))}" />`);
  tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(address())}" />`);
  tags.push(`<meta property="og:title" content="${escapeHtml(page.title)}" />`);
  if (page.description) tags.push(`<meta property="og:description" content="${escapeHtml(page.description)}" />`);
  tags.push(`<meta property="og:url" content="${escapeHtml(self)}" />`);
  tags.push(`<meta property="og:type" content="website" />`);
  tags.push(`<meta property="og:locale" content="${page.lang === 'hu' ? 'hu_HU' : 'en_GB'}" />`);
  if (page.jsonLd)
    tags.push(
      `<script type="application/ld+json" id="page-jsonld"${nonceAttr(nonce)}>${jsonForScript(page.jsonLd)}</script>`,
    );
  return tags.join('\n    ');
}

/** A drawn page as the server keeps it (DRAWN_PAGES_KEPT, app.ts): its text in pieces compressed apart
 * (gzipPieces.ts), and null where the response's CSP nonce goes. */
export interface DrawnPage {
  status: number;
  parts: (Piece | null)[];
  /** When to draw it again although nothing it shows was written (ms epoch). */
  keepUntil: number;
}
export const DRAWN_PAGES_KEPT = 100;
/** A drawn page is drawn again at least this often. */
const DRAWN_KEEP_MS = 10 * 60_000;
/** Stands for the response's CSP nonce in a kept page: random per process, so no text a page shows can hold it. */
const NONCE_MARK = crypto.randomBytes(18).toString('base64url');

/**
 * What a drawn page shows comes from its address, its language and the data it reads (the board's jobs, a
 * job, a content page), never from who asks: the server draws it before any session is read. A visitor's
 * page is therefore kept, per address, language and the version of its data (the database bumps the jobs'
 * or the content's version in every transaction that writes them, in any process), and a repeat costs one
 * single-row read at most (none for the jobs', whose version the process remembers: ReadCaches). The markup is the same for a signed-in browser (the app draws its user only after
 * hydrating, as the server drew it: "still checking"); only the starter differs (it starts the app after
 * the paint), so a signed-in browser's pages are kept too, apart from a visitor's.
 */
const signedIn = (ctx: Koa.Context) => Boolean(ctx.cookies.get(SESSION_COOKIE) || ctx.cookies.get(SIGNED_IN_COOKIE));

/** The hash of the index.html last served (one per build), which every kept page's key names. */
const shellHash = { indexHtml: '', hash: '' };

function drawnPageKey(ctx: Koa.Context, path: string | null, lang: Language, langGiven: boolean, indexHtml: string) {
  const data = path === null ? undefined : findRoute(path)?.data;
  const catalogue: 'jobs' | 'content' | null =
    data === 'board' || data === 'job' ? 'jobs' : data === 'content' ? 'content' : null;
  if (shellHash.indexHtml !== indexHtml)
    Object.assign(shellHash, { indexHtml, hash: crypto.createHash('sha1').update(indexHtml).digest('base64url') });
  const shell = shellHash.hash;
  return { catalogue, key: `${lang}|${langGiven ? 1 : 0}|${signedIn(ctx) ? 1 : 0}|${shell}|${ctx.url}` };
}

/** A page to send, as text or gzipped. */
export interface SentPage {
  status: number;
  text(): string;
  gzip(): Buffer;
}

/** index.html with this page's head and language, and the status to send it with. */
export async function renderAppPage(
  ctx: Koa.Context,
  deps: AppDeps,
  indexHtml: string,
  path: string | null,
  staticDir?: string,
): Promise<SentPage> {
  const langGiven = isLanguage(ctx.query.lang);
  // The address's ?lang, else the language this browser chose (the app keeps it in a cookie too, so the page
  // the server draws is the one the app would draw), else English.
  const chosen = ctx.cookies.get(LANGUAGE_COOKIE);
  const lang: Language = isLanguage(ctx.query.lang) ? ctx.query.lang : isLanguage(chosen) ? chosen : 'en';
  if (!langGiven) ctx.vary('Cookie');
  const nonce = (ctx.state as { cspNonce?: string }).cspNonce;
  const kept = drawnPageKey(ctx, path, lang, langGiven, indexHtml);
  const draw = async (): Promise<DrawnPage> => {
    const page = await drawAppPage(ctx, deps, indexHtml, path, lang, langGiven, version, staticDir);
    return { ...page, keepUntil: Math.min(page.keepUntil, Date.now() + DRAWN_KEEP_MS) };
  };
  const { caches } = ctx as unknown as AppContext;
  // The jobs' version as this process remembers it (as the job's JSON read does), not read for each page.
  const version =
    kept.catalogue === 'jobs'
      ? await caches.jobsVersion.current()
      : kept.catalogue
        ? await catalogueVersion(deps.db, kept.catalogue)
        : '-';
  const drawn = (await caches.pages.through(`${version}|${kept.key}`, draw)) ?? (await draw());
  return sentPage(drawn, nonce);
}

/** A kept page with this response's nonce. */
export function sentPage(drawn: DrawnPage, nonce: string | undefined): SentPage {
  const parts = drawn.parts.map((part) => part ?? nonceAttr(nonce));
  return {
    status: drawn.status,
    text: () => parts.map((part) => (typeof part === 'string' ? part : part.text)).join(''),
    gzip: () => gzipOf(parts),
  };
}

/** The page as the response's body: gzipped when the client takes it, from pieces compressed apart
 * (gzipPieces.ts), not compressed whole again (app.ts's compression leaves an encoded body alone). */
export function sendPage(ctx: Koa.Context, page: SentPage): void {
  ctx.vary('Accept-Encoding');
  if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = page.gzip();
  } else ctx.body = page.text();
}

async function drawAppPage(
  ctx: Koa.Context,
  deps: AppDeps,
  indexHtml: string,
  path: string | null,
  lang: Language,
  langGiven: boolean,
  version: string,
  staticDir?: string,
): Promise<DrawnPage> {
  // A path that does not decode names no page.
  const page: Page =
    path === null ? { status: 404, lang, title: notFoundTitle(lang) } : await pageFor(ctx, deps, path, lang, version);
  const title = escapeHtml(page.title);
  // The page's data as the page carries it, which is also what the drawing thread gets: text, which goes to
  // another thread for a copy of its bytes, where the objects were walked and cloned on this thread.
  const dataJson = page.data && jsonForScript(page.data);
  const head = headTags(page, dataJson, baseUrl(deps), langGiven, NONCE_MARK).split(SHELL_MARKS.nonce);
  // The public pages (those with an address) go out drawn; sign-in and the signed-in areas stay empty. The
  // title and head go with the page to the thread that draws it, which sends them back as pieces with its
  // markup (render.ts); a page not drawn has them made here.
  const drawn =
    page.status === 200 && page.path ? await drawPage(deps, ctx.url, page.lang, dataJson, [title, ...head]) : null;
  const [titlePiece, ...headPieces] = drawn?.texts ?? (await Promise.all([title, ...head].map(asciiPiece)));
  const route: RoutePreloads =
    page.status === 200 && staticDir && path !== null
      ? routePreloads(staticDir, path, page.lang)
      : { scripts: [], styles: [] };
  // What this page fills in, its nonces left open.
  const fill: Record<string, (Piece | null)[]> = {
    [SHELL_MARKS.title]: [titlePiece!],
    [SHELL_MARKS.head]: headPieces.flatMap((text, i) => (i > 0 ? [null, text] : [text])),
    [SHELL_MARKS.root]: drawn ? [drawn.markup] : [],
  };
  const parts = pageShell(indexHtml, route, page.lang, Boolean(drawn?.markup.text), signedIn(ctx), staticDir).flatMap(
    (part): (Piece | null)[] => (typeof part !== 'string' ? [part] : part === SHELL_MARKS.nonce ? [null] : fill[part]!),
  );
  return {
    status: page.status,
    parts,
    keepUntil: page.keepUntil ?? Infinity,
  };
}

/** Stand for what a page's shell leaves open: random per process, so no text a page shows can hold one. */
const mark = () => crypto.randomBytes(12).toString('hex');
const SHELL_MARKS = {
  title: mark(),
  head: mark(),
  root: mark(),
  nonce: nonceAttr(NONCE_MARK),
};
const SHELL_SPLIT = new RegExp(`(${Object.values(SHELL_MARKS).join('|')})`);
/** The shells of the index.html last served, by what shapes them; a new build's index.html starts afresh. */
const shells: { indexHtml: string; made: Map<string, (Piece | string)[]> } = { indexHtml: '', made: new Map() };

/**
 * index.html made into a page's shell, which only the route's preloads and stylesheets, the language and
 * whether the page is drawn and for whom shape: the head's preloads, the inlined stylesheets (over 100 KB)
 * and the starter script. Made once per build and kind of page, not per draw: scanning and joining the
 * whole page for each of these cost a /jobs draw more than React's own drawing of it on the server's
 * thread. Its text comes compressed (gzipPieces.ts), once. What each page adds (its title, its head's tags,
 * its markup, the response's nonce) goes in the returned parts' odd places, whose text names the mark each
 * stands for.
 */
function pageShell(
  indexHtml: string,
  route: RoutePreloads,
  lang: Language,
  drawn: boolean,
  eager: boolean,
  staticDir: string | undefined,
): (Piece | string)[] {
  if (shells.indexHtml !== indexHtml) shells.made = new Map();
  shells.indexHtml = indexHtml;
  const key = JSON.stringify([route, lang, drawn, eager, staticDir]);
  const made = shells.made.get(key);
  if (made) return made;
  const preloads = preloadTags(route, indexHtml, drawn);
  // Replacements are functions: a replacement string would read '$&', '$`' and "$'" as patterns.
  const html = asciiHtml(
    indexHtml
      .replace(/<html([^>]*)\slang="[^"]*"/, (_, attrs: string) => `<html${attrs} lang="${lang}"`)
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${SHELL_MARKS.title}</title>`)
      .replace(/<meta\s+name="description"[^>]*>/, '')
      .replace('</head>', () => `  ${[...preloads, SHELL_MARKS.head].join('\n    ')}\n  </head>`)
      .replace(/<div id="root"><\/div>/, (empty) =>
        drawn ? `<div id="root" data-lang="${lang}">${SHELL_MARKS.root}</div>` : empty,
      ),
  );
  const shell =
    drawn && staticDir ? startAfterPaint(inlineStyles(html, staticDir, route, NONCE_MARK), NONCE_MARK, eager) : html;
  const parts = shell.split(SHELL_SPLIT).map((part, i) => (i % 2 === 0 ? pieceNow(part) : part));
  shells.made.set(key, parts);
  return parts;
}

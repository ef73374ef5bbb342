// The head of the HTML the server sends for each page of the app, so a crawler reading no script gets
// the page's title, description, canonical address, Open Graph tags, hreflang alternates and, on a job
// page, the JobPosting JSON-LD. The app renders on top as before and keeps these up to date.
import type Koa from 'koa';
import { LANGUAGES, isAppRoute, type Language } from '../../contract/index.ts';
import { jobPostingJsonLd, jsonForScript } from '../../contract/jsonLd.ts';
import { activeJobBySlug } from '../jobs/repo.ts';
import { presentJob } from '../shared/presenters.ts';
import type { AppDeps } from '../../types.ts';
import { notFoundTitle, pageTitle, publicPageMeta, texts } from './texts.ts';

/** The site's address: PUBLIC_URL when set, else the request's protocol and host. */
export function baseUrl(ctx: Koa.Context, deps: AppDeps): string {
  return (deps.config.publicUrl ?? `${ctx.protocol}://${ctx.host}`).replace(/\/+$/, '');
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** About 160 characters of plain text, cut at a word. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** Pages kept out of search results: sign-in and the signed-in areas. */
const PRIVATE_PAGE = /^\/(login|admin|employer|candidate)(\/|$)/;

interface Page {
  status: number;
  lang: Language;
  title: string;
  description?: string;
  /** Indexable pages: their address (canonical, og:url, hreflang alternates). */
  path?: string;
  jsonLd?: Record<string, unknown>;
}

async function pageFor(ctx: Koa.Context, deps: AppDeps, path: string, lang: Language): Promise<Page> {
  const notFound: Page = { status: 404, lang, title: notFoundTitle(lang) };
  const jobSlug = /^\/jobs\/([^/]+)\/?$/.exec(path)?.[1];
  if (jobSlug !== undefined) {
    const row = await activeJobBySlug(deps.db, jobSlug);
    if (!row) return notFound;
    const job = presentJob(row);
    return {
      status: 200,
      lang,
      title: pageTitle(lang, `${job.title} – ${job.company}`),
      description: summary(`${job.location} · ${job.description}`),
      path: `/jobs/${encodeURIComponent(job.slug)}`,
      jsonLd: jobPostingJsonLd(job, baseUrl(ctx, deps)),
    };
  }
  if (PRIVATE_PAGE.test(path)) return { ...notFound, ...(isAppRoute(path) ? privatePage(lang) : {}) };
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const meta = publicPageMeta(normalised, lang);
  if (meta) return { status: 200, lang, ...meta, path: normalised };
  return notFound;
}

/** Sign-in and the signed-in areas: the site's title, kept out of search results (no address given). */
const privatePage = (lang: Language) => ({
  status: 200,
  title: texts(lang).meta.defaultTitle,
  description: texts(lang).meta.defaultDescription,
});

function headTags(page: Page, base: string, langGiven: boolean, nonce: string | undefined): string {
  const tags: string[] = [];
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
      `<script type="application/ld+json" id="page-jsonld"${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${jsonForScript(page.jsonLd)}</script>`,
    );
  return tags.join('\n    ');
}

/** index.html with this page's head and language, and the status to send it with. */
export async function renderAppPage(
  ctx: Koa.Context,
  deps: AppDeps,
  indexHtml: string,
  path: string | null,
): Promise<{ status: number; html: string }> {
  const langGiven = isLanguage(ctx.query.lang);
  const lang: Language = isLanguage(ctx.query.lang) ? ctx.query.lang : 'en';
  // A path that does not decode names no page.
  const page: Page =
    path === null ? { status: 404, lang, title: notFoundTitle(lang) } : await pageFor(ctx, deps, path, lang);
  // Replacements are functions: a replacement string would read '$&', '$`' and "$'" in a job's own text as
  // patterns and paste parts of the page into the head.
  const html = indexHtml
    .replace(/<html([^>]*)\slang="[^"]*"/, (_, attrs: string) => `<html${attrs} lang="${page.lang}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace(
      '</head>',
      () =>
        `  ${headTags(page, baseUrl(ctx, deps), langGiven, (ctx.state as { cspNonce?: string }).cspNonce)}\n  </head>`,
    );
  return { status: page.status, html };
}

// What crawlers and job aggregators read besides the pages: /robots.txt, /sitemap.xml (the public
// pages and every job on the board, with lastmod) and /feeds/jobs.xml, an RSS 2.0 feed of the newest
// jobs on the board, optionally filtered like the board's search (?q=&location=&category=&type=).
import type Koa from 'koa';
import { z } from 'zod';
import { JOB_TYPES, type Job } from '../../contract/index.ts';
import { EMPTY_JOB_QUERY, type JobQuery } from '../../contract/jobSearch.ts';
import { ROUTES, type RouteEntry } from '../../contract/routes.ts';
import { parse } from '../../middleware/validate.ts';
import type { AppContext, AppDeps } from '../../types.ts';
import { catalogueVersion, listedJobLinks, pageOfListedJobs } from '../jobs/repo.ts';
import { presentJob } from '../shared/presenters.ts';
import { baseUrl, sendPage, sentPage } from './head.ts';
import { piece } from './gzipPieces.ts';
import { texts } from './texts.ts';

const FEED_SIZE = 50;

const xml = (s: string) =>
  s
    // Characters XML 1.0 does not allow, even escaped.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const firstOf = (v: unknown) => (Array.isArray(v) ? (v as unknown[])[0] : v);
const filterText = z.preprocess(firstOf, z.string({ error: 'invalidInput' }).trim().max(200, 'tooLong').optional());
const feedQuerySchema = z.object({
  q: filterText,
  location: filterText,
  category: filterText,
  type: z.preprocess(
    (v) => (firstOf(v) === '' || firstOf(v) === 'all' ? undefined : firstOf(v)),
    z.enum(JOB_TYPES, { error: 'invalidInput' }).optional(),
  ),
});
type FeedQuery = z.output<typeof feedQuerySchema>;

/** The board's search with the feed's filters (every word of q in title, company, description, skills or
 * location; location and category by part of their text, accents and case ignored, 'all' for any; type
 * exactly): the newest FEED_SIZE, one query (jobs/repo.ts pageOfListedJobs). */
async function feedJobs(deps: AppDeps, f: FeedQuery): Promise<Job[]> {
  const query: JobQuery = {
    ...EMPTY_JOB_QUERY,
    q: f.q ?? '',
    location: f.location || 'all',
    category: f.category || 'all',
    type: f.type ?? 'all',
  };
  return (await pageOfListedJobs(deps.db, query, Date.now(), 0, FEED_SIZE)).rows.map(presentJob);
}

/** About 300 characters of the description, cut at a word. */
function excerpt(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * The API and every page of the route table without its own head (sign-in, the mailed links' pages, the
 * signed-in areas) stay out. Rules match by prefix (RFC 9309), so an area is named with its slash
 * ('/employer/'): '/employer' would also keep out /employers, a page the sitemap submits.
 */
const ROBOTS_DISALLOW: readonly string[] = [
  '/api/',
  ...new Set(
    (ROUTES as readonly RouteEntry[])
      .filter((r) => !r.seo)
      .map((r) => {
        const [first, ...rest] = r.path.slice(1).split('/');
        return rest.length > 0 || r.sub ? `/${first}/` : `/${first}`;
      }),
  ),
];

function robots(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The pages of the route table flagged for the sitemap (job pages are added per job). */
const SITEMAP_PAGES = (ROUTES as readonly RouteEntry[]).filter((r) => r.sitemap).map((r) => r.path);

function sitemap(base: string, jobs: readonly { slug: string; updatedAt: string }[]): string {
  const url = (loc: string, lastmod?: string) =>
    `  <url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PAGES.map((p) => url(`${base}${p}`)),
    ...jobs.map((j) => url(`${base}/jobs/${encodeURIComponent(j.slug)}`, j.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

function rss(brand: string, base: string, selfUrl: string, jobs: readonly Job[]): string {
  const t = texts('en');
  const item = (j: Job) => {
    const link = `${base}/jobs/${encodeURIComponent(j.slug)}`;
    return [
      '    <item>',
      `      <title>${xml(`${j.title} – ${j.company}`)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <pubDate>${new Date(j.createdAt).toUTCString()}</pubDate>`,
      `      <category>${xml(j.category)}</category>`,
      `      <description>${xml(`${j.location} · ${excerpt(j.description)}`)}</description>`,
      '    </item>',
    ].join('\n');
  };
  const newest = jobs[0]?.createdAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(`${brand} – ${t('meta.jobsTitle')}`)}</title>`,
    `    <link>${xml(`${base}/jobs`)}</link>`,
    `    <description>${xml(t('meta.jobsDescription'))}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${xml(selfUrl)}" rel="self" type="application/rss+xml" />`,
    ...(newest ? [`    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    ...jobs.map(item),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function seoRoutes(deps: AppDeps): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      await next();
      return;
    }
    const base = baseUrl(deps);
    switch (ctx.path) {
      case '/robots.txt':
        ctx.type = 'text/plain; charset=utf-8';
        ctx.set('Cache-Control', 'public, max-age=3600');
        ctx.body = robots(base);
        return;
      case '/sitemap.xml': {
        // Every listed job's address: drawn once per jobs' version (and again when a listing runs out).
        const draw = async () => {
          const links = await listedJobLinks(deps.db);
          const keepUntil = Math.min(Date.now() + 10 * 60_000, ...links.map((l) => l.listedUntil));
          return { status: 200, parts: [await piece(sitemap(base, links))], keepUntil };
        };
        const version = await catalogueVersion(deps.db, 'jobs');
        const kept = await (ctx as unknown as AppContext).caches.pages.through(`${version}|sitemap`, draw);
        ctx.type = 'application/xml; charset=utf-8';
        ctx.set('Cache-Control', 'public, max-age=600');
        sendPage(ctx, sentPage(kept ?? (await draw()), undefined));
        return;
      }
      case '/feeds/jobs.xml': {
        const jobs = await feedJobs(deps, parse(feedQuerySchema, ctx.query));
        ctx.type = 'application/rss+xml; charset=utf-8';
        ctx.set('Cache-Control', 'public, max-age=600');
        ctx.body = rss(deps.config.brand, base, `${base}${ctx.originalUrl}`, jobs);
        return;
      }
      default:
        await next();
    }
  };
}

// What a crawler reads with no script: the job page's head (title, canonical, hreflang, Open Graph and
// the JobPosting JSON-LD matched to the job), 404 with noindex for a job that is missing or expired,
// the public pages' own titles, robots.txt, the sitemap and the RSS feed (parsed as XML: only jobs on
// the board). Also the listing period: renew, expiry and applying to an expired job.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSchema, type Job } from '../../contract/index.ts';
import { jobPostingJsonLd } from '../../contract/jsonLd.ts';
import { builtAppDir } from '../../test/fixtures.ts';
import { startServer, validJob, type Client, type TestServer } from '../../test/harness.ts';

const BASE = 'https://jobs.example.test';
const DAY = 24 * 60 * 60 * 1000;

let s: TestServer;
let app: { dir: string; remove: () => void };
let employer: Client;
let active: Job;
let krakow: Job;
let expired: Job;
let archived: Job;

const html = (text: string) => new JSDOM(text).window.document;
/** Strict XML: JSDOM throws on a document that is not well-formed. */
const xmlDoc = (text: string) => new JSDOM(text, { contentType: 'application/xml' }).window.document;

/**
 * Whether robots.txt lets any crawler ('User-agent: *') fetch a path, by RFC 9309: the longest matching rule
 * wins and Allow wins a tie; '*' matches any characters and a final '$' the end of the path.
 */
function robotsRules(text: string): (path: string) => boolean {
  const rules: { allow: boolean; pattern: string; re: RegExp }[] = [];
  let forAll = false;
  let inAgents = false;
  for (const raw of text.split('\n')) {
    const m = /^\s*([A-Za-z-]+)\s*:\s*(.*?)\s*(?:#.*)?$/.exec(raw);
    if (!m) continue;
    const [field, value] = [m[1]!.toLowerCase(), m[2]!];
    if (field === 'user-agent') {
      if (!inAgents) forAll = false;
      inAgents = true;
      forAll ||= value === '*';
      continue;
    }
    inAgents = false;
    if (!forAll || (field !== 'allow' && field !== 'disallow') || value === '') continue;
    const end = value.endsWith('$');
    const body = (end ? value.slice(0, -1) : value)
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    rules.push({ allow: field === 'allow', pattern: value, re: new RegExp(`^${body}${end ? '$' : ''}`) });
  }
  return (path) => {
    const matching = rules.filter((r) => r.re.test(path));
    const longest = Math.max(-1, ...matching.map((r) => r.pattern.length));
    const top = matching.filter((r) => r.pattern.length === longest);
    return top.length === 0 || top.some((r) => r.allow);
  };
}

async function post(over: Record<string, unknown>): Promise<Job> {
  const res = await employer.post('/api/employer/jobs', validJob(over));
  expect(res.status).toBe(201);
  return jobSchema.parse(res.body.data.job);
}
const expire = (id: number) =>
  s
    .db('jobs')
    .where({ id })
    .update({ listed_until: s.db.raw("now() - interval '1 minute'") });

beforeAll(async () => {
  app = builtAppDir();
  s = await startServer({ env: { STATIC_DIR: app.dir, PUBLIC_URL: `${BASE}/` } });
  employer = (await s.as('employer')).client;
  active = await post({
    title: 'Senior Data Engineer',
    description: 'Build the data platform </script><script>alert(1)</script> & keep it running, end to end.',
  });
  krakow = await post({ title: 'Python Developer', location: 'Kraków, Poland', type: 'contract', dayRate: 45000 });
  expired = await post({ title: 'Expired Analyst' });
  await expire(expired.id);
  archived = await post({ title: 'Archived Tester' });
  expect((await employer.delete(`/api/employer/jobs/${archived.id}`)).status).toBe(200);
});
afterAll(async () => {
  await s.close();
  app.remove();
});

describe('a job page as the server sends it', () => {
  it('carries the title, description, canonical, hreflang, Open Graph and the JobPosting of the job', async () => {
    const res = await s.client().get(`/jobs/${active.slug}`);
    expect(res.status).toBe(200);
    const doc = html(res.text);
    expect(doc.title).toBe('Senior Data Engineer – Danube Analytics | Portal Talent');
    const meta = (sel: string) => doc.querySelector(sel)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toMatch(/^Budapest, Hungary · Build the data platform/);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    const url = `${BASE}/jobs/${active.slug}`;
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    const alternates = [...doc.querySelectorAll('link[rel="alternate"]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${url}?lang=en`],
      ['hu', `${url}?lang=hu`],
      ['x-default', url],
    ]);
    expect(meta('meta[property="og:title"]')).toBe(doc.title);
    expect(meta('meta[property="og:url"]')).toBe(url);
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    expect(doc.getElementById('root')).not.toBeNull();

    // The JSON-LD: the same builder and presenter as the API, escaped so the description cannot end the script.
    expect(res.text).not.toContain('</script><script>alert(1)');
    const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const ld = JSON.parse(scripts[0]?.textContent ?? '') as Record<string, unknown>;
    const api = jobSchema.parse((await s.client().get(`/api/jobs/${active.slug}`)).body);
    expect(ld).toEqual(JSON.parse(JSON.stringify(jobPostingJsonLd(api, BASE))));
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Data Engineer',
      description: active.description,
      datePosted: active.createdAt,
      validThrough: active.validThrough,
      employmentType: 'CONTRACTOR',
      directApply: true,
      hiringOrganization: { '@type': 'Organization', name: 'Danube Analytics' },
      jobLocation: { address: { addressLocality: 'Budapest', addressCountry: 'HU' } },
      baseSalary: { currency: 'EUR', value: { unitText: 'YEAR', minValue: 60000, maxValue: 80000 } },
    });
  });

  it("keeps one well-formed page when the job's text holds replacement patterns ($&, $`, $')", async () => {
    const title = "Pay $& more $` and $' less";
    const job = await post({ title });
    const res = await s.client().get(`/jobs/${job.slug}?lang=hu`);
    expect(res.status).toBe(200);
    expect(res.text.match(/<!doctype/gi)).toHaveLength(1);
    expect(res.text.match(/<\/head>/g)).toHaveLength(1);
    const doc = html(res.text);
    expect(doc.title).toBe(`${title} – Danube Analytics | Portal Talent`);
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '') as {
      title: string;
    };
    expect(ld.title).toBe(title);
  });

  it('states a day rate per day, and in Hungarian with ?lang=hu', async () => {
    const res = await s.client().get(`/jobs/${krakow.slug}?lang=hu`);
    const doc = html(res.text);
    expect(doc.documentElement.lang).toBe('hu');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${BASE}/jobs/${krakow.slug}?lang=hu`,
    );
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '') as Record<
      string,
      unknown
    >;
    expect(ld.jobLocation).toMatchObject({ address: { addressLocality: 'Kraków', addressCountry: 'PL' } });
    expect(ld.baseSalary).toMatchObject({ value: { unitText: 'YEAR' } }); // a yearly salary comes first
    const dayOnly = await post({ title: 'Day Rate Contractor', salary: null, dayRate: 52000, type: 'remote' });
    const remote = html((await s.client().get(`/jobs/${dayOnly.slug}`)).text);
    const remoteLd = JSON.parse(remote.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(remoteLd).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country' },
      baseSalary: { currency: 'EUR', value: { unitText: 'DAY', value: 520 } },
    });
  });

  it.each([
    ['a missing job', () => '/jobs/no-such-job'],
    ['an expired job', () => `/jobs/${expired.slug}`],
    ['an archived job', () => `/jobs/${archived.slug}`],
  ])('answers %s with 404, the app shell and noindex', async (_, p) => {
    const res = await s.client().get(p());
    expect(res.status).toBe(404);
    const doc = html(res.text);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(doc.title).toBe('Page Not Found | Portal Talent');
    expect(doc.getElementById('root')).not.toBeNull();
  });
});

describe('other pages', () => {
  it('give the public pages their own title and description, in the language asked for', async () => {
    const about = html((await s.client().get('/about')).text);
    expect(about.title).toBe('About Us | Portal Talent');
    expect(about.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/30 years/);
    expect(about.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${BASE}/about`);
    const jobs = html((await s.client().get('/jobs?lang=hu')).text);
    expect(jobs.title).toBe('Állások | Portal Talent');
    const privacy = html((await s.client().get('/privacy')).text);
    expect(privacy.title).toBe('Privacy Statement | Portal Talent');
  });

  it.each(['/login', '/admin/dashboard', '/employer/dashboard', '/candidate/jobs'])(
    'keeps %s out of search results',
    async (p) => {
      const res = await s.client().get(p);
      expect(res.status).toBe(200);
      const doc = html(res.text);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    },
  );

  it('robots.txt points to the sitemap and keeps the API and the private areas out', async () => {
    const res = await s.client().get('/robots.txt');
    expect(res.status).toBe(200);
    const lines = res.text.split('\n');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    for (const p of ['/api/', '/admin/', '/employer/', '/candidate/']) expect(lines).toContain(`Disallow: ${p}`);
  });

  it('reads robots.txt as a crawler does (RFC 9309)', () => {
    const allowed = robotsRules(
      'User-agent: other\nDisallow: /\n\nUser-agent: *\nDisallow: /a\nAllow: /a/b\nDisallow: /*.pdf$\nAllow: /x\nDisallow: /x\n',
    );
    expect(['/', '/b', '/a/b/c', '/file.pdf?q', '/x'].map(allowed)).toEqual([true, true, true, true, true]);
    expect(['/a', '/ab', '/a/c', '/dir/file.pdf'].map(allowed)).toEqual([false, false, false, false]);
  });

  it('robots.txt allows every address the sitemap submits and keeps out every private page', async () => {
    const allowed = robotsRules((await s.client().get('/robots.txt')).text);
    const sitemap = xmlDoc((await s.client().get('/sitemap.xml')).text);
    const submitted = [...sitemap.getElementsByTagName('loc')].map((l) => new URL(l.textContent).pathname);
    expect(submitted).toEqual(expect.arrayContaining(['/employers', '/candidates', `/jobs/${active.slug}`]));
    for (const p of submitted) expect(allowed(p), p).toBe(true);
    for (const p of [
      '/api/jobs',
      '/login',
      '/admin/login',
      '/admin/dashboard',
      '/employer/login',
      '/employer/dashboard',
      '/candidate/login',
      '/candidate/jobs',
      '/account',
      '/forgot-password',
      '/reset-password',
    ])
      expect(allowed(p), p).toBe(false);
  });
});

describe('the sitemap and the feed', () => {
  it('lists the public pages and every job on the board with its lastmod', async () => {
    const res = await s.client().get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const doc = xmlDoc(res.text);
    const entries = new Map(
      [...doc.getElementsByTagName('url')].map((u) => [
        u.getElementsByTagName('loc')[0]?.textContent,
        u.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      ]),
    );
    expect(entries.get(`${BASE}/`)).toBeNull();
    expect(entries.has(`${BASE}/jobs`)).toBe(true);
    expect(entries.has(`${BASE}/about`)).toBe(true);
    const api = jobSchema.parse((await s.client().get(`/api/jobs/${active.slug}`)).body);
    expect(entries.get(`${BASE}/jobs/${active.slug}`)).toBe(api.updatedAt);
    expect(entries.has(`${BASE}/jobs/${krakow.slug}`)).toBe(true);
    expect(entries.has(`${BASE}/jobs/${expired.slug}`)).toBe(false);
    expect(entries.has(`${BASE}/jobs/${archived.slug}`)).toBe(false);
  });

  const feedItems = async (query = '') => {
    const res = await s.client().get(`/feeds/jobs.xml${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const doc = xmlDoc(res.text);
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    return [...doc.getElementsByTagName('item')].map((item) => ({
      title: item.getElementsByTagName('title')[0]?.textContent,
      link: item.getElementsByTagName('link')[0]?.textContent,
      guid: item.getElementsByTagName('guid')[0]?.textContent,
      pubDate: item.getElementsByTagName('pubDate')[0]?.textContent ?? '',
      description: item.getElementsByTagName('description')[0]?.textContent ?? '',
    }));
  };

  it('is RSS 2.0 of the newest jobs on the board, each with its link, date and a short description', async () => {
    const items = await feedItems();
    const titles = items.map((i) => i.title);
    expect(titles).toContain('Senior Data Engineer – Danube Analytics');
    expect(titles).toContain('Python Developer – Danube Analytics');
    expect(titles.some((t) => t?.startsWith('Expired') || t?.startsWith('Archived'))).toBe(false);
    const first = items.find((i) => i.title?.startsWith('Senior'));
    expect(first?.link).toBe(`${BASE}/jobs/${active.slug}`);
    expect(first?.guid).toBe(first?.link);
    expect(new Date(first?.pubDate ?? '').toISOString()).toBe(
      new Date(active.createdAt).toISOString().replace(/\.\d+Z$/, '.000Z'),
    );
    expect(first?.description).toContain('</script><script>alert(1)</script> & keep it running');
    // Newest first.
    const dates = items.map((i) => Date.parse(i.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('filters like the board: every word, accents ignored, location, category and type', async () => {
    expect((await feedItems('?q=krakow')).map((i) => i.title)).toEqual(['Python Developer – Danube Analytics']);
    expect((await feedItems('?q=python%20krakow')).map((i) => i.title)).toEqual([
      'Python Developer – Danube Analytics',
    ]);
    expect((await feedItems('?location=krak%C3%B3w&type=contract')).map((i) => i.title)).toEqual([
      'Python Developer – Danube Analytics',
    ]);
    expect(await feedItems('?q=analyst')).toEqual([]); // only the expired job says so
    expect(await feedItems('?category=marketing')).toEqual([]);
    const bad = await s.client().get('/feeds/jobs.xml?type=freelance');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalidInput');
  });
});

describe('the listing period', () => {
  it('keeps the day rate and the period when an edit leaves them out, and clears the day rate when sent null', async () => {
    const job = await post({ title: 'Day Rate Kept', dayRate: 40000, listingDays: 90 });
    const kept = await employer.put(`/api/employer/jobs/${job.id}`, validJob({ title: 'Day Rate Kept' }));
    expect(kept.body.data.job).toMatchObject({ dayRate: 40000, listingDays: 90, validThrough: job.validThrough });
    const cleared = await employer.put(`/api/employer/jobs/${job.id}`, validJob({ dayRate: null }));
    expect(cleared.body.data.job.dayRate).toBeNull();
  });

  it('lists a new job for the chosen period and moves the end when the period changes', async () => {
    const job = await post({ title: 'Thirty Day Role', listingDays: 30 });
    const days = (j: Job) => (Date.parse(j.validThrough) - Date.parse(j.createdAt)) / DAY;
    expect(days(job)).toBeCloseTo(30, 2);
    expect(days(active)).toBeCloseTo(60, 2);
    const edited = await employer.put(
      `/api/employer/jobs/${job.id}`,
      validJob({ title: 'Thirty Day Role', listingDays: 90 }),
    );
    expect(edited.status).toBe(200);
    expect(days(jobSchema.parse(edited.body.data.job))).toBeCloseTo(90, 2);
    const bad = await employer.post('/api/employer/jobs', validJob({ listingDays: 45, dayRate: -1 }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ listingDays: 'listingDaysInvalid', dayRate: 'dayRateInvalid' });
  });

  it('keeps an expired job off the list and the job endpoint, and refuses applications with jobExpired', async () => {
    expect((await s.client().get(`/api/jobs/${expired.slug}`)).status).toBe(404);
    const list = await s.client().get('/api/jobs');
    expect(list.body.map((j: Job) => j.id)).not.toContain(expired.id);
    const candidate = (await s.as('candidate')).client;
    expect((await candidate.get('/api/candidate/jobs')).body.jobs.map((j: Job) => j.id)).not.toContain(expired.id);
    const apply = await candidate.post('/api/applications', { jobId: expired.id, notes: 'I would like to apply.' });
    expect(apply.status).toBe(400);
    expect(apply.body).toMatchObject({ code: 'jobExpired', fields: { jobId: 'jobExpired' } });
  });

  it('tells a syncing device that a job expired since its last pull', async () => {
    const job = await post({ title: 'Soon Expiring' });
    const first = await s.client().get('/api/sync/jobs');
    expect(first.body.jobs.map((j: Job) => j.id)).toContain(job.id);
    await expire(job.id);
    const next = await s.client().get(`/api/sync/jobs?since=${encodeURIComponent(first.body.cursor)}`);
    expect(next.body.removed).toContain(job.id);
    expect(next.body.jobs.map((j: Job) => j.id)).not.toContain(job.id);
  });

  it('renew reopens an archived job: its page answers again', async () => {
    const job = await post({ title: 'Archived Before Renewal' });
    expect((await employer.delete(`/api/employer/jobs/${job.id}`)).status).toBe(200);
    expect((await s.client().get(`/jobs/${job.slug}`)).status).toBe(404);
    expect((await employer.post(`/api/employer/jobs/${job.id}/renew`)).status).toBe(200);
    expect((await s.client().get(`/jobs/${job.slug}`)).status).toBe(200);
  });

  it('renews a job for its period from now: the owner only', async () => {
    const job = await post({ title: 'Renewable Role', listingDays: 30 });
    await expire(job.id);
    const other = (await s.as('employer')).client;
    expect((await other.post(`/api/employer/jobs/${job.id}/renew`)).status).toBe(404);
    const candidate = (await s.as('candidate')).client;
    expect((await candidate.post(`/api/employer/jobs/${job.id}/renew`)).status).toBe(403);
    expect((await s.client().post(`/api/employer/jobs/${job.id}/renew`)).status).toBe(401);
    expect((await employer.post('/api/employer/jobs/999999/renew')).status).toBe(404);

    const before = Date.now();
    const res = await employer.post(`/api/employer/jobs/${job.id}/renew`);
    expect(res.status).toBe(200);
    const renewed = jobSchema.parse(res.body.data.job);
    expect((Date.parse(renewed.validThrough) - before) / DAY).toBeCloseTo(30, 1);
    expect((await s.client().get(`/jobs/${job.slug}`)).status).toBe(200);
    expect((await s.client().get(`/api/jobs/${job.slug}`)).status).toBe(200);
  });
});

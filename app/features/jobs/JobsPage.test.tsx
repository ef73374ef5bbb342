import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../server/contract/index.ts';
import { urlOf } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { db } from '../../offline/db.ts';
import { syncState } from '../../offline/sync.ts';
import JobsPage from './JobsPage.tsx';
import { makeJob } from '../../test/jobs.ts';
import { PageDataProvider } from '../../api/pageData.ts';
import { i18n } from '../../i18n/index.ts';
import { ME_KEY } from '../../api/queryClient.ts';
import { clearStoredJobs, storeJobs } from '../../offline/jobStore.ts';

const job = (id: number, location: string): Job => makeJob(id, { location, skills: ['A', 'B', 'C', 'D', 'E'] });

/** A fresh device (nothing stored from the tests before) that has pulled these jobs once. */
async function pulledOnly(jobs: Job[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json({ jobs, removed: [], cursor: 'c1', hasMore: false }))),
  );
  await Promise.all([clearStoredJobs(db), db.meta.clear(), db.saved.clear()]);
  await syncState.run('jobs');
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('/jobs page', () => {
  it('shows the error state when nothing is stored and the sync fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('boom', { status: 500 }))),
    );
    renderWithApp(<JobsPage />, { path: '/jobs', user: null });
    expect(screen.getAllByTestId('job-skeleton')).toHaveLength(5);
    expect(await screen.findByText('Error Loading Jobs', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Unable to load job listings. Please try again later.')).toBeTruthy();
  });

  it('lists stored jobs in pages of 10 and a filter change returns to page 1', async () => {
    const jobs = Array.from({ length: 12 }, (_, i) => job(i + 1, i < 3 ? 'Helsinki, Finland' : 'Budapest, Hungary'));
    vi.stubGlobal(
      'fetch',
      vi.fn((url: RequestInfo | URL) => {
        // The first visit's server page (asked while the store is empty) does not come before the sync.
        if (urlOf(url).startsWith('/api/jobs?')) return new Promise<Response>(() => undefined);
        expect(urlOf(url)).toMatch(/^\/api\/sync\/jobs/);
        return Promise.resolve(Response.json({ jobs, removed: [], cursor: 'c1', hasMore: false }));
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<JobsPage />, { path: '/jobs?page=2', user: null });
    expect(await screen.findByText('Showing 2 of 12 jobs')).toBeTruthy();
    // Only the count line is announced; the list itself is not a live region.
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 12 jobs');
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
    const pager = screen.getByRole('navigation', { name: 'Job list pages' });
    expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // Newest first: page 2 holds the two oldest.
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Engineer 2',
      'Engineer 1',
    ]);
    expect(screen.getAllByText('+1 more')).toHaveLength(2);
    expect(screen.getAllByText('€50k – €70k / year')).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'finland');
    await waitFor(() => expect(screen.getByText('Showing 3 of 3 jobs')).toBeTruthy());
    expect(screen.getByTestId('location').textContent).toBe('/jobs?location=finland');
    expect(screen.queryByRole('navigation', { name: 'Job list pages' })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing-like-this');
    expect(await screen.findByText('No jobs found')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0]!);
    expect(await screen.findByText('Showing 10 of 12 jobs')).toBeTruthy();
  });

  it("asks who is signed in once for the list's Save buttons, not once a card", async () => {
    const jobs = Array.from({ length: 6 }, (_, i) => job(i + 1, 'Budapest, Hungary'));
    await pulledOnly(jobs);
    const { client } = renderWithApp(<JobsPage />, { path: '/jobs', user: null });
    await screen.findByText('Showing 6 of 6 jobs');
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(6);
    expect(client.getQueryCache().find({ queryKey: ME_KEY })?.getObserversCount()).toBe(1);
  });

  it('saves jobs on this device and lists only the saved ones on request', async () => {
    const jobs = Array.from({ length: 3 }, (_, i) => job(i + 1, 'Budapest, Hungary'));
    // A fresh device: nothing stored from the tests above, then one pull.
    await pulledOnly(jobs);
    const user = userEvent.setup();
    renderWithApp(<JobsPage />, { path: '/jobs', user: null });
    await screen.findByText('Showing 3 of 3 jobs');
    const card = (title: string) =>
      screen.getAllByRole('article').find((a) => within(a).getByRole('heading').textContent === title)!;

    await user.click(screen.getByRole('switch', { name: /Saved jobs only \(0\)/ }));
    expect(await screen.findByText('No saved jobs yet')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/jobs?saved=1');
    await user.click(screen.getByRole('switch', { name: /Saved jobs only/ }));
    await screen.findByText('Showing 3 of 3 jobs');

    await user.click(within(card('Engineer 2')).getByRole('button', { name: 'Save' }));
    expect(await within(card('Engineer 2')).findByRole('button', { name: 'Saved' })).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: /Saved jobs only \(1\)/ }));
    expect(await screen.findByText('Showing 1 of 1 jobs')).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Engineer 2',
    ]);

    // Removing the bookmark takes the job off the saved list at once.
    await user.click(within(card('Engineer 2')).getByRole('button', { name: 'Saved' }));
    expect(await screen.findByText('No saved jobs yet')).toBeTruthy();
  });

  it("leaves out a stored job whose listing period ran out, and shows a contract role's day rate", async () => {
    const jobs = [
      { ...job(1, 'Budapest, Hungary'), dayRate: 65_000 },
      job(2, 'Budapest, Hungary'),
      { ...job(3, 'Budapest, Hungary'), validThrough: '2020-01-01T00:00:00.000Z' },
    ];
    // The device pulled the three while all were listed; one has expired since (no sync has said so yet).
    await pulledOnly(jobs);
    renderWithApp(<JobsPage />, { path: '/jobs', user: null });
    expect(await screen.findByText('Showing 2 of 2 jobs')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Engineer 3' })).toBeNull();
    const first = screen
      .getAllByRole('article')
      .find((a) => within(a).getByRole('heading').textContent === 'Engineer 1')!;
    expect(within(first).getByText('€650 / day')).toBeTruthy();
  });

  it("on a first visit shows the server's page until the device copy is complete, then the device copy", async () => {
    const stored = Array.from({ length: 12 }, (_, i) => job(i + 1, 'Budapest, Hungary'));
    const fromServer = Array.from({ length: 10 }, (_, i) => job(100 + i, 'Kraków, Poland'));
    let release: () => void = () => undefined;
    const pulled = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL) => {
        const path = urlOf(url);
        asked.push(path);
        if (path.startsWith('/api/sync/jobs')) {
          await pulled;
          return Response.json({ jobs: stored, removed: [], cursor: 'c1', hasMore: false });
        }
        return Response.json({ jobs: fromServer, total: 30, page: 1, pageSize: 10 });
      }),
    );
    // A fresh device whose first pull is still running.
    await Promise.all([clearStoredJobs(db), db.meta.clear(), db.saved.clear()]);
    const sync = syncState.run('jobs');
    renderWithApp(<JobsPage />, { path: '/jobs?q=krakow', user: null });
    expect(await screen.findByText('Showing 10 of 30 jobs')).toBeTruthy();
    expect(asked).toContain('/api/jobs?q=krakow&page=1&pageSize=10');
    expect(screen.getAllByRole('article')).toHaveLength(10);

    release();
    await sync;
    // The device copy now answers the same search (no Kraków job is stored).
    expect(await screen.findByText('No jobs found')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'krakow');
  });

  it('draws the page of results the server sent with the page at once, and keeps its cards for the device copy', async () => {
    const shared = Array.from({ length: 3 }, (_, i) => job(202 - i, 'Budapest, Hungary')); // newest first
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: RequestInfo | URL) => {
        asked.push(urlOf(url));
        return new Promise<Response>(() => undefined);
      }),
    );
    // A returning device: its copy holds the same three jobs.
    await Promise.all([clearStoredJobs(db), db.meta.clear(), db.saved.clear()]);
    await storeJobs(db, shared);
    const sent = {
      jobs: {
        query: 'location=hungary&page=1&pageSize=10',
        jobs: shared,
        total: 3,
        totalExact: true,
        hasMore: false,
        page: 1,
        pageSize: 10,
      },
    };
    renderWithApp(
      <PageDataProvider data={sent}>
        <JobsPage />
      </PageDataProvider>,
      { path: '/jobs?location=hungary', user: null },
    );
    // The first render (the one that takes the server's markup over) draws the server's page.
    expect(screen.getByText('Showing 3 of 3 jobs')).toBeTruthy();
    const results = document.getElementById('job-results')!;
    expect(results.dataset.source).toBe('server');
    const drawn = screen.getAllByRole('article');
    expect(drawn.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Engineer 202',
      'Engineer 201',
      'Engineer 200',
    ]);
    // Then the device's copy, in the very same card elements.
    await waitFor(() => expect(results.dataset.source).toBe('device'));
    expect(screen.getAllByRole('article')).toEqual(drawn);
    expect(asked.filter((u) => u.startsWith('/api/jobs'))).toEqual([]);
  });

  it.each([
    ['en', 'Showing 10 of 1,000+ jobs', 'Job list pages', ['Page 1', 'Page 2'], 'Next'],
    ['hu', 'Több mint 1000 állásból 10 látható', 'Lapozás az állások között', ['1. oldal', '2. oldal'], 'Következő'],
  ])(
    "says 'more than' the server's capped count (%s), and pages on without naming a last page",
    async (lng, line, pager, pages, next) => {
      const fromServer = Array.from({ length: 10 }, (_, i) => job(300 + i, 'Budapest, Hungary'));
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (url: RequestInfo | URL) =>
            urlOf(url).startsWith('/api/jobs?')
              ? Promise.resolve(
                  Response.json({
                    jobs: fromServer,
                    total: 1000,
                    totalExact: false,
                    hasMore: true,
                    page: 1,
                    pageSize: 10,
                  }),
                )
              : new Promise<Response>(() => undefined), // a first pull still under way: the server's page stays
        ),
      );
      await Promise.all([clearStoredJobs(db), db.meta.clear(), db.saved.clear()]);
      await act(async () => {
        await i18n.changeLanguage(lng);
      });
      renderWithApp(<JobsPage />, { path: '/jobs?q=data', user: null });
      expect(await screen.findByText(line)).toBeTruthy();
      const nav = screen.getByRole('navigation', { name: pager });
      const numbered = within(nav)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'))
        .filter(Boolean);
      expect(numbered).toEqual(pages);
      expect(within(nav).getByRole('button', { name: next })).toHaveProperty('disabled', false);
    },
  );
});

// The pipeline board: a column per stage with its count and its cards; a card moved by its
// 'Move' menu or from the keyboard on its handle (Space, an arrow to the next column, Space) calls the move,
// and after the answer the card is drawn in its new column. The API is a small in-memory pipeline behind the
// fetch stub; jsdom lays nothing out, so each column and card is given the box a browser would draw.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type JobPipeline,
  type StageCounts,
} from '../../../server/contract/index.ts';
import { jsonBody, json, stubApi, urlOf } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { PipelineBoard } from './PipelineBoard.tsx';
import './i18n.ts';

const employer = makeUser({ id: 3, role: 'employer' });
type Item = JobPipeline['items'][number];

const item = (id: number, firstName: string, lastName: string, status: ApplicationStatus): Item => ({
  id,
  jobId: 5,
  candidateId: 100 + id,
  status,
  cvUrl: null,
  appliedAt: '2026-01-10T09:00:00.000Z',
  job: {
    title: 'Könyvelő',
    company: 'Kék Bank',
    location: 'Budapest',
    type: 'full-time',
    slug: 'konyvelo',
    isActive: true,
    salary: null,
  },
  candidate: { firstName, lastName, email: `${firstName.toLowerCase()}@example.hu` },
  rating: null,
});

// Columns 200 px apart, each 180 wide; a card sits at the top of its column.
const COLUMN_WIDTH = 180;
const box = (x: number, y: number, width: number, height: number) =>
  ({ x, y, left: x, top: y, width, height, right: x + width, bottom: y + height, toJSON: () => ({}) }) as DOMRect;
const realRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const column = this.closest<HTMLElement>('[data-stage]');
    if (!column) return box(0, 0, 0, 0);
    const x = APPLICATION_STATUSES.indexOf(column.dataset.stage as ApplicationStatus) * 200;
    return this === column ? box(x, 0, COLUMN_WIDTH, 800) : box(x + 10, 60, 160, 80);
  };
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = realRect;
  vi.unstubAllGlobals();
});

function setUp() {
  const items = [
    item(1, 'Anna', 'Zágoni', 'submitted'),
    item(2, 'Béla', 'Ács', 'submitted'),
    item(3, 'Cili', 'Major', 'interview'),
  ];
  const fetch = stubApi(() => json({}));
  fetch.mockImplementation((url: RequestInfo | URL, init?: RequestInit) => {
    const u = new URL(urlOf(url), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && u.pathname === '/api/employer/jobs/5/applications') {
      const stage = u.searchParams.get('status');
      const shown = items.filter((i) => i.status === stage);
      return Promise.resolve(
        json({
          job: { id: 5, title: 'Könyvelő', company: 'Kék Bank', isActive: true },
          counts: {},
          items: shown,
          total: shown.length,
          page: 1,
          pageSize: 20,
        }),
      );
    }
    const moved = /^\/api\/employer\/applications\/(\d+)\/stage$/.exec(u.pathname);
    if (method === 'PUT' && moved) {
      const target = items.find((i) => i.id === Number(moved[1]))!;
      target.status = (jsonBody(init) as { stage: ApplicationStatus }).stage;
      return Promise.resolve(json({ ok: true, data: {} }));
    }
    return Promise.reject(new Error(`unexpected call ${method} ${u.pathname}`));
  });
  const counts: StageCounts = { submitted: 2, review: 0, interview: 1, offer: 0, hired: 0, rejected: 0 };
  renderWithApp(<PipelineBoard area="employer" jobId={5} counts={counts} />, {
    path: '/employer/jobs/5',
    user: employer,
  });
  return { fetch, user: userEvent.setup() };
}

const column = (stage: string) => screen.getByRole('region', { name: new RegExp(`^${stage} \\d+$`) });
const moves = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => [urlOf(url), jsonBody(init)] as const);

describe('PipelineBoard', () => {
  it('draws a column per stage with its count and its cards', async () => {
    setUp();
    expect(await within(column('Submitted')).findByRole('link', { name: 'Anna Zágoni' })).toBeTruthy();
    expect(within(column('Submitted')).getByText('2')).toBeTruthy();
    expect(within(column('Interview')).getByText('1')).toBeTruthy();
    expect(await within(column('Interview')).findByRole('link', { name: 'Cili Major' })).toBeTruthy();
    expect(within(column('Offer')).getByText('0')).toBeTruthy();
    expect(await within(column('Hired')).findByText('No applicants.')).toBeTruthy();
    expect(screen.getAllByRole('region')).toHaveLength(APPLICATION_STATUSES.length);
  });

  it('moves a card by its menu, and the card lands in its new column', async () => {
    const { fetch, user } = setUp();
    await within(column('Submitted')).findByRole('link', { name: 'Anna Zágoni' });
    await user.selectOptions(screen.getByLabelText('Move Anna Zágoni'), 'review');
    expect(await within(column('Under Review')).findByRole('link', { name: 'Anna Zágoni' })).toBeTruthy();
    expect(within(column('Submitted')).queryByRole('link', { name: 'Anna Zágoni' })).toBeNull();
    expect(moves(fetch)).toEqual([['/api/employer/applications/1/stage', { stage: 'review' }]]);
  });

  it('moves a card from the keyboard: Space on its handle, an arrow to the next column, Space', async () => {
    const { fetch, user } = setUp();
    await within(column('Submitted')).findByRole('link', { name: 'Béla Ács' });
    screen.getByRole('button', { name: 'Drag Béla Ács to another stage' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    await vi.waitFor(() => expect(moves(fetch)).toEqual([['/api/employer/applications/2/stage', { stage: 'review' }]]));
    expect(await within(column('Under Review')).findByRole('link', { name: 'Béla Ács' })).toBeTruthy();
    expect(within(column('Submitted')).queryByRole('link', { name: 'Béla Ács' })).toBeNull();
  });
});

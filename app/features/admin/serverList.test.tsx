// The staff lists' state lives in the URL: writes that land before the next render must all be kept, and
// a search box's late write must not undo a navigation (e2e/desk.spec.ts found it: a recruiter typed a
// name, clicked the applicant, and came back to the list). The browser router changes the address at once
// and draws the next page in a transition; while that page's code loads, the list stays mounted and its
// search timer still fires.
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter, Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useListState } from './serverList.tsx';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/admin/contracts?q=er']}>{children}</MemoryRouter>
);

describe('useListState', () => {
  it('keeps every change written before the page renders again (a status picked as the search is sent)', () => {
    const { result } = renderHook(() => ({ state: useListState('contracts'), search: useLocation().search }), {
      wrapper,
    });
    act(() => {
      const state = result.current.state; // the same render's state for both writes, as a firing timer has
      state.setStatus('active');
      state.setSort('oldest');
    });
    const params = new URLSearchParams(result.current.search);
    expect(params.get('q')).toBe('er');
    expect(params.get('status')).toBe('active');
    expect(params.get('sort')).toBe('oldest');
    expect(result.current.state.status).toBe('active');
  });
});

function List() {
  const state = useListState('applications');
  return (
    <>
      <input aria-label="Search" value={state.draft} onChange={(e) => state.setDraft(e.target.value)} />
      <Link to="/admin/applications/40">Open</Link>
      <p>query: {state.q}</p>
    </>
  );
}

let arrive: () => void = () => {};
const Application = lazy(
  () =>
    new Promise<{ default: () => ReactNode }>((resolve) => {
      arrive = () => resolve({ default: () => <h1>Application 40</h1> });
    }),
);

function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route path="/admin/dashboard" element={<List />} />
          <Route path="/admin/applications/:id" element={<Application />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}

afterEach(() => vi.useRealTimers());

describe('the staff list search', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/admin/dashboard');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  it('writes the typed search to the address once typing pauses', () => {
    render(<App />);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Réka' } });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(window.location.pathname + window.location.search).toBe('/admin/dashboard?q=R%C3%A9ka');
    expect(screen.getByText('query: Réka')).toBeTruthy();
  });

  it('does not take the browser back to the list when the user opened an application before it fired', async () => {
    render(<App />);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Réka' } });
    fireEvent.click(screen.getByRole('link', { name: 'Open' }));
    expect(window.location.pathname).toBe('/admin/applications/40');
    // The next page's code is still loading: the list is still on screen, and its timer fires.
    expect(screen.getByLabelText('Search')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    vi.useRealTimers();
    await act(async () => {
      arrive();
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Application 40' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/admin/applications/40');
  });
});

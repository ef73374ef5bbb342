// The staff lists' state lives in the URL: writes that land before the next render must all be kept.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePressWhenKnown } from './usePressWhenKnown.ts';

function setUp(known: boolean) {
  const acted: string[] = [];
  const view = renderHook(({ known, who }) => usePressWhenKnown(() => acted.push(who), known), {
    initialProps: { known, who: 'nobody yet' },
  });
  return { acted, view };
}

describe('usePressWhenKnown', () => {
  it('acts at once on a press once the page knows', () => {
    const { acted, view } = setUp(true);
    act(() => view.result.current.press());
    expect(acted).toEqual(['nobody yet']);
    expect(view.result.current.waiting).toBe(false);
  });

  it('keeps a press made before the page knows, shows it waits, and acts once, with what the page then knows', () => {
    const { acted, view } = setUp(false);
    act(() => view.result.current.press());
    act(() => view.result.current.press());
    expect(acted).toEqual([]);
    expect(view.result.current.waiting).toBe(true);
    view.rerender({ known: true, who: 'a candidate' });
    expect(acted).toEqual(['a candidate']);
    expect(view.result.current.waiting).toBe(false);
    view.rerender({ known: true, who: 'a candidate' });
    expect(acted).toEqual(['a candidate']);
  });

  it('does nothing before a press', () => {
    const { acted, view } = setUp(false);
    view.rerender({ known: true, who: 'a candidate' });
    expect(acted).toEqual([]);
  });
});

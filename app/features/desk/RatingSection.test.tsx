// The reviewer's 1–5 rating on the application panel: the star tapped is checked in the same render as the
// tap (a browser's check of the radio right after the click saw it snap back while the request was
// starting), the answer's average follows, and a refused rating puts the saved one back.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeskApplication } from '../../../server/contract/index.ts';
import { json, later, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { RatingSection } from './ApplicationPanelPage.tsx';
import './i18n.ts';

afterEach(() => vi.unstubAllGlobals());

const RATED_3 = { mine: 3, average: 3, count: 1 };
const panelWith = (rating: DeskApplication['rating']) => ({ rating }) as DeskApplication;

function setUp(answer: ReturnType<typeof later>) {
  const fetch = stubApi({ 'PUT /api/employer/applications/7/rating': answer.handler });
  renderWithApp(<RatingSection area="employer" id={7} panel={panelWith(RATED_3)} />, {
    path: '/employer/applications/7',
    user: makeUser({ id: 3, role: 'employer' }),
  });
  return fetch;
}
const star = (n: number) => screen.getByRole<HTMLInputElement>('radio', { name: `${n} of 5` });

describe('RatingSection', () => {
  it('checks the star tapped at once, while the rating is being saved', () => {
    setUp(later());
    expect(star(3).checked).toBe(true);
    fireEvent.click(star(4));
    expect(star(4).checked).toBe(true);
    expect(star(3).checked).toBe(false);
  });

  it('puts the saved rating back when the server refuses the new one', async () => {
    const answer = later();
    setUp(answer);
    fireEvent.click(star(5));
    expect(star(5).checked).toBe(true);
    await answer.release(json({ ok: false, error: { code: 'forbidden' } }, 403));
    await vi.waitFor(() => expect(star(3).checked).toBe(true));
    expect(star(5).checked).toBe(false);
    expect(screen.getByTestId('rating-average').textContent).toBe('Average 3 from 1 rating');
  });
});

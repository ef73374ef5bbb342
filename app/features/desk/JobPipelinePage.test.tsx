// A job's applicants page whose list the server cannot give names what failed (the applicants, not "the
// application") and offers to try again.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import JobPipelinePage from './JobPipelinePage.tsx';
import './i18n.ts';

afterEach(() => vi.unstubAllGlobals());

describe('JobPipelinePage', () => {
  it('a list that fails to load says the applicants could not be loaded, with Try again', async () => {
    stubApi(() => json({ ok: false, code: 'internal' }, 503));
    renderWithApp(<JobPipelinePage area="employer" />, {
      path: '/employer/jobs/5',
      route: '/employer/jobs/:id',
      user: makeUser({ id: 3, role: 'employer' }),
    });
    expect(await screen.findByText('The applicants could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import AboutPage from './AboutPage.tsx';
import { MarkdownContent, splitTitle } from './ContentView.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('markdown content', () => {
  it('keeps http, https, mailto and relative links and empties other protocols', () => {
    render(
      <MemoryRouter>
        <MarkdownContent
          content={
            '[a](https://x.eu) [b](mailto:hi@x.eu) [c](/jobs) [d](javascript:alert(1)) [e](data:text/html,x) [f](xmpp:me@x.eu)'
          }
        />
      </MemoryRouter>,
    );
    const href = (name: string) => screen.getByText(name).closest('a')?.getAttribute('href') ?? '';
    expect(href('a')).toBe('https://x.eu');
    expect(href('b')).toBe('mailto:hi@x.eu');
    expect(href('c')).toBe('/jobs');
    expect(href('f')).toBe('xmpp:me@x.eu');
    expect(href('d')).toBe('');
    expect(href('e')).toBe('');
  });

  it('uses a leading "# Title" as the page heading', () => {
    expect(splitTitle('# About Portal Talent\n\nText')).toEqual({ title: 'About Portal Talent', body: 'Text' });
    expect(splitTitle('No title')).toEqual({ title: null, body: 'No title' });
  });
});

describe('/about', () => {
  it('shows the error texts when the content cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('nope', { status: 503 }))),
    );
    renderWithApp(<AboutPage />, { path: '/about', user: null });
    expect(screen.getByRole('status', { name: 'Loading content' })).toBeTruthy();
    expect(await screen.findByText('Error Loading About Page')).toBeTruthy();
    expect(screen.getByText('Unable to load the about page content. Please try again later.')).toBeTruthy();
  });

  it('renders the synced markdown in the current language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          Response.json({
            pages: [
              {
                slug: 'about',
                lang: 'en',
                content: '# About Portal Talent\n\n## Our Story\n\nSince 1995.',
                updatedAt: '2025-09-01T00:00:00.000Z',
              },
            ],
            cursor: 'c1',
          }),
        ),
      ),
    );
    renderWithApp(<AboutPage />, { path: '/about', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Portal Talent' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Story' })).toBeTruthy();
    expect(document.title).toBe('About Us | Portal Talent');
    // No server-written canonical link here: the page's own origin.
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/about`,
    );
  });
});

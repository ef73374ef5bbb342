// A waiting button: busy, not pressable, its spinner named in the page's language (it asks for the texts
// itself, only while it waits).
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { renderWithApp } from '../../test/render.tsx';
import { Button } from './kit.tsx';

afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('Button', () => {
  it('shows a waiting press as a named spinner, in English and Hungarian', async () => {
    renderWithApp(
      <>
        <Button text="Send" />
        <Button text="Save" loading />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBeNull();
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Loading...');
    await act(async () => {
      await i18n.changeLanguage('hu');
    });
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Betöltés...');
  });
});

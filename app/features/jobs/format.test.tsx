import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { formatDayRate, formatSalary } from './format.ts';
import { PayTags } from './PayTags.tsx';

describe('salary and day rate texts', () => {
  it('shows a salary with its period, in English and Hungarian', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t;
    expect(formatSalary(t, { min: 60, max: 80, currency: 'EUR' })).toBe('€60k – €80k / year');
    expect(formatSalary(t, { min: 60, max: 60, currency: 'EUR' })).toBe('€60k / year');
    expect(formatSalary(t, { min: 60, max: null, currency: 'EUR' })).toBe('From €60k / year');
    expect(formatSalary(t, { min: null, max: 80, currency: 'EUR' })).toBe('Up to €80k / year');
    expect(formatSalary(t, { min: null, max: null, currency: 'EUR' })).toBeNull();
    expect(formatSalary(t, null)).toBeNull();
    await i18n.changeLanguage('hu');
    expect(formatSalary(i18n.t, { min: 60, max: 80, currency: 'EUR' })).toBe('60 E € – 80 E € / év');
    expect(formatSalary(i18n.t, { min: 60, max: null, currency: 'EUR' })).toBe('Legalább 60 E € / év');
  });

  it('shows a day rate given in cents as euros a day', async () => {
    await i18n.changeLanguage('en');
    expect(formatDayRate(i18n.t, 65_000)).toBe('€650 / day');
    expect(formatDayRate(i18n.t, 125_050)).toBe('€1,250.5 / day');
    await i18n.changeLanguage('hu');
    expect(formatDayRate(i18n.t, 65_000)).toBe('650 € / nap');
  });

  it("shows a contract role's day rate beside its salary, and nothing for a job without either", async () => {
    await i18n.changeLanguage('en');
    const { unmount } = render(<PayTags job={{ salary: { min: 60, max: 80, currency: 'EUR' }, dayRate: 65_000 }} />);
    expect(screen.getByText('€60k – €80k / year')).toBeTruthy();
    expect(screen.getByText('€650 / day')).toBeTruthy();
    unmount();
    const empty = render(<PayTags job={{ salary: null, dayRate: null }} />);
    expect(empty.container.textContent).toBe('');
  });
});

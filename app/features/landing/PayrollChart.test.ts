// The chart's axis amounts are drawn on the server too, so they must read as the browser writes them. Intl's
// compact notation does not: Node writes '€2K' where Chromium writes '€2k' (and older ICUs '€2.0k'), and the
// page failed to hydrate. The amounts are plain numbers with the unit from the texts.
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { axisAmount } from './PayrollChart.tsx';
import './i18n.ts';

const axis = (lng: 'en' | 'hu', values: number[]) =>
  values.map((v) => axisAmount(i18n.getFixedT(lng), lng, v).replace(/\u00a0/g, ' '));

describe('the calculator chart’s axis amounts', () => {
  it('write euros, thousands and millions with at most one decimal, in English and Hungarian', () => {
    const values = [0, 250, 2_000, 20_000, 12_500, 1_500_000];
    expect(axis('en', values)).toEqual(['€0', '€250', '€2k', '€20k', '€12.5k', '€1.5m']);
    expect(axis('hu', values)).toEqual(['0 EUR', '250 EUR', '2 E EUR', '20 E EUR', '12,5 E EUR', '1,5 M EUR']);
  });
});

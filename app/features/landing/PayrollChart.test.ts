// The chart's axis amounts are drawn on the server too, so they must read as the browser writes them: whole
// thousands without a fraction ('€20k', not Node's own '€20.0k'), or the page fails to hydrate.
import { describe, expect, it } from 'vitest';
import { axisFormat } from './PayrollChart.tsx';

describe('the calculator chart’s axis amounts', () => {
  it('write whole thousands without a fraction, and halves with one, in English and Hungarian', () => {
    const en = axisFormat('en');
    const hu = axisFormat('hu');
    expect([0, 2_000, 20_000, 12_500].map((v) => en.format(v))).toEqual(['€0', '€2K', '€20K', '€12.5K']);
    expect([0, 20_000, 12_500].map((v) => hu.format(v).replace(/\u00a0/g, ' '))).toEqual([
      '0 EUR',
      '20 E EUR',
      '12,5 E EUR',
    ]);
  });
});

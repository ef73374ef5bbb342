import { describe, expect, it } from 'vitest';
import { buildCvPdf } from './cvPdf.ts';

const cv = {
  fileName: 'Zsofia_Molnar_CV.pdf',
  headline: 'Lead Product Manager (Cards)',
  city: 'Łódź, Poland',
  summary: ['Ten years in card products – issuing and acquiring.', 'Back\\slash kept.'],
};
const pdf = buildCvPdf('Zsófia Molnár', 'zsofia@example.com', null, cv);
const text = pdf.toString('latin1');

describe('demo CV PDF', () => {
  it('is a PDF file from its first bytes to its end marker', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(text.endsWith('%%EOF\n')).toBe(true);
  });

  it('has a cross-reference table whose offsets point at its objects, as a viewer reads them', () => {
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.startsWith('xref\n', xrefAt)).toBe(true);
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(xrefAt)) ?? [];
    expect(Number(first)).toBe(0);
    const entries = text
      .slice(xrefAt)
      .split('\n')
      .slice(2, 2 + Number(count));
    expect(entries[0]).toBe('0000000000 65535 f ');
    entries.slice(1).forEach((entry, i) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      expect(text.startsWith(`${i + 1} 0 obj\n`, Number(entry.slice(0, 10)))).toBe(true);
    });
    expect(text).toContain(`trailer\n<< /Size ${count} /Root 1 0 R`);
  });

  it('declares the true length of its page content', () => {
    const [, length, content] = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)endstream/.exec(text) ?? [];
    expect(Buffer.byteLength(content ?? '', 'latin1')).toBe(Number(length));
  });

  it('shows the CV facts in the ASCII of the standard fonts, brackets and backslashes escaped', () => {
    expect(text).toContain('(Zsofia Molnar) Tj');
    expect(text).toContain('(Lead Product Manager \\(Cards\\)) Tj');
    expect(text).toContain('(Lodz, Poland  |  zsofia@example.com) Tj');
    expect(text).toContain('(Ten years in card products - issuing and acquiring.) Tj');
    expect(text).toContain('(Back\\\\slash kept.) Tj');
    expect(text).toContain('/Title (Zsofia Molnar - CV)');
    expect(/[^\t\n\r -~]/.test(text)).toBe(false);
  });
});

// The demo CVs: a small, valid one-page PDF per candidate made from its text, so the demo needs no
// binary files and every CV opens in a PDF viewer. Standard fonts only, hence ASCII text.
import type { CvSeed } from './users.ts';

/** ASCII for the PDF's standard fonts: accents stripped, other non-ASCII letters mapped. */
function pdfAscii(text: string): string {
  const mapped = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .replace(/[–—]/g, '-');
  return mapped.replace(/[^\x20-\x7e]/g, '?');
}

const pdfString = (text: string) => `(${pdfAscii(text).replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** A small, valid one-page PDF (correct xref offsets) showing a CV's headline facts as text. */
export function buildCvPdf(name: string, email: string, phone: string | null, cv: CvSeed): Buffer {
  const lines: { font: 'F1' | 'F2'; size: number; text: string; gap: number }[] = [
    { font: 'F1', size: 22, text: name, gap: 0 },
    { font: 'F2', size: 13, text: cv.headline, gap: 28 },
    { font: 'F2', size: 10, text: [cv.city, email, phone].filter(Boolean).join('  |  '), gap: 20 },
    { font: 'F1', size: 12, text: 'Profile', gap: 34 },
    ...cv.summary.map((text, i) => ({ font: 'F2' as const, size: 10, text, gap: i === 0 ? 20 : 16 })),
  ];
  let content = 'BT\n72 770 Td\n';
  for (const line of lines) {
    content += `/${line.font} ${line.size} Tf\n0 ${-line.gap} Td\n${pdfString(line.text)} Tj\n`;
  }
  content += 'ET\n';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    `<< /Title ${pdfString(`${name} - CV`)} /Author ${pdfString(name)} /Producer (Portal Talent demo data) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

// The text of a PDF as a reader would copy it (pdf-parse), runs of spaces made one: what the tests of the
// generated invoices, credit notes and payslips assert on.
import { PDFParse } from 'pdf-parse';

export async function pdfText(data: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data });
  try {
    return (await parser.getText()).text.replace(/[^\S\n]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

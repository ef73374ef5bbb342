// Validates a document against NAV's own schemas (vendored in ./xsd) with xmllint, a real XML Schema
// validator (Debian package libxml2-utils). Used by the tests; a missing xmllint is an error, never a skip.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCHEMAS = {
  /** InvoiceData: invoices, credit notes, modifying invoices. */
  data: 'invoiceData.xsd',
  /** The REST API's requests and responses (ManageInvoiceRequest…). */
  api: 'invoiceApi.xsd',
} as const;

/** The schema's verdict: valid, or xmllint's messages. */
export function validateAgainstNav(xml: string, schema: keyof typeof SCHEMAS): { valid: boolean; errors: string } {
  const xsd = fileURLToPath(new URL(`./xsd/${SCHEMAS[schema]}`, import.meta.url));
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', xsd, '-'], { input: xml, encoding: 'utf8' });
  if (run.error) {
    throw new Error(
      `xmllint could not run (${run.error.message}): install it with 'apt-get install -y libxml2-utils' (.ci/run does)`,
    );
  }
  // 0 valid; 1 not well-formed, 3 and 4 invalid; anything else (5: the schema itself) is xmllint failing.
  if (![0, 1, 3, 4].includes(run.status ?? -1)) throw new Error(`xmllint failed (${run.status}): ${run.stderr}`);
  return { valid: run.status === 0, errors: run.stderr };
}

/** validateAgainstNav without blocking the event loop (the NAV test server answers while it checks). */
export function validateAgainstNavAsync(
  xml: string,
  schema: keyof typeof SCHEMAS,
): Promise<{ valid: boolean; errors: string }> {
  const xsd = fileURLToPath(new URL(`./xsd/${SCHEMAS[schema]}`, import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn('xmllint', ['--noout', '--nonet', '--schema', xsd, '-']);
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (errors += d));
    child.on('error', (err) => reject(new Error(`xmllint could not run (${err.message}): install libxml2-utils`)));
    child.on('close', (status) => {
      if (![0, 1, 3, 4].includes(status ?? -1)) reject(new Error(`xmllint failed (${status}): ${errors}`));
      else resolve({ valid: status === 0, errors });
    });
    child.stdin.end(xml);
  });
}

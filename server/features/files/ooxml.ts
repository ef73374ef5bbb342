// Is this zip a Word 2007+ document? Read as Word reads it, not by looking for names anywhere in the
// bytes (a zip that merely held the two names was stored as a .docx). The zip's
// central directory is read (node:zlib inflates; no dependency): `[Content_Types].xml` must be an OPC
// content-types document that declares a WordprocessingML main document part, that part must be in the
// zip, and it must be a WordprocessingML `document`. Every size is bounded, so a zip bomb costs nothing.
import zlib from 'node:zlib';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** The two parts read are small XML; a CV's document.xml is well under this. */
const MAX_PART_BYTES = 8 * 1024 * 1024;

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const CONTENT_TYPES_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';
const WORD_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The zip's entries by name, from its central directory; null when there is none to read. */
function centralDirectory(zip: Buffer): Map<string, Entry> | null {
  // The end-of-central-directory record: 22 bytes plus a comment of at most 65,535.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Entry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** One entry's bytes (stored or deflated), or null when it cannot be read within the bounds. */
function read(zip: Buffer, entry: Entry | undefined): Buffer | null {
  if (!entry || entry.size > MAX_PART_BYTES) return null;
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) return null;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return null;
  try {
    if (entry.method === 0) return data;
    if (entry.method === 8) return zlib.inflateRawSync(data, { maxOutputLength: MAX_PART_BYTES });
  } catch {
    return null;
  }
  return null;
}

const attributes = (tag: string) =>
  new Map([...tag.matchAll(/([\w:]+)\s*=\s*("([^"]*)"|'([^']*)')/g)].map((m) => [m[1]!, m[3] ?? m[4] ?? '']));

/** The root element of an XML document: its name and attributes (after the declaration and comments). */
function rootOf(xml: string): { name: string; attrs: Map<string, string> } | null {
  const body = xml
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^?]*\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  const m = /^<([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/.exec(body);
  if (!m) return null;
  const name = m[1]!;
  // The root closes at the end: `</name>` (or it was empty, `<name/>`).
  if (!m[0].endsWith('/>') && !new RegExp(`</${name.replace(/[.]/g, '\\.')}\\s*>$`).test(body)) return null;
  return { name, attrs: attributes(m[2] ?? '') };
}

/** True when the zip is a Word 2007+ document (see the top of this file). */
export function isWordDocument(zip: Buffer): boolean {
  const entries = centralDirectory(zip);
  if (!entries) return false;
  const types = read(zip, entries.get('[Content_Types].xml'))?.toString('utf8');
  const root = types === undefined ? null : rootOf(types);
  if (!types || root?.name !== 'Types' || root.attrs.get('xmlns') !== CONTENT_TYPES_NS) return false;
  const main = [...types.matchAll(/<Override\b([^>]*?)\/?>/g)]
    .map((m) => attributes(m[1]!))
    .find((a) => a.get('ContentType') === WORD_MAIN);
  const partName = main?.get('PartName');
  if (!partName?.startsWith('/')) return false;
  const document = read(zip, entries.get(decodeURIComponent(partName.slice(1))))?.toString('utf8');
  const doc = document === undefined ? null : rootOf(document);
  if (!doc) return false;
  const [prefix, local] = doc.name.includes(':') ? doc.name.split(':') : ['', doc.name];
  return local === 'document' && doc.attrs.get(prefix ? `xmlns:${prefix}` : 'xmlns') === WORD_NS;
}

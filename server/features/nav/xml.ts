// A small XML writer for NAV's documents: elements as plain values, text escaped once when written, and
// optional elements left out by passing null. No parser, no DOM: the documents are generated, never read.

/** An element: its name, its attributes, and either its text or its children. */
export interface XmlElement {
  name: string;
  attrs?: Readonly<Record<string, string>>;
  content: string | readonly (XmlElement | null)[];
}

/** An element with text content. */
export const text = (name: string, value: string, attrs?: Record<string, string>): XmlElement => ({
  name,
  attrs,
  content: value,
});

/** An element with children; a null child is left out (an optional element the document does not carry). */
export const el = (name: string, ...children: (XmlElement | null)[]): XmlElement => ({ name, content: children });

/** Characters XML 1.0 cannot carry at all (§ 2.2): control characters other than tab, LF and CR, U+FFFE,
 *  U+FFFF and lone surrogates (in a `u` pattern a paired surrogate is one code point and does not match).
 *  Invoice text holding one is refused rather than silently changed. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/u;

/** Text as XML character data or an attribute value: &, <, >, " and ' escaped. */
function escapeXml(value: string): string {
  if (NOT_XML.test(value)) throw new Error(`Text that XML cannot carry: ${JSON.stringify(value)}`);
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function write(e: XmlElement, indent: string, out: string[]): void {
  const attrs = Object.entries(e.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  if (typeof e.content === 'string') {
    out.push(`${indent}<${e.name}${attrs}>${escapeXml(e.content)}</${e.name}>`);
    return;
  }
  out.push(`${indent}<${e.name}${attrs}>`);
  for (const child of e.content) if (child) write(child, `${indent}  `, out);
  out.push(`${indent}</${e.name}>`);
}

/** A whole document: the UTF-8 declaration and the root, indented by two spaces. */
export function xmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, '', out);
  return `${out.join('\n')}\n`;
}

// A drawn page sent gzipped without compressing it whole for each response. Its parts are compressed apart
// (raw deflate ending in a sync flush: byte-aligned, no block marked last), the parts that change per
// response (the CSP nonce) go as stored blocks between them, and one gzip header, an empty last block and
// the trailer (CRC-32 and length of the whole text) make them one gzip stream (RFC 1951, 1952). The page's
// shell (its inlined stylesheets: most of its bytes) is compressed once per build, a kept page's parts
// once: compressing the whole /jobs page (190 KB) cost a response as much CPU as drawing it.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pieceOptions as options } from './pagePiece.mjs';

/** Text and its deflate blocks, which join with other pieces' (gzipOf). */
export interface Piece {
  text: string;
  deflated: Buffer;
}

/** A piece compressed on this thread, for text compressed once and kept (a page's shell). */
export const pieceNow = (text: string): Piece => ({ text, deflated: zlib.deflateRawSync(text, options(9)) });

const deflateRaw = promisify(zlib.deflateRaw);

/** Below this many characters a page's piece is compressed at once: a trip to libuv's threads and back
 * takes longer than compressing a title or a short head. */
const AT_ONCE_MAX = 2_048;

/** A piece compressed on libuv's threads, for text of one page drawn on the server's thread (its markup and data). */
export const piece = async (text: string): Promise<Piece> => ({
  text,
  deflated: text.length <= AT_ONCE_MAX ? zlib.deflateRawSync(text, options(6)) : await deflateRaw(text, options(6)),
});

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block marked last. */
const LAST = Buffer.from([1, 0, 0, 0xff, 0xff]);
const STORED_MAX = 0xffff;

/** Text as stored (uncompressed) deflate blocks. */
function stored(text: string): Buffer[] {
  const bytes: Buffer = Buffer.from(text);
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const data = bytes.subarray(at, at + STORED_MAX);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(data.length, 1);
    head.writeUInt16LE(~data.length & 0xffff, 3);
    out.push(head, data);
  }
  return out;
}

/** One gzip stream of the pieces' and the strings' text in order (a string goes stored). */
export function gzipOf(parts: readonly (Piece | string)[]): Buffer {
  let crc = 0;
  let size = 0;
  const out: Buffer[] = [HEADER];
  for (const part of parts) {
    const text = typeof part === 'string' ? part : part.text;
    crc = zlib.crc32(text, crc);
    size += Buffer.byteLength(text);
    if (typeof part === 'string') out.push(...stored(part));
    else out.push(part.deflated);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  out.push(LAST, trailer);
  return Buffer.concat(out);
}

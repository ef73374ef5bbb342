// A drawn page sent gzipped without compressing it whole for each response. Its parts are compressed apart
// (raw deflate ending in a sync flush: byte-aligned, no block marked last), the parts that change per
// response (the CSP nonce) go as stored blocks between them, and one gzip header, an empty last block and
// the trailer (CRC-32 and length of the whole text) make them one gzip stream (RFC 1951, 1952). The page's
// shell (its inlined stylesheets: most of its bytes) is compressed once per build, a kept page's parts
// once: compressing the whole /jobs page (190 KB) cost a response as much CPU as drawing it. Each piece
// carries its text's CRC-32 too, and the trailer's is combined from theirs (zlib's crc32_combine): summing the
// whole text again for each response was a sixteenth of the server's thread's time on drawn pages.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { checked, pieceOptions as options } from './pagePiece.mjs';

/** Text, its deflate blocks, which join with other pieces' (gzipOf), and its CRC-32 and length in bytes. */
export interface Piece {
  text: string;
  deflated: Buffer;
  crc: number;
  size: number;
}

/** A piece compressed on this thread, for text compressed once and kept (a page's shell). */
export const pieceNow = (text: string): Piece => ({
  text,
  deflated: zlib.deflateRawSync(text, options(9)),
  ...checked(text),
});

const deflateRaw = promisify(zlib.deflateRaw);

/** Below this many characters a page's piece is compressed at once: a trip to libuv's threads and back
 * takes longer than compressing a title or a short head. */
const AT_ONCE_MAX = 2_048;

/** A piece compressed on libuv's threads, for text of one page drawn on the server's thread (its markup and data). */
export const piece = async (text: string): Promise<Piece> => ({
  text,
  deflated: text.length <= AT_ONCE_MAX ? zlib.deflateRawSync(text, options(6)) : await deflateRaw(text, options(6)),
  ...checked(text),
});

/** CRC-32's polynomial, bit-reversed. */
const POLY = 0xedb88320;

/** a × b modulo the polynomial (zlib's multmodp). */
function multmodp(a: number, b: number): number {
  let product = 0;
  for (let m = 0x80000000; ; m >>>= 1) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^n) modulo the polynomial, n = 0…31. */
const X2N: number[] = [];
for (let n = 0, p = 1 << 30; n < 32; n++, p = multmodp(p, p)) X2N.push(p);

/** The CRC-32 of text A then text B, from A's, B's and B's length in bytes (zlib's crc32_combine). */
export function crcCombine(crcA: number, crcB: number, sizeB: number): number {
  // x^(8 × sizeB): shifts A's CRC past B's bits.
  let shift = 0x80000000;
  for (let n = sizeB, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) shift = multmodp(X2N[k % 32]!, shift);
  return (multmodp(shift, crcA) ^ crcB) >>> 0;
}

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
    if (typeof part === 'string') {
      crc = zlib.crc32(part, crc);
      size += Buffer.byteLength(part);
      out.push(...stored(part));
    } else {
      crc = crcCombine(crc, part.crc, part.size);
      size += part.size;
      out.push(part.deflated);
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  out.push(LAST, trailer);
  return Buffer.concat(out);
}

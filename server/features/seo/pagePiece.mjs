// A drawn page's text made ready to send, on whichever thread drew it: in ASCII, and compressed as a piece
// of the page's gzip stream (gzipPieces.ts). A render thread (renderWorker.mjs) does this to the markup it
// drew and to the page's head, so the server's thread neither scans nor compresses them (compressing them on
// libuv's threads cost a /jobs draw about as much waiting as React's drawing under load). Plain JavaScript:
// a worker loads it without any loader.
import zlib from 'node:zlib';

/**
 * A page's every character beyond ASCII as a numeric character reference ('ő' → '&#337;'), for HTML whose
 * <script> and <style> texts are already ASCII (jsonForScript writes them so). V8 keeps a string of ASCII in
 * one byte a character; one 'ő' or '–' makes the whole drawn page two bytes a character, and joining it to
 * the 115 KB stylesheet it carries inline, then encoding it to UTF-8 for every response, copied and widened
 * it each time: about 20 ms of a signed-in /jobs draw went there.
 * @param {string} html
 */
export const asciiHtml = (html) => html.replace(/[\u0080-\u{10ffff}]/gu, (c) => `&#${c.codePointAt(0)};`);

/** Raw deflate ending in a sync flush: byte-aligned, no block marked last, so pieces join (gzipPieces.ts).
 * @param {number} level */
export const pieceOptions = (level) => ({ level, finishFlush: zlib.constants.Z_SYNC_FLUSH });

/** The CRC-32 and UTF-8 length of a piece's text, which the stream's trailer sums (gzipPieces.ts gzipOf).
 * @param {string} text */
export const checked = (text) => ({ crc: zlib.crc32(text), size: Buffer.byteLength(text) });

/** The text in ASCII, its deflate blocks and its check, made on this thread.
 * @param {string} text */
export function pagePiece(text) {
  const ascii = asciiHtml(text);
  return { text: ascii, deflated: zlib.deflateRawSync(ascii, pieceOptions(6)), ...checked(ascii) };
}

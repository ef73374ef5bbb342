// Pieces compressed apart, and text stored between them, read back as one gzip stream: by zlib and by the
// HTTP client (a drawn page, drawnPages.test.ts).
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crcCombine, gzipOf, piece, pieceNow } from './gzipPieces.ts';

describe('gzipOf', () => {
  it('joins compressed pieces and stored text into the text in order', async () => {
    const css = '.card{padding:20px}'.repeat(5_000);
    const big = 'x'.repeat(70_000); // more than one stored block holds
    const parts = [pieceNow(css), ' nonce="abc"', await piece('<p>Munkák – Őrző</p>'), big, await piece(''), 'end'];
    const text = `${css} nonce="abc"<p>Munkák – Őrző</p>${big}end`;
    expect(zlib.gunzipSync(gzipOf(parts)).toString()).toBe(text);
    expect(gzipOf(parts).length).toBeLessThan(big.length + 10_000);
  });

  it('makes an empty stream of nothing', () => {
    expect(zlib.gunzipSync(gzipOf([])).toString()).toBe('');
  });
});

describe('crcCombine', () => {
  it('gives the CRC-32 of two texts joined, from theirs', () => {
    const texts = ['', 'a', 'Munkák – Őrző', 'x'.repeat(65_537), '.card{padding:20px}'.repeat(9_001)];
    for (const a of texts)
      for (const b of texts)
        expect(crcCombine(zlib.crc32(a), zlib.crc32(b), Buffer.byteLength(b)), `${a.length}+${b.length}`).toBe(
          zlib.crc32(a + b),
        );
  });
});

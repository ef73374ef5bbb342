// A Server-Sent Events reader for server tests: opens GET /api/events with a client's cookies and parses
// the stream into events (and comments), which a test awaits one by one.
import type { Client } from './harness.ts';

interface SseMessage {
  event: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The next event (skipping comments), or an error after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseMessage>;
  /** Every line of the stream so far (comments and fields as sent). */
  lines: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEvents(client: Client, base = client.base): Promise<SseStream> {
  const abort = new AbortController();
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${base}/api/events`, {
    headers: { Cookie: cookie, Accept: 'text/event-stream', 'Accept-Encoding': 'gzip, br' },
    signal: abort.signal,
  });
  const queue: SseMessage[] = [];
  const waiting: ((m: SseMessage) => void)[] = [];
  const lines: string[] = [];
  let markEnded!: () => void;
  const ended = new Promise<void>((r) => (markEnded = r));
  let firstChunk!: () => void;
  const started = new Promise<void>((r) => (firstChunk = r));
  if (res.status === 200 && res.body) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          firstChunk();
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut).split('\n');
            buffer = buffer.slice(cut + 2);
            lines.push(...block);
            const event = block.find((l) => l.startsWith('event: '))?.slice(7);
            const data = block.find((l) => l.startsWith('data: '))?.slice(6);
            if (event === undefined || data === undefined) continue;
            const message = { event, data: JSON.parse(data) as unknown };
            const w = waiting.shift();
            if (w) w(message);
            else queue.push(message);
          }
        }
      } catch {
        /* aborted */
      }
      markEnded();
    })();
    // The stream is live (subscribed on the server) once its first bytes arrive.
    await started;
  } else markEnded();
  return {
    status: res.status,
    headers: res.headers,
    lines,
    ended,
    next: (timeoutMs = 10_000) => {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(done), 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = (m: SseMessage) => {
          clearTimeout(timer);
          resolve(m);
        };
        waiting.push(done);
      });
    },
    close: () => abort.abort(),
  };
}

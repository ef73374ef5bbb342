// `npm run bench` only (BENCH_LOOP_DELAY=1, server/config.ts): this process's event-loop delay, measured by
// perf_hooks.monitorEventLoopDelay and reported on request through standard input and standard error, never
// over HTTP. A line `reset` on stdin starts a new measurement; `report` writes one line to stderr:
// `BENCH_LOOP_DELAY {"p99":…,"max":…,"mean":…}` in milliseconds since the last reset.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import readline from 'node:readline';

export function benchProbe(): void {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const lines = readline.createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    if (line.trim() === 'reset') histogram.reset();
    if (line.trim() === 'report') {
      const ms = (ns: number) => Math.round(ns / 1e4) / 100;
      process.stderr.write(
        `BENCH_LOOP_DELAY ${JSON.stringify({ p99: ms(histogram.percentile(99)), max: ms(histogram.max), mean: ms(histogram.mean) })}\n`,
      );
    }
  });
  // Standard input must not keep a server that is shutting down alive.
  process.stdin.unref();
}

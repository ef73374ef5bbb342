// The bench's verdicts (scripts/lib/benchRounds.ts): a goal is met only when its worst round meets it.
import { describe, expect, it } from 'vitest';
import { goalsTable, interleave, judge, perRound, pool, rowsTable, spread, type Sample } from './benchRounds.ts';

const rounds = (...values: number[]): Sample[] => values.map((value, i) => ({ round: i + 1, value, load: 1 + i }));

describe('the bench rounds', () => {
  it('interleaves the rows: A, B, A, B… never all of A first', () => {
    expect(interleave(['A', 'B'], 3).map((s) => `${s.row}${s.round}`)).toEqual(['A1', 'B1', 'A2', 'B2', 'A3', 'B3']);
  });

  it('takes turns within a round when a round has windows, the last turn of each row marked', () => {
    const order = interleave(['A', 'B'], 2, 3);
    expect(order.map((s) => `${s.row}${s.round}.${s.window}`).join(' ')).toBe(
      'A1.1 B1.1 A1.2 B1.2 A1.3 B1.3 A2.1 B2.1 A2.2 B2.2 A2.3 B2.3',
    );
    expect(order.filter((s) => s.last).map((s) => `${s.row}${s.round}`)).toEqual(['A1', 'B1', 'A2', 'B2']);
  });

  it("pools a round's turns: every answer's latency together, req/s over the turns' time", () => {
    // One slow turn among fast ones weighs by its answers, not as a third of the round.
    const pooled = pool([
      { latencies: [1, 1, 1, 1], seconds: 0.5 },
      { latencies: [40, 60], seconds: 0.5 },
      { latencies: [2, 2, 2, 2], seconds: 0.5 },
    ]);
    expect(pooled.requests).toBe(10);
    expect(pooled.perSecond).toBeCloseTo(10 / 1.5);
    expect(pooled.mean).toBeCloseTo(112 / 10);
    expect(pooled.p50).toBe(2);
    expect(pooled.p95).toBe(60);
    expect(pool([]).mean).toBeNaN();
  });

  it('gives min, median and max with the load each was measured at', () => {
    const s = spread(rounds(5, 1, 9, 3, 7));
    expect([s.min.value, s.median.value, s.max.value]).toEqual([1, 5, 9]);
    expect([s.min.load, s.max.load]).toEqual([2, 3]);
  });

  it('fails a goal when one round of five misses it, however good the others', () => {
    const verdict = judge({
      name: 'job read ÷ bare Koa',
      comparison: '≥',
      target: 0.5,
      rounds: rounds(0.9, 0.8, 0.49, 0.9, 0.95),
    });
    expect(verdict.met).toBe(false);
    expect(verdict.missed).toEqual([3]);
    expect(verdict.worst.value).toBe(0.49);
    expect(goalsTable([verdict])).toContain('**not met**');
    expect(goalsTable([verdict])).toContain('1 of 5 (3)');
  });

  it('meets a goal only when every round meets it', () => {
    expect(judge({ name: 'x', comparison: '≥', target: 0.5, rounds: rounds(0.5, 0.6, 0.7, 0.8, 0.9) }).met).toBe(true);
    const storm = judge({ name: 'p95 ratio', comparison: '≤', target: 3, rounds: rounds(1.2, 2.9, 3.01, 1, 1) });
    expect(storm.met).toBe(false);
    expect(storm.worst.value).toBe(3.01);
    expect(judge({ name: 'delay', comparison: '<', target: 50, rounds: rounds(10, 50) }).met).toBe(false);
    expect(judge({ name: 'grows', comparison: '>', target: 1, rounds: rounds(1.5, 1) }).met).toBe(false);
  });

  it('counts a round that measured nothing as missed', () => {
    expect(judge({ name: 'x', comparison: '≥', target: 0.5, rounds: rounds(0.9, NaN) }).met).toBe(false);
    expect(judge({ name: 'x', comparison: '≤', target: 3, rounds: rounds(1, NaN) }).met).toBe(false);
  });

  it('pairs two rows round by round and prints each figure with its load', () => {
    const ratio = perRound(rounds(100, 200), rounds(50, 50), (a, b) => b / a);
    expect(ratio.map((r) => r.value)).toEqual([0.5, 0.25]);
    const text = rowsTable([
      { engine: 'PGlite', label: 'GET /', concurrency: 8, perSecond: rounds(1000, 2000), p95: rounds(4, 5) },
    ]);
    expect(text).toContain('1,000.0 (1.0) / 1,000.0 (1.0) / 2,000.0 (2.0)');
  });
});

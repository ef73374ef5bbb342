// The pure parts of `npm run bench` (scripts/bench.ts): the order rounds run in, each row's spread over
// its rounds, and a goal judged on its worst round. A goal is met only when every round meets it, so one
// bad round (a noisy neighbour, a slow path that shows only sometimes) fails it: a check that cannot fail
// is a defect. Each figure carries the load average measured with it.

/** One round's figure and the 1-minute load average when it was measured. */
export interface Sample {
  round: number;
  value: number;
  load: number;
}

/** The rows of a group in the order they run: every round measures each row once, in the same order
 * (A, B, A, B…), so a change in the machine's load during the run weighs on both sides of a ratio alike. With
 * `windows` > 1 a round is that many short turns of each row in the same order (A, B, A, B… within the
 * round), pooled into the round's figure (pool()): a busy second of the machine then falls on both sides
 * of a ratio instead of on one side's whole round. */
export function interleave<T>(
  rows: readonly T[],
  rounds: number,
  windows = 1,
): { round: number; row: T; window: number; last: boolean }[] {
  const order: { round: number; row: T; window: number; last: boolean }[] = [];
  for (let round = 1; round <= rounds; round++)
    for (let window = 1; window <= windows; window++)
      for (const row of rows) order.push({ round, row, window, last: window === windows });
  return order;
}

/** Answers measured in one turn: their latencies (ms) and the time they took (s). */
export interface Turn {
  latencies: readonly number[];
  seconds: number;
}

/** A round's figures from its turns: req/s as all the answers ÷ all the turns' time, and the mean and
 * percentiles of every answer's latency together. */
export function pool(turns: readonly Turn[]): {
  requests: number;
  perSecond: number;
  mean: number;
  p50: number;
  p95: number;
} {
  const latencies = turns.flatMap((t) => t.latencies).sort((a, b) => a - b);
  const seconds = turns.reduce((sum, t) => sum + t.seconds, 0);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    perSecond: seconds > 0 ? latencies.length / seconds : 0,
    mean: latencies.length === 0 ? NaN : latencies.reduce((a, b) => a + b, 0) / latencies.length,
    p50: at(50),
    p95: at(95),
  };
}

export interface Spread {
  min: Sample;
  median: Sample;
  max: Sample;
}

/** The lowest, middle (the lower middle of an even count) and highest sample. */
export function spread(samples: readonly Sample[]): Spread {
  if (samples.length === 0) throw new Error('spread of no samples');
  const sorted = [...samples].sort((a, b) => a.value - b.value);
  return { min: sorted[0]!, median: sorted[Math.floor((sorted.length - 1) / 2)]!, max: sorted.at(-1)! };
}

/** Per round, a figure made of two rows' figures of that round (a ratio); the load is the higher one. */
export function perRound(a: readonly Sample[], b: readonly Sample[], combine: (a: number, b: number) => number) {
  return a.map((x): Sample => {
    const y = b.find((s) => s.round === x.round);
    if (!y) throw new Error(`round ${x.round} is missing on one side`);
    return { round: x.round, value: combine(x.value, y.value), load: Math.max(x.load, y.load) };
  });
}

type Comparison = '≥' | '>' | '≤' | '<';

export interface Goal {
  name: string;
  comparison: Comparison;
  target: number;
  rounds: readonly Sample[];
}

export interface Verdict {
  goal: Goal;
  /** Every round meets the target (and there was at least one round). */
  met: boolean;
  /** The round furthest on the wrong side of the target (for ≥ the lowest, for ≤ the highest). */
  worst: Sample;
  spread: Spread;
  /** Rounds that missed the target. */
  missed: number[];
}

const passes = (c: Comparison, value: number, target: number) =>
  c === '≥' ? value >= target : c === '>' ? value > target : c === '≤' ? value <= target : value < target;

/** A goal is met only when its worst round meets it; NaN (a round that measured nothing) misses. */
export function judge(goal: Goal): Verdict {
  const s = spread(goal.rounds);
  const worst = goal.comparison === '≥' || goal.comparison === '>' ? s.min : s.max;
  const missed = goal.rounds.filter((r) => !passes(goal.comparison, r.value, goal.target)).map((r) => r.round);
  return { goal, met: goal.rounds.length > 0 && missed.length === 0, worst, spread: s, missed };
}

const number = (n: number, digits: number) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : String(n);
/** A figure with the load average beside it: `1,234 (load 4.2)`. */
export const withLoad = (s: Sample, digits: number) => `${number(s.value, digits)} (${number(s.load, 1)})`;
const spreadCell = (s: Spread, digits: number) =>
  `${withLoad(s.min, digits)} / ${withLoad(s.median, digits)} / ${withLoad(s.max, digits)}`;

export interface Row {
  engine: string;
  label: string;
  concurrency: number;
  perSecond: readonly Sample[];
  p95: readonly Sample[];
}

const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');

/** The rows' table: req/s and p95 as min / median / max over the rounds, each with its load average. */
export function rowsTable(rows: readonly Row[]): string {
  return table(
    ['Engine', 'Request', 'In flight', 'Rounds', 'Req/s min / median / max (load)', 'p95 ms min / median / max (load)'],
    rows.map((r) => [
      r.engine,
      r.label,
      String(r.concurrency),
      String(r.perSecond.length),
      spreadCell(spread(r.perSecond), 1),
      spreadCell(spread(r.p95), 1),
    ]),
  );
}

/** The goals' table: the worst round decides; min / median / max with their loads beside. */
export function goalsTable(verdicts: readonly Verdict[]): string {
  return table(
    ['Goal', 'Target', 'Worst round (load)', 'Min / median / max (load)', 'Rounds missed', 'Met'],
    verdicts.map((v) => [
      v.goal.name,
      `${v.goal.comparison} ${v.goal.target}`,
      withLoad(v.worst, 2),
      spreadCell(v.spread, 2),
      v.missed.length === 0 ? 'none' : `${v.missed.length} of ${v.goal.rounds.length} (${v.missed.join(', ')})`,
      v.met ? 'met' : '**not met**',
    ]),
  );
}

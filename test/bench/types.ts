/** One measured figure. scripts/bench.mjs collects these from every bench module into docs/BENCHMARKS.md. */
export interface BenchFigure {
  /** What was measured, e.g. 'Quota reservations per second (PostgreSQL, 32 clients)'. */
  name: string;
  value: number;
  unit: string;
  /** The goal or budget, when there is one, e.g. '≤ 100 KB'. */
  goal?: string;
  note?: string;
}

/** A bench module's default export. */
export type Bench = () => Promise<BenchFigure[]>;

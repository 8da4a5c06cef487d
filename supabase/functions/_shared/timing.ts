/**
 * Server-Timing (https://www.w3.org/TR/server-timing/) for a function's answer: how long each step of
 * the request took, in ms, so that a browser's devtools or a load bench can see where the time goes
 * without logs. Durations only: no names of users, no data.
 */
export class StepTimer {
  private readonly started: number;
  private readonly steps: Array<[string, number]> = [];

  constructor(private readonly now: () => number = () => performance.now()) {
    this.started = now();
  }

  /** Runs one step and records its duration under `name` (also when it throws). */
  async step<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const at = this.now();
    try {
      return await fn();
    } finally {
      this.steps.push([name, this.now() - at]);
    }
  }

  /** The header value: each step, then `total` since the timer was made. */
  header(): string {
    const entry = (name: string, ms: number) => `${name};dur=${Math.max(0, ms).toFixed(1)}`;
    return [...this.steps, ['total', this.now() - this.started] as [string, number]]
      .map(([name, ms]) => entry(name, ms))
      .join(', ');
  }
}

/** Parses a Server-Timing header into name → duration (ms); entries without a duration are left out. */
export function parseServerTiming(header: string | null): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().split(';');
    const dur = params.map((p) => p.trim()).find((p) => p.startsWith('dur='));
    const ms = dur ? Number(dur.slice(4)) : Number.NaN;
    if (name && Number.isFinite(ms)) out.set(name.trim(), ms);
  }
  return out;
}

/**
 * Issue 22 item 7: 300 parallel wrong logins (one client address) while an unrelated GET is timed over
 * and over. Run twice: with config.toml's per-IP limits (most logins get GoTrue's 429 at once) and with
 * the limits lifted, so all 300 really compare a bcrypt hash (the capped native pool at work).
 */
import { LIFTED_RATE_LIMITS, startLocalBackend } from '../../supabase/local/server.ts';
import type { Bench, BenchFigure } from './types.ts';

const LOGINS = 300;
const MIN_SAMPLES = 30;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

async function measure(lifted: boolean) {
  const b = await startLocalBackend({
    port: 0,
    confirmEmail: false,
    rateLimits: lifted ? LIFTED_RATE_LIMITS : {},
  });
  try {
    const headers = { apikey: b.anonKey, 'content-type': 'application/json' };
    const email = `load-${Date.now()}@example.com`;
    const signup = await fetch(`${b.url}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'correct horse 1' }),
    });
    if (signup.status !== 200) throw new Error(`sign-up answered ${signup.status}`);
    const get = async () => {
      const t = performance.now();
      const res = await fetch(`${b.url}/rest/v1/plans?select=id,name`, { headers });
      await res.text();
      return performance.now() - t;
    };
    for (let i = 0; i < 5; i += 1) await get(); // warm-up
    let done = false;
    const started = performance.now();
    const statuses = new Map<number, number>();
    const logins = Promise.all(
      Array.from({ length: LOGINS }, async () => {
        const res = await fetch(`${b.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email, password: 'wrong password' }),
        });
        await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }),
    ).then(() => {
      done = true;
    });
    const times: number[] = [];
    while (!done || times.length < MIN_SAMPLES) times.push(await get());
    await logins;
    return {
      p95: round(percentile(times, 95)),
      max: round(Math.max(...times)),
      samples: times.length,
      loginsMs: round(performance.now() - started),
      statuses: [...statuses].map(([s, n]) => `${n}× ${s}`).join(', '),
    };
  } finally {
    await b.stop();
  }
}

const bench: Bench = async () => {
  const figures: BenchFigure[] = [];
  for (const lifted of [false, true]) {
    const m = await measure(lifted);
    const label = lifted ? 'limits lifted' : 'config.toml limits';
    figures.push({
      name: `GET p95 during ${LOGINS} parallel wrong logins (${label})`,
      value: m.p95,
      unit: 'ms',
      goal: '< 100 ms',
      note: `max ${m.max} ms over ${m.samples} GETs; logins took ${m.loginsMs} ms (${m.statuses})`,
    });
  }
  return figures;
};

export default bench;

/**
 * What running edge functions under Deno (as production does) costs against importing their handlers
 * into Node: the cold start (first request: Deno starts the function's process) and the per-request
 * overhead of the extra hop, for a trivial function and for chat-with-ai answering in demo mode.
 */
import { fileURLToPath } from 'node:url';
import type { FunctionsRuntime } from '../../supabase/local/functions.ts';
import { LIFTED_RATE_LIMITS, type LocalBackend, startLocalBackend } from '../../supabase/local/server.ts';
import { median } from './support/chatBench.ts';
import type { Bench, BenchFigure } from './types.ts';

const fixtures = fileURLToPath(new URL('../local/fixtures/functions', import.meta.url));
const WARM = 100;
const CHAT = 30;

const round = (ms: number) => Math.round(ms * 10) / 10;
const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${round(ms)}`;

async function timed(b: LocalBackend, name: string, body: unknown): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${b.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: b.anonKey, Authorization: `Bearer ${b.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  if (res.status >= 300) throw new Error(`${name} answered ${res.status}`);
  return performance.now() - started;
}

async function measure(runtime: FunctionsRuntime) {
  const quiet = () => {};
  const trivial = await startLocalBackend({
    port: 0,
    functionsDir: fixtures,
    functionsRuntime: runtime,
    functionsLog: quiet,
  });
  const chat = await startLocalBackend({
    port: 0,
    functionsRuntime: runtime,
    functionsLog: quiet,
    rateLimits: LIFTED_RATE_LIMITS,
    functionsEnv: { AI_API_KEY: '', ANON_DAILY_CAP: '1000000' },
  });
  try {
    const cold = await timed(trivial, 'open', {});
    const warm: number[] = [];
    for (let i = 0; i < WARM; i++) warm.push(await timed(trivial, 'open', {}));
    const question = (i: number) => ({ messages: [{ role: 'user', content: `What is ${i} + ${i}?` }] });
    const chatCold = await timed(chat, 'chat-with-ai', question(0));
    const chatWarm: number[] = [];
    for (let i = 1; i <= CHAT; i++) chatWarm.push(await timed(chat, 'chat-with-ai', question(i)));
    return { cold, warm: median(warm), chatCold, chatWarm: median(chatWarm) };
  } finally {
    await trivial.stop();
    await chat.stop();
  }
}

const bench: Bench = async () => {
  const node = await measure('node');
  const deno = await measure('deno');
  const figures: BenchFigure[] = [
    {
      name: 'Function cold start under Deno (first request to a trivial function)',
      value: round(deno.cold),
      unit: 'ms',
      note: `Node import: ${round(node.cold)} ms; Deno starts the function's own process (npm packages from node_modules, no download)`,
    },
    {
      name: 'Per-request time of a trivial function under Deno (median)',
      value: round(deno.warm),
      unit: 'ms',
      note: `Node import: ${round(node.warm)} ms (Deno − Node: ${signed(deno.warm - node.warm)} ms; one more loopback hop, but the function runs on its own core); ${WARM} requests`,
    },
    {
      name: 'chat-with-ai cold start under Deno (first demo-mode question, signed out)',
      value: round(deno.chatCold),
      unit: 'ms',
      note: `Node import: ${round(node.chatCold)} ms; loads supabase-js in the function's process`,
    },
    {
      name: 'chat-with-ai per question under Deno (median, demo mode, signed out)',
      value: round(deno.chatWarm),
      unit: 'ms',
      goal: '≤ 100 ms',
      note: `Node import: ${round(node.chatWarm)} ms (Deno − Node: ${signed(deno.chatWarm - node.chatWarm)} ms); ${CHAT} questions`,
    },
  ];
  return figures;
};

export default bench;

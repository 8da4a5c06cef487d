// Simple probability: a fair die (one face or a kind of face), the sum of two dice, coins, a bag of
// colours, and a card from a standard 52-card deck.
import { dec, simplify, tex } from './cas.ts';
import type { Draft, Step } from './types.ts';

const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const RANKS: Record<string, string> = {
  ace: 'ace',
  aces: 'ace',
  king: 'king',
  kings: 'king',
  queen: 'queen',
  queens: 'queen',
  jack: 'jack',
  jacks: 'jack',
};
const SUITS = ['heart', 'diamond', 'club', 'spade'];

/** [favourable, total, why] for a card from a 52-card deck, or null. */
function card(t: string): [number, number, string] | null {
  if (!/\b(card|deck|pack)s?\b/.test(t)) return null;
  const wanted = t.slice(t.search(/probability|chance|odds/));
  const rank = wanted.match(/\b(aces?|kings?|queens?|jacks?|(?:[2-9]|10))\b(?!\s*cards)/)?.[1];
  const suit = SUITS.find((s) => new RegExp(`\\b${s}s?\\b`).test(wanted));
  const colour = wanted.match(/\b(red|black)\b/)?.[1];
  const face = /\bface cards?\b|\bpicture cards?\b/.test(wanted);
  if (face)
    return [
      12,
      52,
      'A deck has 52 cards; the face cards are the jack, queen and king of each of the 4 suits: 12.',
    ];
  if (rank && (suit || colour)) {
    const n = suit ? 1 : 2;
    return [
      n,
      52,
      `There ${n === 1 ? 'is 1 card' : 'are 2 cards'} of that rank in ${suit ? 'that suit' : `the ${colour} suits`}.`,
    ];
  }
  if (rank) return [4, 52, `A deck has 52 cards, with 4 of each rank (one ${RANKS[rank] ?? rank} per suit).`];
  if (suit) return [13, 52, 'A deck has 52 cards, 13 in each of the 4 suits.'];
  if (colour) return [26, 52, `A deck has 52 cards, half of them ${colour}.`];
  return null;
}

const count = (w: string | undefined) => (w === undefined ? undefined : (WORDS[w] ?? Number(w)));
const choose = (n: number, k: number): number =>
  k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k;

/** n fair coins (or tosses): exactly, at least or at most k heads (or tails). */
function coins(t: string): [number, number, string] | null {
  const num = '(\\d+|one|two|three|four|five|six)';
  const n0 = count(
    t.match(new RegExp(`${num}\\s+(?:fair\\s+)?(?:coin\\s+)?(?:tosses|flips|throws|coins|times)`))?.[1],
  );
  const k0 = count(t.match(new RegExp(`${num}\\s+(?:heads?|tails?)`))?.[1]);
  const n = n0 ?? k0 ?? 1;
  const k =
    k0 ?? (/\b(all|both|only)\b/.test(t) ? n : /\bheads?\b|\btails?\b/.test(t) ? (n0 ? n : 1) : undefined);
  if (k === undefined || n > 20 || k > n) return null;
  const atLeast = /at least/.test(t);
  const atMost = /at most|no more than/.test(t);
  let fav = 0;
  for (let j = 0; j <= n; j++) if (atLeast ? j >= k : atMost ? j <= k : j === k) fav += choose(n, j);
  const total = 2 ** n;
  const why =
    n === 1
      ? 'A fair coin has 2 equally likely sides.'
      : `${n} tosses give $2^{${n}} = ${total}$ equally likely sequences; ${atLeast ? `at least ${k}` : atMost ? `at most ${k}` : `exactly ${k}`} head${k === 1 ? '' : 's'} happen${fav === 1 ? 's' : ''} in ${fav} of them${atLeast && k === 1 ? ` (all but the 1 with no heads)` : ''}.`;
  return [fav, total, why];
}

/** Sum of two dice: favourable pairs out of 36. */
function twoDice(t: string): [number, number, string] | null {
  if (!/\b(two|2|pair of)\s+dice\b/.test(t) || !/\b(sum|total|add up)\b/.test(t)) return null;
  const pairs: [number, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) pairs.push([a, b]);
  const n = Number(
    t.match(/(?:sum|total)\s+(?:of\s+)?(?:is\s+)?(\d+)/)?.[1] ??
      t.match(/(\d+)\s+(?:as the|for the)\s+(?:sum|total)/)?.[1],
  );
  const more = t.match(/(?:sum|total)\s+(?:of\s+)?(?:more|greater|higher) than\s+(\d+)/)?.[1];
  const less = t.match(/(?:sum|total)\s+(?:of\s+)?(?:less|lower|smaller) than\s+(\d+)/)?.[1];
  const ok = more
    ? pairs.filter(([a, b]) => a + b > Number(more))
    : less
      ? pairs.filter(([a, b]) => a + b < Number(less))
      : Number.isFinite(n)
        ? pairs.filter(([a, b]) => a + b === n)
        : null;
  if (!ok) return null;
  const list = ok.length <= 6 ? `: ${ok.map(([a, b]) => `(${a}, ${b})`).join(', ')}` : '';
  return [ok.length, 36, `Two dice give 6 × 6 = 36 equally likely pairs; ${ok.length} of them work${list}.`];
}

export function probability(text: string): Draft | null {
  const t = text.toLowerCase();
  if (!/probability|chance|odds/.test(t)) return null;
  let fav: number;
  let total: number;
  let why: string;
  const special = card(t) ?? twoDice(t);
  const bag = t.match(
    /(\d+)\s+(\w+)\s+(?:\w+\s+)?(?:and|,)\s+(\d+)\s+(\w+)(?:\s+(?:\w+\s+)?(?:and|,)\s+(\d+)\s+(\w+))?/,
  );
  const die = /\bdie\b|\bdice\b/.test(t);
  const coin = /\bcoins?\b|\bheads\b|\btails\b/.test(t);
  if (special) [fav, total, why] = special;
  else if (bag && !die && !coin) {
    const groups: [number, string][] = [
      [Number(bag[1]), bag[2] ?? ''],
      [Number(bag[3]), bag[4] ?? ''],
    ];
    if (bag[5]) groups.push([Number(bag[5]), bag[6] ?? '']);
    const want = groups.find(
      ([, name]) =>
        new RegExp(`\\b${name.replace(/s$/, '')}`).test(t.slice((bag.index ?? 0) + bag[0].length)) ||
        new RegExp(`(a|an|the)\\s+${name.replace(/s$/, '')}\\b`).test(t.slice(0, bag.index)),
    );
    if (!want) return null;
    fav = want[0];
    total = groups.reduce((a, [c]) => a + c, 0);
    why = `There are ${fav} favourable outcomes out of ${total} equally likely ones.`;
  } else if (die) {
    const faces = Array.from({ length: 6 }, (_, i) => i + 1);
    let ok: number[] = [];
    const g = t.match(/(?:greater|more|higher) than (\d)/);
    const l = t.match(/(?:less|lower|smaller) than (\d)/);
    const one = t.match(/(?:a|an|the number)\s+(\d)\b/);
    if (/even/.test(t)) ok = faces.filter((f) => f % 2 === 0);
    else if (/odd/.test(t)) ok = faces.filter((f) => f % 2 === 1);
    else if (/prime/.test(t)) ok = [2, 3, 5];
    else if (g) ok = faces.filter((f) => f > Number(g[1]));
    else if (l) ok = faces.filter((f) => f < Number(l[1]));
    else if (one) ok = faces.filter((f) => f === Number(one[1]));
    else return null;
    [fav, total] = [ok.length, 6];
    why = `A fair die has 6 equally likely faces; the favourable ones are ${ok.join(', ') || 'none'}.`;
  } else if (coin) {
    const c = coins(t);
    if (!c) return null;
    [fav, total, why] = c;
  } else return null;
  const p = simplify(`${fav}/${total}`);
  const steps: Step[] = [
    {
      rule: 'Count the outcomes',
      text: why,
      latex: `\\text{favourable} = ${fav},\\quad \\text{total} = ${total}`,
    },
    {
      rule: 'Probability formula',
      text: 'Probability = favourable outcomes ÷ total outcomes, then simplify.',
      latex: `P = \\frac{${fav}}{${total}} = ${tex(p)}`,
    },
  ];
  return {
    category: 'probability',
    title: 'Simple probability',
    steps,
    answer: tex(p),
    ...(fav % total === 0 ? {} : { decimal: dec(fav / total) }),
  };
}

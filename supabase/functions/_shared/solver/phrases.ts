// Strips the words around a maths expression ("solve", "find x", "what is" …).

const LEADS = [
  /^(please\s+)?(can you\s+)?(help me\s+)?(how do (i|you)\s+)?/i,
  /^(solve|find|calculate|compute|evaluate|work out|determine|simplify|what is|what's|whats|how much is)\b\s*(the\s+)?(value\s+of\s+)?(for\s+)?/i,
  /^([a-z])\s*(if|when|given|:)\s*/i,
  /^(the\s+)?(equation|expression|inequality)\s*/i,
  /^(for\s+[a-z]\s*)?[:,]?\s*/i,
];

export function stripLead(s: string): string {
  let out = s.trim();
  for (let i = 0; i < 3; i++) for (const re of LEADS) out = out.replace(re, '').trim();
  return out
    .replace(/\s*(for\s+[a-z])\s*$/i, '')
    .replace(/^[:,]\s*/, '')
    .trim();
}

/** Numbers in a text, e.g. "2, 4 and 6" → [2, 4, 6]. */
export function numbersIn(s: string): number[] {
  return (s.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/gi) ?? []).map(Number);
}

/** A point "(1, 2)" list in a text. */
export function pointsIn(s: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of s.matchAll(/\(\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\)/g))
    out.push([Number(m[1]), Number(m[2])]);
  return out;
}

/** "what is the derivative of …" → "derivative of …". */
export const lead = (t: string) =>
  t
    .replace(
      /^(?:(?:can you|please|how do (?:i|you))\s+)?(?:what is|what's|whats|find|calculate|compute|evaluate|work out|determine|get)\s+(?:the\s+)?/i,
      '',
    )
    .replace(/^f\(x\)\s*=\s*(.+?)\s*[,;.]?\s*(?:find|what is|calculate)\s+f'\(x\)$/i, 'derivative of $1')
    .replace(/^y\s*=\s*(.+?)\s*[,;.]?\s*(?:find|what is|calculate)\s+dy\/d([a-z])$/i, 'd/d$2 $1');

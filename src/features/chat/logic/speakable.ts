/**
 * Listen (issue 18): an answer's plain text (math still in TeX or typed notation) as words a speech
 * synthesiser reads well — "x^2 + 3" becomes "x squared plus 3". Numbers stay digits: every voice reads
 * those itself, in its own language.
 */

const SYMBOLS: readonly [RegExp, string][] = [
  [/\\(?:left|right|displaystyle|qquad|quad|[,;!])/g, ' '],
  [/\\cdot|\\times|[×·∙]/g, ' times '],
  [/\\div|÷/g, ' divided by '],
  [/\\pm|±/g, ' plus or minus '],
  [/\\mp|∓/g, ' minus or plus '],
  [/\\leq?\b|≤|<=/g, ' is less than or equal to '],
  [/\\geq?\b|≥|>=/g, ' is greater than or equal to '],
  [/\\neq?\b|≠|!=/g, ' is not equal to '],
  [/\\approx|≈/g, ' is approximately '],
  [/\\infty|∞/g, ' infinity '],
  [/\\to\b|\\rightarrow|→/g, ' goes to '],
  [/\\pi\b|π/g, ' pi '],
  [/\\theta\b|θ/g, ' theta '],
  [/\\alpha\b|α/g, ' alpha '],
  [/\\beta\b|β/g, ' beta '],
  [/\\Delta\b|Δ/g, ' delta '],
  [/\\lambda\b|λ/g, ' lambda '],
  [/\\sum\b|∑/g, ' the sum of '],
  [/\\int\b|∫/g, ' the integral of '],
  [/\\degree|°/g, ' degrees '],
  [/√/g, ' the square root of '],
];

/** `{...}` with balanced braces starting at `open`; returns the inside and the index after it. */
function group(text: string, open: number): { inside: string; end: number } | null {
  if (text[open] !== '{') return null;
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return { inside: text.slice(open + 1, i), end: i + 1 };
  }
  return null;
}

/** \frac{a}{b} and \sqrt{x} (nested ones too), read as words. */
function structures(text: string): string {
  let out = text;
  for (let guard = 0; guard < 50; guard++) {
    const frac = /\\[dt]?frac\s*/.exec(out);
    const sqrt = /\\sqrt\s*/.exec(out);
    const next = [frac, sqrt].filter((m) => m !== null).sort((a, b) => a.index - b.index)[0];
    if (!next) break;
    const after = next.index + next[0].length;
    if (next === frac) {
      const top = group(out, after);
      const bottom = top && group(out, top.end);
      if (!top || !bottom) break;
      out = `${out.slice(0, next.index)} ${top.inside} over ${bottom.inside} ${out.slice(bottom.end)}`;
    } else {
      const inside = group(out, after);
      if (!inside) break;
      out = `${out.slice(0, next.index)} the square root of ${inside.inside} ${out.slice(inside.end)}`;
    }
  }
  return out;
}

function power(exponent: string): string {
  const e = exponent.trim();
  if (e === '2') return ' squared ';
  if (e === '3') return ' cubed ';
  return ` to the power of ${e} `;
}

export function speakableText(plain: string): string {
  let text = structures(plain);
  text = text.replace(/\^\s*\{([^{}]*)\}/g, (_, e: string) => power(e));
  text = text.replace(/\^\s*(-?[\w.]+)/g, (_, e: string) => power(e));
  text = text.replace(/²/g, ' squared ').replace(/³/g, ' cubed ');
  text = text.replace(/_\s*\{([^{}]*)\}|_(\w)/g, (_, a?: string, b?: string) => ` sub ${a ?? b} `);
  for (const [pattern, words] of SYMBOLS) text = text.replace(pattern, words);
  // Operators between operands. A hyphen inside a word ("well-kept") is not a minus.
  text = text.replace(/\s*=\s*/g, ' equals ');
  text = text.replace(/\s*\+\s*/g, ' plus ');
  text = text.replace(/(^|[\s(])[-−](?=\s*[\d(a-zA-Z\\])/g, '$1minus ');
  text = text.replace(
    /([\d)])\s*[-−]\s*(?=[\w(])|(\w)\s+[-−]\s+(?=[\w(])|\b([a-zA-Z])[-−](?=\d)/g,
    (_, a, b, c) => `${a ?? b ?? c} minus `,
  );
  text = text.replace(/([\w)])\s*\/\s*(?=[\w(])/g, '$1 over ');
  text = text.replace(/(\d)\s*\*\s*(?=[\w(])/g, '$1 times ');
  // What is left of TeX: commands by name, no braces or dollar signs.
  text = text.replace(/\\([a-zA-Z]+)/g, ' $1 ').replace(/[{}$\\]/g, ' ');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

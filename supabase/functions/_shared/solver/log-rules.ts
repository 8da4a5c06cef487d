// Laws of logarithms: condense a sum of logs into one (power, product and quotient rules), or expand
// the log of a product, quotient or power. "log" with no base is base 10, "ln" base e.
import { dec, num, simplify, tex } from './cas.ts';
import { asExpression, explicitProducts } from './normalize.ts';
import type { Draft, Step } from './types.ts';

interface LogTerm {
  k: string;
  arg: string;
}

const CONDENSE =
  /^(?:simplify|condense|combine|write|express|rewrite|evaluate|what is)?\s*:?\s*(.*?\b(?:log|ln)(?![a-z]).*?)\s*(?:as (?:a )?single (?:log(?:arithm)?)|as one (?:log(?:arithm)?)|into (?:a )?single (?:log(?:arithm)?))?$/i;
const EXPAND =
  /^(?:expand|expand out|break up|write .* as a sum of logs?)\s*:?\s*(?:the\s+)?(?:log(?:arithm)?\s+)?(.+)$/i;

/** The base of the logs in the question and how to write it. */
function baseOf(text: string): { base: string; name: string } | null {
  const bases = new Set(
    [...text.matchAll(/\b(ln|log)(?:_\(?(\d+(?:\.\d+)?|e)\)?)?/gi)].map((m) =>
      m[1]?.toLowerCase() === 'ln' ? 'e' : (m[2] ?? '10'),
    ),
  );
  if (bases.size !== 1) return null;
  const base = [...bases][0] ?? '10';
  return { base, name: base === 'e' ? '\\ln' : base === '10' ? '\\log' : `\\log_{${base}}` };
}

/** "2 log(x) - log(y) + log(3)" → terms; null unless the whole text is such a sum. */
function terms(body: string): LogTerm[] | null {
  const src = body.replace(/\s+/g, '').replace(/ln|log(?:_\(?(?:\d+(?:\.\d+)?|e)\)?)?/g, 'L');
  const out: LogTerm[] = [];
  const re = /([+-]?)(\d+(?:\.\d+)?(?:\/\d+)?)?\*?L\(([^()]*(?:\([^()]*\))*[^()]*)\)/gy;
  let at = 0;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const arg = asExpression(m[3] ?? '');
    if (!arg) return null;
    out.push({ k: `${m[1] === '-' ? '-' : ''}${m[2] ?? '1'}`, arg });
    at = re.lastIndex;
  }
  return at === src.length && out.length > 0 ? out : null;
}

const termTex = (name: string, t: LogTerm) => {
  const k = simplify(t.k);
  const coef = k === '1' ? '' : k === '-1' ? '-' : tex(k);
  return `${coef}${name}\\left(${tex(t.arg)}\\right)`;
};
const sumTex = (name: string, ts: LogTerm[]) =>
  ts
    .map((t) => termTex(name, t))
    .join(' + ')
    .replace(/\+ -/g, '- ');

export function condenseLogs(text: string): Draft | null {
  if (EXPAND.test(text)) return null;
  const m = text.match(CONDENSE);
  const b = baseOf(text);
  if (!m || !b) return null;
  const ts = terms(m[1] ?? '');
  if (!ts || ts.length < 2) return null;
  const { base, name } = b;
  const steps: Step[] = [
    { rule: 'Write the expression', text: 'Start from the sum of logarithms.', latex: sumTex(name, ts) },
  ];
  const powered = ts.map((t) => {
    const k = simplify(t.k);
    const mag = simplify(`abs(${k})`);
    return { sign: num(k) < 0 ? -1 : 1, arg: mag === '1' ? t.arg : `(${t.arg})^(${mag})` };
  });
  if (ts.some((t) => !['1', '-1'].includes(simplify(t.k))))
    steps.push({
      rule: 'Power rule',
      text: `Move each number in front inside as a power: $n${name} a = ${name}\\left(a^n\\right)$.`,
      latex: powered
        .map((p, i) => `${p.sign < 0 ? '-' : i > 0 ? '+' : ''} ${name}\\left(${tex(p.arg)}\\right)`)
        .join(' '),
    });
  const top = powered.filter((p) => p.sign > 0).map((p) => `(${p.arg})`);
  const bottom = powered.filter((p) => p.sign < 0).map((p) => `(${p.arg})`);
  const arg = simplify(`(${top.join('*') || '1'})/(${bottom.join('*') || '1'})`);
  steps.push({
    rule: bottom.length ? 'Product and quotient rules' : 'Product rule',
    text: bottom.length
      ? `Adding logs multiplies their arguments and subtracting divides: $${name} a + ${name} b = ${name}(ab)$, $${name} a - ${name} b = ${name}\\frac{a}{b}$.`
      : `Adding logs multiplies their arguments: $${name} a + ${name} b = ${name}(ab)$.`,
    latex: `${name}\\left(${tex(arg)}\\right)`,
  });
  let answer = `${name}\\left(${tex(arg)}\\right)`;
  let decimal: string | undefined;
  const a = num(arg);
  if (Number.isFinite(a) && a > 0 && !/[a-z]/.test(arg.replace(/sqrt|pi/g, ''))) {
    const bn = base === 'e' ? Math.E : Number(base);
    const k = Math.log(a) / Math.log(bn);
    if (Math.abs(k - Math.round(k)) < 1e-9) {
      steps.push({
        rule: 'Evaluate',
        text: `$${tex(arg)} = ${base === 'e' ? 'e' : base}^{${Math.round(k)}}$, so the logarithm is ${Math.round(k)}.`,
        latex: `${answer} = ${Math.round(k)}`,
      });
      answer = String(Math.round(k));
    } else decimal = dec(k);
  }
  return {
    category: 'logarithm',
    title: 'Combining logarithms',
    steps,
    answer,
    ...(decimal ? { decimal } : {}),
    tip: 'The log laws only join logs with the same base; check the bases before combining.',
  };
}

/** Top-level factors of a product/quotient, each with its power: "x^2*y/z" → x^2, y^1, z^-1. */
function factors(e: string): LogTerm[] | null {
  const out: LogTerm[] = [];
  let depth = 0;
  let cur = '';
  let sign = '1';
  const flush = () => {
    if (!cur) return;
    const m = cur.match(/^(.+?)\^\(?(-?\d+(?:\.\d+)?(?:\/\d+)?)\)?$/);
    out.push(m ? { k: `${sign}*(${m[2]})`, arg: m[1] ?? '' } : { k: sign, arg: cur });
    cur = '';
  };
  for (const ch of e) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if ((ch === '*' || ch === '/') && depth === 0) {
      flush();
      sign = ch === '/' ? '-1' : '1';
    } else cur += ch;
  }
  flush();
  if (out.some((f) => f.arg.includes('+') || (f.arg.includes('-') && !/^\(.*\)$/.test(f.arg)))) return null;
  return out.map((f) => ({ k: simplify(f.k), arg: f.arg.replace(/^\((.*)\)$/, '$1') }));
}

export function expandLog(text: string): Draft | null {
  const m = text.match(EXPAND);
  const b = baseOf(text);
  if (!m || !b) return null;
  const inner = (m[1] ?? '').trim().match(/^(?:ln|log(?:_\(?(?:\d+(?:\.\d+)?|e)\)?)?)\s*\((.+)\)$/);
  const typed = inner ? asExpression(inner[1] ?? '') : null;
  const arg = typed ? explicitProducts(typed) : null;
  if (!arg) return null;
  const fs = factors(arg);
  if (!fs || (fs.length < 2 && fs.every((f) => f.k === '1'))) return null;
  const { name } = b;
  const out = sumTex(name, fs);
  // The laws hold where every argument is positive: check there (agrees() also tries negatives).
  const check = fs.map((f) => `(${f.k})*log(${f.arg})`).join('+');
  const vars = [...new Set(arg.match(/[a-z]/g) ?? [])];
  for (const p of [0.37, 1.61, 2.93]) {
    const scope = Object.fromEntries(vars.map((v, i) => [v, p + i * 0.13]));
    const [l, r] = [num(`log(${arg})`, scope), num(check, scope)];
    if (!(Math.abs(l - r) < 1e-9 * Math.max(1, Math.abs(l)))) return null;
  }
  // log_3(9) = 2: numbers whose log is a whole number are worked out.
  const bn = b.base === 'e' ? Math.E : Number(b.base);
  const known = fs.map((f) => {
    const a = /[a-z]/.test(f.arg) ? Number.NaN : num(f.arg);
    const k = Math.log(a) / Math.log(bn);
    return Number.isFinite(k) && Math.abs(k - Math.round(k)) < 1e-9 ? Math.round(k) : null;
  });
  const evaluated = known.some((k) => k !== null)
    ? fs
        .map((f, i) => (known[i] === null ? termTex(name, f) : tex(simplify(`(${f.k})*${known[i]}`))))
        .join(' + ')
        .replace(/\+ -/g, '- ')
    : null;
  const steps: Step[] = [
    {
      rule: 'Write the logarithm',
      text: 'Start from the log of a product, quotient or power.',
      latex: `${name}\\left(${tex(arg)}\\right)`,
    },
    {
      rule: 'Product, quotient and power rules',
      text: `$${name}(ab) = ${name} a + ${name} b$, $${name}\\frac{a}{b} = ${name} a - ${name} b$ and $${name}\\left(a^n\\right) = n${name} a$.`,
      latex: out,
    },
  ];
  if (evaluated)
    steps.push({
      rule: 'Evaluate',
      text: 'Work out the logs of numbers that are whole powers of the base.',
      latex: evaluated,
    });
  return {
    category: 'logarithm',
    title: 'Expanding a logarithm',
    steps,
    answer: evaluated ?? out,
    tip: 'Expanding only works on products, quotients and powers inside the log, never on sums.',
  };
}
